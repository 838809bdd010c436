/**
 * News (issue 15 item 1; contract tag `news`; docs/spec/portal-spec.md section 7 `publiclistnews`, `openNews`): categories;
 * news editors write drafts with a cover image and attachments (the shared file storage), schedule, publish,
 * unpublish and pin, every change audited; the public (no sign-in) sees only published items whose time has come,
 * opening one counts a view, and their files load without a token; bodies are sanitised on the server against an
 * allowlist, checked with the OWASP XSS filter evasion vectors; Atom feeds; rights.
 */
import { and, asc, eq } from "drizzle-orm";
import { parseDocument } from "htmlparser2";
import sharp from "sharp";
import { beforeAll, expect, it } from "vitest";
import type { Schemas } from "@eoffice/api-client";
import { auditLog } from "../src/db/schema";
import { NEWS_ALLOWED_TAGS } from "../src/news/sanitise";
import { OWASP_XSS_VECTORS } from "./fixtures/owasp-xss-vectors";
import { describeBackends, newResident } from "./support/harness";
import { multipart } from "./support/multipart";
import { DEMO_STAFF_PASSWORD } from "./support/staff";

type Item = Schemas["NewsItem"];
type Summary = Schemas["NewsSummary"];

let shiftMs = 0;
const clock = () => Date.now() + shiftMs;

async function png(width = 320, height = 200): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: { r: 30, g: 120, b: 200, alpha: 1 } } })
    .png()
    .toBuffer();
}

let markerCount = 0;
const marker = (prefix: string) => `${prefix}-${process.pid}-${++markerCount}`;

