import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { RichTextViewer, sanitizeRichText } from "./rich-text-viewer";

const meta = {
  title: "Product/RichTextViewer",
  component: RichTextViewer,
  args: { html: "" },
} satisfies Meta<typeof RichTextViewer>;

export default meta;
type Story = StoryObj<typeof meta>;

const thaiArticle = `
<h2>ประกาศเทศบาลตำบลบ้านใหม่ เรื่อง การชำระภาษีที่ดินและสิ่งปลูกสร้าง ประจำปี ๒๕๖๙</h2>
<p>ด้วยเทศบาลตำบลบ้านใหม่ จะดำเนินการจัดเก็บภาษีที่ดินและสิ่งปลูกสร้างประจำปีงบประมาณ พ.ศ. ๒๕๖๙ จึงขอประชาสัมพันธ์ให้เจ้าของที่ดินและสิ่งปลูกสร้างทราบและไปชำระภาษีภายในกำหนดเวลา <strong>ตั้งแต่วันที่ ๑ เมษายน ถึง ๓๐ เมษายน ๒๕๖๙</strong> เพื่อหลีกเลี่ยงเบี้ยปรับและเงินเพิ่มตามกฎหมาย</p>
<h3>เอกสารที่ต้องใช้</h3>
<ol>
  <li>สำเนาบัตรประจำตัวประชาชนของเจ้าของกรรมสิทธิ์</li>
  <li>สำเนาโฉนดที่ดิน หรือ น.ส. ๓ ก.</li>
  <li>หนังสือแจ้งประเมินภาษี (ภ.ด.ส. ๖)</li>
</ol>
<table>
  <caption>อัตราภาษีตามประเภทการใช้ประโยชน์</caption>
  <thead><tr><th scope="col">ประเภท</th><th scope="col">อัตรา (ร้อยละ)</th></tr></thead>
  <tbody>
    <tr><td>เกษตรกรรม</td><td>๐.๐๑</td></tr>
    <tr><td>ที่อยู่อาศัย</td><td>๐.๐๒</td></tr>
  </tbody>
</table>
<p>ชำระออนไลน์ได้ที่ <a href="/e-service/tax">ระบบบริการออนไลน์ของเทศบาล</a> หรือสอบถามกรมส่งเสริมการปกครองท้องถิ่นที่ <a href="https://www.dla.go.th/">เว็บไซต์ สถ.</a></p>
<blockquote>หมายเหตุ: ผู้ที่ชำระภาษีเกินกำหนดจะต้องเสียเบี้ยปรับร้อยละสี่สิบของค่าภาษีที่ค้างชำระ</blockquote>`;

/** Thai article: headings, list, table, internal and external links with Thai-friendly line height. */
export const ThaiArticle: Story = {
  globals: { locale: "th" },
  args: { html: thaiArticle, lang: "th" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 2 })).toHaveTextContent("ประกาศเทศบาลตำบลบ้านใหม่");
    const internal = canvas.getByRole("link", { name: "ระบบบริการออนไลน์ของเทศบาล" });
    await expect(internal).not.toHaveAttribute("target");
    const external = canvas.getByRole("link", { name: "เว็บไซต์ สถ. (เปิดในแท็บใหม่)" });
    await expect(external).toHaveAttribute("target", "_blank");
    await expect(external).toHaveAttribute("rel", "noopener noreferrer");
    await userEvent.tab();
    await expect(canvas.getByRole("region", { name: "อัตราภาษีตามประเภทการใช้ประโยชน์" })).toHaveFocus();
    await userEvent.tab();
    await expect(internal).toHaveFocus();
    await userEvent.tab();
    await expect(external).toHaveFocus();
    const style = getComputedStyle(canvasElement.querySelector("[data-slot=rich-text-viewer]")!);
    await expect(parseFloat(style.lineHeight) / parseFloat(style.fontSize)).toBeCloseTo(1.8, 1);
  },
};

