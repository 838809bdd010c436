/**
 * Account security and privacy (issue 15 items 2 to 8; contract tags `account` and `profile`): no account
 * enumeration in forgot-password (same answer, similar timing, throttled), single use and expiry of reset links,
 * the password rules (NIST SP 800-63B), the national-ID checksum and the Thai address on the profile, e-mail
 * change by confirmation link, token refresh and revocation with "remember me", settings, consent, own data, and the
 * administrators' processing of closure requests (refused with a reason, or the account closed and its personal data
 * removed while its cases stay).
 */
import { and, desc, eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { PRIVACY_NOTICE } from "../src/account/privacy";
import { FORGOT_MIN_MS } from "../src/handlers/account";
import type { Schemas } from "@eoffice/api-client";
import { auditLog, outbox, personProfiles, persons, sessions } from "../src/db/schema";
import { fileCase, getCase } from "./support/cases";
import { citizenIdFrom, describeBackends, newResident, uniqueAddress, uniqueName, type Harness } from "./support/harness";
import { DEMO_STAFF_PASSWORD } from "./support/staff";
import { multipart } from "./support/multipart";

const PASSWORD = "resident-password-1";

/** Time of the servers: the tests move it forward to pass link and session lifetimes. */
let shiftMs = 0;
const clock = () => Date.now() + shiftMs;

/** The last e-mail of a template to an address. */
async function lastMail(h: Harness, to: string, template: string) {
  const [row] = await h.server.database.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.toAddress, to), eq(outbox.template, template)))
    .orderBy(desc(outbox.id))
    .limit(1);
  return row;
}

/** The token of the link in an e-mail body (`...?token=...`). */
function linkToken(body: string): string {
  const match = /token=([A-Za-z0-9_%-]+)/.exec(body);
  if (!match?.[1]) throw new Error(`no link in ${body}`);
  return decodeURIComponent(match[1]);
}