describeBackends(
  "news",
  (h) => {
    let editor: string;
    let admin: string;
    let officer: string;
    let categories: Schemas["NewsCategory"][];

    beforeAll(async () => {
      editor = await h().login("staff", { name: "nattaya", password: DEMO_STAFF_PASSWORD });
      officer = await h().login("staff", { name: "somsak", password: DEMO_STAFF_PASSWORD });
      admin = await h().login("staff", { name: "admin", password: "admin-demo-2026" });
      const res = await h().call("listNewsCategories");
      categories = res.json.data as Schemas["NewsCategory"][];
    });

    const categoryId = (code: string) => {
      const found = categories.find((c) => c.code === code);
      if (!found) throw new Error(`no category ${code}`);
      return found.id;
    };

    async function uploadFile(token: string, data: Buffer, filename: string, type: string): Promise<Schemas["StoredFile"]> {
      const res = await h().call("uploadFile", { token, ...multipart([{ name: "file", filename, type, data }]) });
      expect(res.status, res.json.message).toBe(201);
      return res.json.data as Schemas["StoredFile"];
    }

    async function draft(body: Partial<Schemas["NewsInput"]> = {}, token = editor): Promise<Item> {
      const res = await h().call("createNews", {
        token,
        body: { categoryId: categoryId("announcement"), titleTh: marker("ข่าว"), ...body },
      });
      expect(res.status, res.json.message).toBe(201);
      return res.json.data as Item;
    }

    async function publish(id: number, publishAt?: string): Promise<Item> {
      const res = await h().call("publishNews", { token: editor, params: { id }, body: publishAt ? { publishAt } : {} });
      expect(res.status, res.json.message).toBe(200);
      return res.json.data as Item;
    }

    async function publicIds(category = 0, query: Record<string, string | number> = {}): Promise<number[]> {
      const res = await h().call("listPublicNews", { params: { newsCategoryId: category }, query: { limit: 100, ...query } });
      expect(res.status).toBe(200);
      return (res.json.data as Summary[]).map((s) => s.id);
    }

    function auditOf(id: number) {
      return h()
        .server.database.db.select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, "news-item"), eq(auditLog.entityId, String(id))))
        .orderBy(asc(auditLog.id));
    }

    it("lists the categories a municipality publishes, in Thai and English, without signing in", () => {
      const byCode = Object.fromEntries(categories.map((c) => [c.code, c.nameTh]));
      expect(byCode).toMatchObject({ announcement: "ประกาศ", procurement: "จัดซื้อจัดจ้าง", activity: "กิจกรรม", job: "รับสมัครงาน" });
      expect(categories.find((c) => c.code === "procurement")?.nameEn).toBe("Procurement");
    });

    it("a draft with a cover image and an attachment stays hidden until published; then the public reads it, its files load without a token, and views are counted", async () => {
      const cover = await uploadFile(editor, await png(), "cover.png", "image/png");
      const pdf = await sharp({ create: { width: 8, height: 8, channels: 3, background: "white" } }).png().toBuffer();
      const attachment = await uploadFile(editor, pdf, "ประกาศ.png", "image/png");
      const item = await draft({
        categoryId: categoryId("procurement"),
        titleEn: "Procurement notice",
        summaryTh: "สรุป",
        bodyTh: "<p>เนื้อหา <strong>สำคัญ</strong></p>",
        coverFileId: cover.id,
        fileIds: [cover.id, attachment.id],
      });
      expect(item).toMatchObject({ state: "draft", coverFileId: cover.id, publishAt: null, viewCount: 0 });
      expect(item.files.map((f) => f.id).sort()).toEqual([cover.id, attachment.id].sort());

      // Hidden: not listed, not opened, its files 404 to guests; the editor loads the cover.
      expect(await publicIds()).not.toContain(item.id);
      expect((await h().call("openNews", { params: { id: item.id } })).status).toBe(404);
      expect((await h().call("getWatermarkedFile", { params: { id: cover.id } })).status).toBe(404);
      const resident = await newResident(h(), "newsreader");
      expect((await h().call("getWatermarkedFile", { token: resident.token, params: { id: cover.id } })).status).toBe(404);
      expect((await h().call("getWatermarkedFile", { token: editor, params: { id: cover.id } })).status).toBe(200);
      // The one file-list call (link type `news`): 404 to guests, residents and other staff while a draft; its editors list it.
      const filesOf = (token?: string) => h().call("listLinkedFiles", { ...(token ? { token } : {}), params: { linkType: "news", id: item.id } });
      expect((await filesOf()).status).toBe(404);
      expect((await filesOf(resident.token)).status).toBe(404);
      expect((await filesOf(officer)).status).toBe(404);
      expect((await filesOf(editor)).json.total).toBe(2);
      expect((await filesOf(admin)).status).toBe(200);

      const published = await publish(item.id);
      expect(published.state).toBe("published");
      expect(await publicIds(categoryId("procurement"))).toContain(item.id);
      expect(await publicIds(categoryId("activity"))).not.toContain(item.id);

      const first = await h().call("openNews", { params: { id: item.id } });
      expect(first.status).toBe(200);
      const article = first.json.data as Schemas["NewsArticle"];
      expect(article).toMatchObject({ titleEn: "Procurement notice", bodyTh: "<p>เนื้อหา <strong>สำคัญ</strong></p>", categoryNameTh: "จัดซื้อจัดจ้าง" });
      // Published: anyone lists its files without a token (the cover and the attachment, oldest first).
      const listed = await filesOf();
      expect(listed.status).toBe(200);
      expect((listed.json.data as Schemas["StoredFile"][]).map((f) => f.id)).toEqual([cover.id, attachment.id]);
      expect((listed.json.data as Schemas["StoredFile"][])[1]).toMatchObject({ name: "ประกาศ.png", mimeType: "image/png" });
      await h().call("openNews", { params: { id: item.id } });
      const third = await h().call("openNews", { params: { id: item.id } });
      expect((third.json.data as Schemas["NewsArticle"]).viewCount).toBe(3);

      // The cover as stored (no watermark), and a thumbnail, for a guest.
      const image = await h().call("getWatermarkedFile", { params: { id: cover.id } });
      expect(image.status).toBe(200);
      expect(image.headers["content-type"]).toBe("image/png");
      const thumb = await h().inject({ method: "GET", url: `/pxapi_eoffice/api/v1/ESFilepublic/watermark/${cover.id}?width=64` });
      expect(thumb.statusCode).toBe(200);
      expect((await sharp(thumb.rawPayload).metadata()).width).toBe(64);

      // Audited: created, then published.
      const audit = await auditOf(item.id);
      expect(audit.map((a) => a.action)).toEqual(["create", "status-change"]);
      expect(audit[0]?.personName).toBe("nattaya");
      expect(audit[1]?.changes).toContainEqual({ field: "state", before: "draft", after: "published" });
    });

    it("schedules an item: invisible before its time, listed once it has come", async () => {
      const item = await draft();
      const at = new Date(clock() + 5 * 60_000).toISOString();
      const scheduled = await publish(item.id, at);
      expect(scheduled).toMatchObject({ state: "scheduled", publishAt: at });
      expect(await publicIds()).not.toContain(item.id);
      expect((await h().call("openNews", { params: { id: item.id } })).status).toBe(404);
      const listed = await h().call("listNews", { token: editor, query: { state: "scheduled", limit: 100 } });
      expect((listed.json.data as Item[]).map((i) => i.id)).toContain(item.id);
      shiftMs += 6 * 60_000;
      try {
        expect(await publicIds()).toContain(item.id);
        expect((await h().call("openNews", { params: { id: item.id } })).status).toBe(200);
      } finally {
        shiftMs -= 6 * 60_000;
      }
    });

    it("unpublishes (409 for a draft), pins first, pages and sorts the public list", async () => {
      const draftOnly = await draft();
      const refused = await h().call("unpublishNews", { token: editor, params: { id: draftOnly.id } });
      expect(refused.status).toBe(409);

      const category = categoryId("job");
      const a = await draft({ categoryId: category });
      await publish(a.id);
      const b = await draft({ categoryId: category });
      await publish(b.id);
      // Newest first; then b pinned stays first even after a newer item.
      const pinnedInput = { categoryId: category, titleTh: a.titleTh, pinned: true };
      const pinned = await h().call("updateNews", { token: editor, params: { id: a.id }, body: pinnedInput });
      expect((pinned.json.data as Item).pinned).toBe(true);
      const c = await draft({ categoryId: category });
      await publish(c.id);
      const ids = await publicIds(category);
      expect(ids.indexOf(a.id)).toBe(0);
      expect(ids.indexOf(c.id)).toBeLessThan(ids.indexOf(b.id));

      const page = await h().call("listPublicNews", { params: { newsCategoryId: category }, query: { offset: 1, limit: 1 } });
      expect(page.json.total).toBe(ids.length);
      expect((page.json.data as Summary[]).map((s) => s.id)).toEqual([ids[1]]);
      const oldest = await publicIds(category, { sort: "id", dir: "asc" });
      expect(oldest.indexOf(a.id)).toBeLessThan(oldest.indexOf(c.id));

      const down = await h().call("unpublishNews", { token: editor, params: { id: a.id } });
      expect((down.json.data as Item).state).toBe("unpublished");
      expect(await publicIds(category)).not.toContain(a.id);
      expect((await h().call("openNews", { params: { id: a.id } })).status).toBe(404);
      expect((await h().call("listLinkedFiles", { params: { linkType: "news", id: a.id } })).status).toBe(404);
      expect((await h().call("listLinkedFiles", { token: editor, params: { linkType: "news", id: a.id } })).status).toBe(200);
      expect((await auditOf(a.id)).map((e) => e.action)).toEqual(["create", "status-change", "update", "status-change"]);
      expect((await auditOf(a.id))[2]?.changes).toContainEqual({ field: "pinned", before: false, after: true });

      const unknown = await h().call("listPublicNews", { params: { newsCategoryId: 999_999 } });
      expect(unknown.status).toBe(404);
    });

    it("only news editors and administrators write news; the public reads without a token", async () => {
      const resident = await newResident(h(), "newsrights");
      const body = { categoryId: categoryId("announcement"), titleTh: "ทดสอบ" };
      expect((await h().call("createNews", { body })).status).toBe(401);
      expect((await h().call("createNews", { token: resident.token, body })).status).toBe(403);
      expect((await h().call("createNews", { token: officer, body })).status).toBe(403);
      expect((await h().call("listNews", { token: officer })).status).toBe(403);
      expect((await h().call("createNews", { token: admin, body })).status).toBe(201);
      expect((await h().call("listPublicNews", { params: { newsCategoryId: 0 } })).status).toBe(200);
    });

    it("refuses a file that is not the editor's upload, a cover that is not one of the files, a blank title and an unknown category (400 naming the field)", async () => {
      const resident = await newResident(h(), "newsfiles");
      const theirs = await uploadFile(resident.token, await png(16, 16), "x.png", "image/png");
      const bad = async (body: Partial<Schemas["NewsInput"]>, field: string) => {
        const res = await h().call("createNews", { token: editor, body: { categoryId: categoryId("announcement"), titleTh: "x", ...body } });
        expect(res.status).toBe(400);
        expect(res.json.message).toContain(field);
      };
      await bad({ fileIds: [theirs.id] }, "fileIds");
      const mine = await uploadFile(editor, await png(16, 16), "y.png", "image/png");
      await bad({ coverFileId: mine.id, fileIds: [] }, "coverFileId");
      await bad({ titleTh: "   " }, "titleTh");
      await bad({ categoryId: 999_999 }, "categoryId");
    });

    it("removes files dropped from an item, and keeps the rest", async () => {
      const one = await uploadFile(editor, await png(16, 16), "one.png", "image/png");
      const two = await uploadFile(editor, await png(16, 16), "two.png", "image/png");
      const item = await draft({ fileIds: [one.id, two.id], coverFileId: one.id });
      const res = await h().call("updateNews", {
        token: editor,
        params: { id: item.id },
        body: { categoryId: item.categoryId, titleTh: item.titleTh, fileIds: [two.id], coverFileId: null },
      });
      expect(res.status).toBe(200);
      expect((res.json.data as Item).files.map((f) => f.id)).toEqual([two.id]);
      expect((await h().call("getWatermarkedFile", { token: editor, params: { id: one.id } })).status).toBe(404);
    });

    it("sanitises bodies on the server: no vector of the OWASP XSS filter evasion cheat sheet survives", async () => {
      const item = await draft();
      await publish(item.id);
      const problems: string[] = [];
      for (const vector of OWASP_XSS_VECTORS) {
        const res = await h().call("updateNews", {
          token: editor,
          params: { id: item.id },
          body: { categoryId: item.categoryId, titleTh: item.titleTh, bodyTh: vector, bodyEn: `<p>ok</p>${vector}<p>after</p>` },
        });
        if (vector.includes("\0")) {
          // A NUL character is refused in any text (PostgreSQL cannot store it): nothing is stored.
          expect(res.status, vector).toBe(400);
          continue;
        }
        expect(res.status, vector).toBe(200);
        const saved = res.json.data as Item;
        for (const html of [saved.bodyTh, saved.bodyEn]) problems.push(...scriptProblems(html).map((p) => `${p} in ${JSON.stringify(html)} from ${vector}`));
        expect(saved.bodyEn.startsWith("<p>ok</p>"), vector).toBe(true);
      }
      expect(problems).toEqual([]);
      // What the public gets is what was stored.
      const opened = await h().call("openNews", { params: { id: item.id } });
      expect(scriptProblems((opened.json.data as Schemas["NewsArticle"]).bodyTh)).toEqual([]);
    });

    it("keeps the allowed rich text: headings, lists, links (external ones in a new tab), tables, https images", async () => {
      const body =
        '<h2>หัวข้อ</h2><p><em>a</em> <a href="https://example.org/x">link</a> <a href="/e-service/main">in</a></p>' +
        '<ul><li>one</li></ul><table><tbody><tr><td colspan="2">c</td></tr></tbody></table><img src="https://example.org/a.png" alt="ภาพ">';
      const item = await draft({ bodyTh: body });
      expect(item.bodyTh).toBe(
        '<h2>หัวข้อ</h2><p><em>a</em> <a href="https://example.org/x" target="_blank" rel="noopener noreferrer">link</a> <a href="/e-service/main">in</a></p>' +
          '<ul><li>one</li></ul><table><tbody><tr><td colspan="2">c</td></tr></tbody></table><img src="https://example.org/a.png" alt="ภาพ" />',
      );
    });

    it("serves an Atom feed per category, in Thai or English, linking to the article pages", async () => {
      const category = categoryId("activity");
      const item = await draft({ categoryId: category, titleTh: "กิจกรรมวันเด็ก & ครอบครัว", titleEn: "Children's day" });
      await publish(item.id);
      const res = await h().inject({ method: "GET", url: `/pxapi_eoffice/api/v1/News/feed/${category}?lang=en` });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toContain("application/atom+xml");
      expect(res.body).toContain("<feed");
      expect(res.body).toContain("Children's day");
      expect(res.body).toContain(`/e-service/main/news/${item.id}`);
      const th = await h().inject({ method: "GET", url: `/pxapi_eoffice/api/v1/News/feed/${category}` });
      expect(th.body).toContain("กิจกรรมวันเด็ก &amp; ครอบครัว"); // plain text as HTML, as `type="html"` wants
      const draftOnly = await draft({ categoryId: category, titleTh: "ร่างที่ยังไม่เผยแพร่" });
      expect(draftOnly.state).toBe("draft");
      expect((await h().inject({ method: "GET", url: `/pxapi_eoffice/api/v1/News/feed/0` })).body).not.toContain("ร่างที่ยังไม่เผยแพร่");
    });
  },
  { clock },
);