/**
 * Hostile HTML is neutralised: `<script>`, `onerror`/`onclick` handlers, `javascript:` links, iframes and
 * `style` are gone from the DOM and nothing ran.
 */
export const RemovesDangerousContent: Story = {
  args: {
    html: `<p onclick="window.__richTextPwned = 'onclick'" style="color: red">Safe paragraph</p>
<script>window.__richTextPwned = 'script'</script>
<img src="javascript:window.__richTextPwned = 'src'" onerror="window.__richTextPwned = 'onerror'">
<a href="javascript:window.__richTextPwned = 'href'">Harmless link text</a>
<a href="  JaVaScRiPt:alert(1)">Mixed-case scheme</a>
<iframe src="https://evil.example/"></iframe>
<style>p { display: none }</style>
<form action="https://evil.example/"><input name="password"></form>
<svg><script>window.__richTextPwned = 'svg'</script></svg>`,
  },
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector("[data-slot=rich-text-viewer]")!;
    await expect(within(canvasElement).getByText("Safe paragraph")).toBeVisible();
    await expect(root.querySelector("script, iframe, style, form, input, svg, img")).toBeNull();
    await expect(root.querySelector("[onclick], [onerror], [style]")).toBeNull();
    for (const link of Array.from(root.querySelectorAll("a"))) {
      await expect(link.getAttribute("href") ?? "").not.toMatch(/javascript:/i);
    }
    await expect(root.innerHTML).not.toMatch(/javascript:|onerror|onclick|<script/i);
    await expect((window as { __richTextPwned?: string }).__richTextPwned).toBeUndefined();
  },
};

/** Images: https and relative `src` kept (with an empty `alt` added if missing); http, data, protocol-relative removed. */
export const ImagePolicy: Story = {
  args: {
    html: `<p>The pictures below are all refused, so nothing is fetched.</p>
<img src="http://insecure.example/a.png" alt="insecure"><img src="data:image/png;base64,AAAA" alt="data">
<img src="//cdn.example/a.png" alt="protocol-relative">`,
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("[data-slot=rich-text-viewer] img")).toBeNull();
    const kept = sanitizeRichText(`<img src="https://cdn.example/a.png" alt="Town hall"><img src="/files/map.png">`);
    await expect(kept).toBe(`<img src="https://cdn.example/a.png" alt="Town hall"><img src="/files/map.png" alt="">`);
  },
};

/** A long list (many items) and a wide table that scrolls sideways inside a focusable box. */
export const ManyItems: Story = {
  args: {
    html: `<h2>Community events</h2><ul>${Array.from({ length: 30 }, (_, i) => `<li>Event ${i + 1}: clean-up of canal section ${i + 1}</li>`).join("")}</ul>
<table><thead><tr>${Array.from({ length: 12 }, (_, i) => `<th scope="col">Month ${i + 1}</th>`).join("")}</tr></thead>
<tbody><tr>${Array.from({ length: 12 }, (_, i) => `<td>${(i + 1) * 1000} THB</td>`).join("")}</tr></tbody></table>`,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole("listitem")).toHaveLength(30);
    await userEvent.tab();
    await expect(canvasElement.querySelector("[data-slot=table-scroll]")).toHaveFocus();
  },
};

/** Loading: a spinner announced as "Loading…". */
export const Loading: Story = {
  args: { html: thaiArticle, isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("progressbar", { name: "Loading…" })).toBeInTheDocument();
  },
};

/** Empty (or only removed content): the app's empty content. */
export const Empty: Story = {
  args: { html: "<script>alert(1)</script>", emptyContent: "No details have been published yet." },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("No details have been published yet.")).toBeVisible();
  },
};

/** Thai article in the dark scheme. */
export const ThaiDark: Story = { globals: { locale: "th", scheme: "dark" }, args: { html: thaiArticle, lang: "th" } };