async function forgot(h: Harness, login: string) {
  const started = performance.now();
  const answer = await h.call("forgotPassword", { body: { login }, remoteAddress: uniqueAddress() });
  return { answer, ms: performance.now() - started };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

describeBackends(
  "account security",
  (h) => {
    describe("forgot password", () => {
      it("answers the same, in about the same time, for known and unknown accounts, and mails only the known one", async () => {
        const known = await newResident(h(), "forgot");
        const knownTimes: number[] = [];
        const unknownTimes: number[] = [];
        const answers = [];
        for (let i = 0; i < 4; i += 1) {
          const a = await forgot(h(), i % 2 === 0 ? known.name : `${known.name}@example.org`);
          const b = await forgot(h(), `${uniqueName("nobody")}@example.org`);
          knownTimes.push(a.ms);
          unknownTimes.push(b.ms);
          answers.push(a.answer, b.answer);
        }
        for (const answer of answers) {
          expect(answer.status).toBe(200);
          expect(answer.json).toEqual(answers[0]!.json);
        }
        expect(answers[0]!.json.message).toMatch(/If an account/);
        for (const ms of [...knownTimes, ...unknownTimes]) expect(ms).toBeGreaterThanOrEqual(FORGOT_MIN_MS - 5);
        expect(Math.abs(median(knownTimes) - median(unknownTimes))).toBeLessThan(150);
        const mail = await lastMail(h(), `${known.name}@example.org`, "password-reset-link");
        expect(mail?.body).toContain("/reset-password?token=");
      });

      it("is throttled per name asked, with Retry-After", async () => {
        const login = uniqueName("flood");
        for (let i = 0; i < 5; i += 1) expect((await forgot(h(), login)).answer.status).toBe(200);
        const sixth = await forgot(h(), login);
        expect(sixth.answer.status).toBe(429);
        expect(Number(sixth.answer.headers["retry-after"])).toBeGreaterThan(0);
      });
    });

    describe("reset password", () => {
      it("works once, signs out every session, keeps the link when the new password breaks a rule, and mails the owner", async () => {
        const resident = await newResident(h(), "reset");
        const other = await h().login("person", { name: resident.name, password: PASSWORD });
        await forgot(h(), resident.name);
        const token = linkToken((await lastMail(h(), `${resident.name}@example.org`, "password-reset-link"))!.body);

        const common = await h().call("resetPassword", { body: { token, newPassword: "password1" } });
        expect(common.status).toBe(400);
        expect(common.json.errors?.[0]?.field).toBe("newPassword");
        const withName = await h().call("resetPassword", { body: { token, newPassword: `my-${resident.name}-x` } });
        expect(withName.json.errors?.[0]?.field).toBe("newPassword");

        const ok = await h().call("resetPassword", { body: { token, newPassword: "a fresh long pass phrase" } });
        expect(ok.status).toBe(200);
        const again = await h().call("resetPassword", { body: { token, newPassword: "another long pass phrase" } });
        expect(again.status).toBe(400);
        expect(again.json.errors?.[0]?.field).toBe("token");

        for (const t of [resident.token, other]) {
          expect((await h().call("getPersonProfile", { params: { id: -1 }, token: t })).status).toBe(401);
        }
        const old = await h().call("personLogin", { body: { name: resident.name, password: PASSWORD } });
        expect(old.json.success).toBe(false);
        await h().login("person", { name: resident.name, password: "a fresh long pass phrase" });
        expect((await lastMail(h(), `${resident.name}@example.org`, "password-changed"))?.body).toContain("/forgot-password");
      });

      it("refuses a link after 30 minutes and an unknown link with the same answer", async () => {
        const resident = await newResident(h(), "expire");
        await forgot(h(), resident.name);
        const token = linkToken((await lastMail(h(), `${resident.name}@example.org`, "password-reset-link"))!.body);
        shiftMs = 31 * 60 * 1000;
        try {
          const late = await h().call("resetPassword", { body: { token, newPassword: "a fresh long pass phrase" } });
          expect(late.status).toBe(400);
          const unknown = await h().call("resetPassword", { body: { token: "x".repeat(43), newPassword: "a fresh long pass phrase" } });
          expect(unknown.json).toEqual(late.json);
        } finally {
          shiftMs = 0;
        }
        await h().login("person", { name: resident.name, password: PASSWORD });
      });

      it("a new link replaces the earlier one", async () => {
        const resident = await newResident(h(), "twice");
        await forgot(h(), resident.name);
        const first = linkToken((await lastMail(h(), `${resident.name}@example.org`, "password-reset-link"))!.body);
        await forgot(h(), resident.name);
        const second = linkToken((await lastMail(h(), `${resident.name}@example.org`, "password-reset-link"))!.body);
        expect(second).not.toBe(first);
        expect((await h().call("resetPassword", { body: { token: first, newPassword: "a fresh long pass phrase" } })).status).toBe(400);
        expect((await h().call("resetPassword", { body: { token: second, newPassword: "a fresh long pass phrase" } })).status).toBe(200);
      });
    });

    describe("change password", () => {
      it("applies the rules: at least 8, not common or breached, not containing the user name; no composition rules", async () => {
        const resident = await newResident(h(), "rules");
        const change = (newPassword: string) =>
          h().call("changePassword", { token: resident.token, body: { username: resident.name, password: PASSWORD, newPassword } });
        const short = await change("abc1234");
        expect(short.status).toBe(400);
        expect(short.json.errors?.[0]?.field).toBe("newPassword");
        const common = await change("iloveyou1");
        expect(common.status).toBe(400);
        expect(common.json.message).toMatch(/too common/);
        const named = await change(`${resident.name.toUpperCase()}2026`);
        expect(named.json.message).toMatch(/user name/);

        const other = await h().login("person", { name: resident.name, password: PASSWORD });
        // Lower-case letters only, no digit or symbol: accepted (no composition rules).
        const ok = await change("correcthorsebatterystaple");
        expect(ok.status).toBe(200);
        expect((await h().call("getPersonProfile", { params: { id: -1 }, token: other })).status).toBe(401);
        expect((await h().call("getPersonProfile", { params: { id: -1 }, token: resident.token })).status).toBe(200);
        expect((await lastMail(h(), `${resident.name}@example.org`, "password-changed"))?.subject).toContain(resident.name);
      });
    });

    describe("profile", () => {
      it("checks the national ID's check digit and the Thai address against the dataset", async () => {
        const resident = await newResident(h(), "profile");
        const base = { title: "นางสาว", firstname: "สมหญิง", lastname: "ใจดี" };
        const update = (body: object) => h().call("updatePersonProfile", { params: { id: -1 }, token: resident.token, body: { ...base, ...body } });
        const id = citizenIdFrom(`3${String(resident.personId).padStart(11, "7")}`);
        const wrongDigit = `${id.slice(0, 12)}${(Number(id[12]) + 1) % 10}`;
        const bad = await update({ citizenId: wrongDigit });
        expect(bad.status).toBe(400);
        expect(bad.json.errors?.[0]?.field).toBe("citizenId");

        // Si Phum (500101) has postcode 50200, not Krabi's 81120; a code alone is not an address either.
        const mixed = await update({ subdistrictCode: "500101", postcode: "81120" });
        expect(mixed.status).toBe(400);
        expect(mixed.json.errors?.[0]?.field).toBe("subdistrictCode");
        const partial = await update({ subdistrictCode: "500101" });
        expect(partial.json.errors?.[0]?.field).toBe("postcode");
        expect((await update({ subdistrictCode: "999999", postcode: "50200" })).status).toBe(400);
        // Names of spaces pass the contract's minLength but are blank once trimmed.
        const blankNames = await update({ firstname: "  ", lastname: "\u3000" });
        expect(blankNames.status).toBe(400);
        expect(blankNames.json.errors).toEqual([
          { field: "firstname", message: "must not be blank" },
          { field: "lastname", message: "must not be blank" },
        ]);

        const ok = await update({
          citizenId: id,
          birthDate: "1990-04-13",
          phone: "081-234-5678",
          addressLine: "99/1 หมู่ 2",
          subdistrictCode: "500101",
          postcode: "50200",
        });
        expect(ok.status).toBe(200);
        expect(ok.json.data).toMatchObject({ citizenId: id, birthDate: "1990-04-13", subdistrict: "ศรีภูมิ", postcode: "50200", title: "นางสาว" });
        const read = await h().call("getPersonProfile", { params: { id: -1 }, token: resident.token });
        expect(read.json.data).toMatchObject({ province: "เชียงใหม่", district: "เมืองเชียงใหม่", subdistrictCode: "500101" });
        const future = await update({ birthDate: "2999-01-01" });
        expect(future.json.errors?.[0]?.field).toBe("birthDate");
        const someoneElse = await h().call("updatePersonProfile", { params: { id: resident.personId + 100000 }, token: resident.token, body: base });
        expect(someoneElse.status).toBe(404);
      });

      it("takes the day in Bangkok at 00:30 Bangkok time, when the UTC day is still the one before: a birth date of that day, the data export's file name", async () => {
        const resident = await newResident(h(), "bangkokday");
        const hour = 60 * 60 * 1000;
        const now = Date.now();
        // The next 17:30 UTC: 00:30 the next day in Bangkok.
        let at = now - (now % (24 * hour)) + 17.5 * hour;
        if (at <= now) at += 24 * hour;
        const bangkokToday = new Date(at + 7 * hour).toISOString().slice(0, 10);
        expect(new Date(at).toISOString().slice(0, 10), "the UTC day differs").not.toBe(bangkokToday);
        shiftMs = at - now;
        try {
          const token = await h().login("person", { name: resident.name, password: PASSWORD });
          const born = await h().call("updatePersonProfile", {
            params: { id: -1 },
            token,
            body: { title: "นาง", firstname: "สมศรี", lastname: "ใจดี", birthDate: bangkokToday },
          });
          expect(born.status, JSON.stringify(born.json)).toBe(200);
          expect(born.json.data).toMatchObject({ birthDate: bangkokToday });
          const exported = await h().call("exportMyData", { token });
          expect(exported.headers["content-disposition"]).toBe(`attachment; filename="my-data-${bangkokToday}.json"`);
        } finally {
          shiftMs = 0;
        }
      });

      it("serves the address hierarchy the profile is checked against: provinces, then one province's districts and sub-districts, public and cacheable", async () => {
        const provinces = await h().call("listThaiProvinces");
        expect(provinces.status).toBe(200);
        expect(provinces.headers["cache-control"]).toBe("public, max-age=86400");
        const list = provinces.json.data as { code: string; nameTh: string; nameEn: string }[];
        expect(provinces.json.total).toBe(77);
        expect(list).toContainEqual({ code: "50", nameTh: "เชียงใหม่", nameEn: "Chiang Mai" });
        // Thai order (the Thai collation: กระบี่ first, อุบลราชธานี last), as a Thai reader looks for a place.
        expect([list[0]?.nameTh, list.at(-1)?.nameTh]).toEqual(["กระบี่", "อุบลราชธานี"]);

        const chiangMai = await h().call("getThaiProvince", { params: { provinceCode: "50" }, headers: { "accept-language": "en" } });
        expect(chiangMai.headers["cache-control"]).toBe("public, max-age=86400");
        const province = chiangMai.json.data as { nameEn: string; districts: { code: string; nameTh: string; subdistricts: { code: string; nameTh: string; postcodes: string[] }[] }[] };
        expect(province.nameEn).toBe("Chiang Mai");
        const mueang = province.districts.find((d) => d.code === "5001");
        expect(mueang?.nameTh).toBe("เมืองเชียงใหม่");
        const siPhum = mueang?.subdistricts.find((s) => s.code === "500101");
        expect(siPhum).toMatchObject({ nameTh: "ศรีภูมิ", postcodes: ["50200"] });
        // What the hierarchy offers, the profile accepts.
        const resident = await newResident(h(), "address-lookup");
        const saved = await h().call("updatePersonProfile", {
          params: { id: -1 },
          token: resident.token,
          body: { title: "นาย", firstname: "สมชาย", lastname: "ใจดี", subdistrictCode: siPhum?.code, postcode: siPhum?.postcodes[0] },
        });
        expect(saved.json.data).toMatchObject({ province: "เชียงใหม่", district: "เมืองเชียงใหม่", subdistrict: "ศรีภูมิ" });

        const unknown = await h().call("getThaiProvince", { params: { provinceCode: "99" }, headers: { "accept-language": "en" } });
        expect([unknown.status, unknown.json.message]).toEqual([404, "No province has this code."]);
        const malformed = await h().call("getThaiProvince", { params: { provinceCode: "5" } });
        expect(malformed.status).toBe(400);
        expect(malformed.json.message).toContain("provinceCode");
      });

      it("changes the e-mail address only once the link sent to the new address is opened", async () => {
        const resident = await newResident(h(), "newmail");
        const to = `${resident.name}-new@example.org`;
        const changed = await h().call("updatePersonProfile", {
          params: { id: -1 },
          token: resident.token,
          body: { title: "นาย", firstname: "ทดสอบ", lastname: "อีเมล", email: to },
        });
        expect(changed.json.data).toMatchObject({ email: `${resident.name}@example.org`, pendingEmail: to });
        const token = linkToken((await lastMail(h(), to, "email-confirm"))!.body);
        const confirmed = await h().call("confirmEmail", { body: { token } });
        expect(confirmed.json.data).toEqual({ email: to });
        expect((await h().call("confirmEmail", { body: { token } })).status).toBe(400);
        const read = await h().call("getPersonProfile", { params: { id: -1 }, token: resident.token });
        expect(read.json.data).toMatchObject({ email: to, emailConfirmed: true, pendingEmail: null });
      });

      it("sign-up leaves the address unconfirmed until its link, and records consent to the notice shown", async () => {
        const name = uniqueName("signup");
        const created = await h().call("createPublicPerson", {
          body: { name, password: PASSWORD, email: `${name}@example.org`, privacyNoticeVersion: PRIVACY_NOTICE.version },
          remoteAddress: uniqueAddress(),
        });
        const { id, completionToken } = created.json.data as { id: number; completionToken: string };
        const blankTitle = await h().call("createPublicPersonProfile", { params: { personId: id }, body: { person: { id }, completionToken, title: " ", firstname: "ก", lastname: "ข" } });
        expect(blankTitle.status).toBe(400);
        expect(blankTitle.json.errors).toEqual([{ field: "title", message: "must not be blank" }]);
        const completed = await h().call("createPublicPersonProfile", { params: { personId: id }, body: { person: { id }, completionToken, title: "นาย", firstname: "ก", lastname: "ข" } });
        expect(completed.status, completed.json.message).toBe(201);
        const token = await h().login("person", { name, password: PASSWORD });
        const settings = await h().call("getAccountSettings", { token });
        expect(settings.json.data).toMatchObject({ emailConfirmed: false, consentVersion: PRIVACY_NOTICE.version, consentRequired: false });
        const link = linkToken((await lastMail(h(), `${name}@example.org`, "email-confirm"))!.body);
        expect((await h().call("confirmEmail", { body: { token: link } })).status).toBe(200);
        expect((await h().call("getAccountSettings", { token })).json.data).toMatchObject({ emailConfirmed: true });
        expect((await h().call("sendConfirmation", { token })).status).toBe(409);

        const old = await h().call("createPublicPerson", {
          body: { name: uniqueName("old"), password: PASSWORD, email: `${uniqueName("old")}@example.org`, privacyNoticeVersion: "2001-01" },
          remoteAddress: uniqueAddress(),
        });
        expect(old.status).toBe(409);
        const weak = await h().call("createPublicPerson", {
          body: { name: uniqueName("weak"), password: "password1", email: `${uniqueName("weak")}@example.org` },
          remoteAddress: uniqueAddress(),
        });
        expect(weak.json.errors?.[0]?.field).toBe("password");
      });

      it("stores an avatar resized to 256 px WebP from an image, and refuses what is not one by its bytes", async () => {
        const resident = await newResident(h(), "avatar");
        const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: "#3366aa" } }).png().toBuffer();
        const up = await h().call("uploadAvatar", { params: { id: -1 }, token: resident.token, ...multipart([{ name: "file", filename: "me.jpg", type: "image/jpeg", data: png }]) });
        expect(up.status).toBe(200);
        const avatar = (up.json.data as { avatar: string }).avatar;
        const fileId = avatar.split("/").pop()!;
        const image = await h().call("getAvatar", { params: { fileId } });
        expect(image.status).toBe(200);
        expect(image.headers["content-type"]).toBe("image/webp");
        const res = await h().inject({ method: "GET", url: avatar });
        expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: "webp", width: 256, height: 256 });
        const text = await h().call("uploadAvatar", {
          params: { id: -1 },
          token: resident.token,
          ...multipart([{ name: "file", filename: "me.png", type: "image/png", data: Buffer.from("not an image at all") }]),
        });
        expect(text.status).toBe(415);
      });
    });

    describe("session refresh", () => {
      it("renews a token, also after it expired, while the session lives; a revoked or ended session answers 401", async () => {
        const resident = await newResident(h(), "refresh");
        const first = await h().call("refreshToken", { token: resident.token });
        expect(first.status).toBe(200);
        const renewed = String(first.headers["px-auth-token"]);
        expect(renewed).not.toBe(resident.token);
        expect((await h().call("getPersonProfile", { params: { id: -1 }, token: renewed })).status).toBe(200);

        shiftMs = 20 * 60 * 1000; // past the 15-minute token, inside the 8-hour session
        try {
          expect((await h().call("getPersonProfile", { params: { id: -1 }, token: renewed })).status).toBe(401);
          const late = await h().call("refreshToken", { token: renewed });
          expect(late.status).toBe(200);
          const latest = String(late.headers["px-auth-token"]);
          expect((await h().call("getPersonProfile", { params: { id: -1 }, token: latest })).status).toBe(200);
          expect((await h().call("logout", { token: latest })).status).toBe(200);
          expect((await h().call("refreshToken", { token: latest })).status).toBe(401);
        } finally {
          shiftMs = 0;
        }
        expect((await h().call("refreshToken", { token: "not-a-token" })).status).toBe(401);
        expect((await h().call("refreshToken", {})).status).toBe(401);
      });

      it("ends an idle session after 8 hours, a remembered one after 30 days", async () => {
        const resident = await newResident(h(), "remember");
        const remembered = await h().call("personLogin", { body: { name: resident.name, password: PASSWORD, rememberMe: true } });
        const rememberedToken = String(remembered.headers["px-auth-token"]);
        shiftMs = 9 * 60 * 60 * 1000;
        try {
          expect((await h().call("refreshToken", { token: resident.token })).status).toBe(401);
          const kept = await h().call("refreshToken", { token: rememberedToken });
          expect(kept.status).toBe(200);
          shiftMs = 40 * 24 * 60 * 60 * 1000;
          expect((await h().call("refreshToken", { token: String(kept.headers["px-auth-token"]) })).status).toBe(401);
        } finally {
          shiftMs = 0;
        }
      });

      it("lists open sessions and signs out everywhere", async () => {
        const resident = await newResident(h(), "everywhere");
        const other = await h().login("person", { name: resident.name, password: PASSWORD });
        const list = await h().call("listSessions", { token: resident.token });
        expect(list.json.total).toBe(2);
        expect((list.json.data as { current: boolean }[]).filter((s) => s.current)).toHaveLength(1);
        expect((await h().call("signOutEverywhere", { token: resident.token })).status).toBe(200);
        for (const t of [resident.token, other]) {
          expect((await h().call("getPersonProfile", { params: { id: -1 }, token: t })).status).toBe(401);
          expect((await h().call("refreshToken", { token: t })).status).toBe(401);
        }
      });
    });

    describe("settings and PDPA", () => {
      it("keeps the language and e-mail choices, asks for consent again on a new version, exports the data, records a closure request", async () => {
        const resident = await newResident(h(), "pdpa");
        const before = await h().call("getAccountSettings", { token: resident.token });
        expect(before.json.data).toMatchObject({ consentRequired: true, consentVersion: null, emailPreferences: { caseStatus: true, caseReply: true } });
        const set = await h().call("updateAccountSettings", { token: resident.token, body: { language: "en", emailPreferences: { caseStatus: false, caseReply: true } } });
        expect(set.json.data).toMatchObject({ language: "en", emailPreferences: { caseStatus: false, caseReply: true } });
        const [row] = await h().server.database.db.select().from(persons).where(eq(persons.id, resident.personId));
        expect(row?.language).toBe("en");

        expect((await h().call("giveConsent", { token: resident.token, body: { version: "1999-01" } })).status).toBe(409);
        const notice = await h().call("getPrivacyNotice", { headers: { "accept-language": "th" } });
        expect(notice.json.data).toMatchObject({ version: PRIVACY_NOTICE.version, title: "ประกาศความเป็นส่วนตัว" });
        const given = await h().call("giveConsent", { token: resident.token, body: { version: PRIVACY_NOTICE.version } });
        expect(given.json.data).toMatchObject({ consentRequired: false, consentVersion: PRIVACY_NOTICE.version });

        const exported = await h().call("exportMyData", { token: resident.token });
        expect(exported.status).toBe(200);
        expect(String(exported.headers["content-disposition"])).toMatch(/attachment; filename="my-data-/);
        expect(exported.json).toMatchObject({ account: { name: resident.name }, profile: { personId: resident.personId } });
        expect(JSON.stringify(exported.json)).not.toContain("argon2");

        const closed = await h().call("requestClosure", { token: resident.token });
        expect((closed.json.data as { closureRequestedAt: string | null }).closureRequestedAt).not.toBeNull();
        expect(await lastMail(h(), `${resident.name}@example.org`, "account-closure-requested")).toBeDefined();
      });

      it("an administrator refuses a closure request with a reason, then closes the account: personal data gone, cases kept, e-mailed, audited", async () => {
        const admin = await h().login("staff", { name: "admin", password: "admin-demo-2026" });
        const officer = await h().login("staff", { name: "somsak", password: DEMO_STAFF_PASSWORD });
        const resident = await newResident(h(), "closing");
        const address = `${resident.name}@example.org`;
        const filed = await fileCase(h(), resident.token);
        const list = (state?: "pending" | "done" | "refused") =>
          h().call("listAccountClosures", { token: admin, query: { limit: 100, ...(state ? { state } : {}) } });
        const mine = async (state?: "pending" | "done" | "refused") =>
          ((await list(state)).json.data as Schemas["AccountClosureRequest"][]).filter((r) => r.personId === resident.personId);

        await h().call("requestClosure", { token: resident.token });
        const [asked] = await mine("pending");
        expect(asked).toMatchObject({
          state: "pending",
          decidedAt: null,
          decidedBy: null,
          reason: null,
          caseCount: 1,
          person: { name: resident.name, fullName: "นางทดสอบ closing", email: address },
        });
        // Administrators only; a request is decided once.
        expect((await h().call("listAccountClosures", { token: officer })).status).toBe(403);
        expect((await h().call("completeAccountClosure", { token: officer, params: { id: asked!.id } })).status).toBe(403);
        expect((await h().call("refuseAccountClosure", { token: resident.token, params: { id: asked!.id }, body: { reason: "x" } })).status).toBe(403);

        // Refused with a reason: told by e-mail, the account stays, the resident may ask again.
        const blank = await h().call("refuseAccountClosure", { token: admin, params: { id: asked!.id }, body: { reason: "   " } });
        expect(blank.status).toBe(400);
        expect(blank.json.errors).toEqual([expect.objectContaining({ field: "reason" })]);
        const reason = "Your request ER-2569 is still being handled; we need to reach you until it is done.";
        const refused = await h().call("refuseAccountClosure", { token: admin, params: { id: asked!.id }, body: { reason } });
        expect(refused.status).toBe(200);
        expect(refused.json.data).toMatchObject({ state: "refused", reason, decidedBy: expect.any(String) });
        expect((await h().call("refuseAccountClosure", { token: admin, params: { id: asked!.id }, body: { reason } })).status).toBe(409);
        const refusal = await lastMail(h(), address, "account-closure-refused");
        expect(refusal?.body).toContain(reason);
        expect(refusal?.body).toContain("/setting");
        const settings = await h().call("getAccountSettings", { token: resident.token });
        expect(settings.json.data).toMatchObject({ closureRequestedAt: null });
        expect(await mine("refused")).toHaveLength(1);

        // Asked again, and closed.
        await h().call("requestClosure", { token: resident.token });
        const [again] = await mine("pending");
        expect(again!.id).not.toBe(asked!.id);
        const other = await h().login("person", { name: resident.name, password: PASSWORD });
        const done = await h().call("completeAccountClosure", { token: admin, params: { id: again!.id } });
        expect(done.status).toBe(200);
        expect(done.json.data).toMatchObject({ state: "done", person: null, caseCount: 1, decidedAt: expect.any(String) });
        expect((await h().call("completeAccountClosure", { token: admin, params: { id: again!.id } })).status).toBe(409);
        expect((await h().call("completeAccountClosure", { token: admin, params: { id: 2_147_483_000 } })).status).toBe(404);

        // The resident's last e-mail went to the address the account had.
        const closedMail = await lastMail(h(), address, "account-closed");
        expect(closedMail?.body).toContain(resident.name);
        expect(closedMail?.state).toBe("queued");
        // Signed out everywhere, and no sign-in or password reset any more.
        for (const t of [resident.token, other]) expect((await h().call("getAccountSettings", { token: t })).status).toBe(401);
        const signIn = await h().call("personLogin", { body: { name: resident.name, password: PASSWORD } });
        expect(signIn.json.success).toBe(false);
        await forgot(h(), address);
        expect((await lastMail(h(), address, "password-reset-link"))).toBeUndefined();

        // Personal data gone; the row and the case stay, the case without a name or address for its contact.
        const db = h().server.database.db;
        const [row] = await db.select().from(persons).where(eq(persons.id, resident.personId));
        expect(row).toMatchObject({ name: `#closed-${resident.personId}`, email: `#closed-${resident.personId}`, citizenId: null, closedAt: expect.any(Date) });
        expect(await db.select().from(personProfiles).where(eq(personProfiles.personId, resident.personId))).toEqual([]);
        expect(await db.select().from(sessions).where(eq(sessions.personId, resident.personId))).toEqual([]);
        expect((await db.select().from(outbox).where(eq(outbox.personId, resident.personId))).map((m) => m.template)).toEqual(["account-closed"]);
        const kept = await getCase(h(), admin, filed.id);
        expect(kept).toMatchObject({ personId: resident.personId, detail: filed.detail });
        expect(kept.contact).toEqual({ name: "", phone: "081-234-5678", email: null });
        expect(JSON.stringify((await list("done")).json.data)).not.toContain(resident.name);

        // Audited, with no personal data in the entries.
        const entries = await db
          .select()
          .from(auditLog)
          .where(and(eq(auditLog.entity, "account"), eq(auditLog.entityId, String(resident.personId))))
          .orderBy(auditLog.id);
        expect(entries.map((e) => e.changes)).toEqual([
          [
            { field: "closure", before: "pending", after: "refused" },
            { field: "reason", before: null, after: reason },
          ],
          [{ field: "closure", before: "pending", after: "done" }],
        ]);
        expect(entries.every((e) => e.personName === "admin" && e.action === "status-change")).toBe(true);
      });

      it("lists the account e-mail templates in the template editor, each saved back unchanged (every placeholder it uses is allowed)", async () => {
        const admin = await h().login("staff", { name: "admin", password: "admin-demo-2026" });
        const list = await h().call("listEmailTemplates", { token: admin });
        type Template = { code: string; th: { subject: string; body: string }; en: { subject: string; body: string }; placeholders: string[] };
        const templates = list.json.data as Template[];
        const codes = ["password-reset-link", "password-changed", "email-confirm", "account-closure-requested", "account-closed", "account-closure-refused"];
        expect(templates.map((t) => t.code)).toEqual(expect.arrayContaining(codes));
        expect(templates.find((t) => t.code === "account-closure-refused")?.placeholders).toEqual(expect.arrayContaining(["reason", "requestedAt", "settingsUrl", "municipality"]));
        for (const code of codes) {
          const template = templates.find((t) => t.code === code)!;
          const saved = await h().call("updateEmailTemplate", { token: admin, params: { code }, body: { th: template.th, en: template.en } });
          expect(saved.status, `${code}: ${JSON.stringify(saved.json.errors)}`).toBe(200);
        }
      });

      it("shows a staff member their own profile through id -1", async () => {
        const token = await h().login("staff", { name: "admin", password: "admin-demo-2026" });
        const own = await h().call("getPersonProfile", { params: { id: -1 }, token });
        expect(own.json.data).toMatchObject({ realm: "staff" });
        const settings = await h().call("getAccountSettings", { token });
        expect(settings.json.data).toMatchObject({ consentRequired: false });
        expect((await h().call("exportMyData", { token })).status).toBe(403);
      });
    });
  },
  { clock },
);