/** Dangerous things left in sanitised HTML: elements outside the allowlist, event handlers, styles, script URLs. */
function scriptProblems(html: string): string[] {
  const problems: string[] = [];
  const allowed = new Set(NEWS_ALLOWED_TAGS);
  type Node = { name?: string; attribs?: Record<string, string>; children?: Node[] };
  const visit = (node: Node) => {
    if (node.name !== undefined && node.attribs) {
      if (!allowed.has(node.name)) problems.push(`element <${node.name}>`);
      for (const [name, value] of Object.entries(node.attribs)) {
        if (/^on/i.test(name) || name === "style" || name === "srcdoc" || name === "formaction") problems.push(`attribute ${name}`);
        if (name === "href" || name === "src") {
          // Browsers ignore control characters and whitespace inside a scheme.
          const url = [...value].filter((ch) => ch.charCodeAt(0) > 0x20).join("").toLowerCase();
          if (/^(?:javascript|vbscript|livescript|data):/.test(url)) problems.push(`${name}=${value}`);
          if (name === "src" && !/^https:/.test(url) && /^[a-z][a-z0-9+.-]*:|^\/\//.test(url)) problems.push(`src=${value}`);
        }
      }
    }
    node.children?.forEach(visit);
  };
  (parseDocument(html).children as Node[]).forEach(visit);
  return problems;
}
