/**
 * What the server makes from the identity for the browser (tracker issue 38 item 1; docs/identity.md): the portal's
 * `index.html` with the identity filled in, and the web app manifest. No rebuild and no restart: the built page is a
 * template, filled in at every request from the identity as the database holds it then.
 *
 * The build's `index.html` (`apps/portal/index.html`) carries the places this fills: the default theme on `<html
 * data-theme>` (the portal's default for a user who chose none, and the first paint's), the `<title>`, `<meta
 * name="theme-color">`, the icon, Apple touch icon and manifest links and the splash screen's logo (their addresses
 * get `?v=<version>`, so that a browser fetches a new logo at once), the splash's name and background, and the data
 * block `<script type="application/json" id="municipality">` that the portal reads for its first render (a JSON data
 * block is not run, so the Content-Security-Policy, which allows no inline script, lets it be).
 */
import { MUNICIPALITY_PATH, identityAnswer, logoUrl, type IdentityRow } from "./identity";
import { ICON_SIZES } from "../files/logo";

/** The largest logo put into the page itself as a `data:` address (the splash shows it before any request), bytes. */
export const INLINE_LOGO_MAX_BYTES = 8 * 1024;

/** Text as HTML text or a double-quoted attribute value. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** JSON safe inside a `<script>` element (no `</script>`, no `<!--`, no line separators that old parsers split on). */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c").replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
}

/** What {@link renderIndexHtml} needs besides the identity. */
export interface PageLogo {
  /** The logo's bytes and type, put inline when small (see {@link INLINE_LOGO_MAX_BYTES}); undefined = by address. */
  content?: Buffer;
  mimeType?: string;
}

/**
 * The built portal page with the identity filled in (see the module comment). Places missing from the template (a
 * page built before this feature) are left as they are.
 *
 * @param template - The text of the build's `index.html`.
 * @param row - The identity as stored now.
 * @param logo - The logo's bytes, to inline a small one.
 */
export function renderIndexHtml(template: string, row: IdentityRow, logo: PageLogo = {}): string {
  const v = row.version;
  const title = escapeHtml(`${row.nameTh} · ${row.nameEn}`);
  const splashLogo =
    logo.content && logo.mimeType && logo.content.length <= INLINE_LOGO_MAX_BYTES
      ? `data:${logo.mimeType};base64,${logo.content.toString("base64")}`
      : logoUrl(v);
  const identity = identityAnswer(row);
  return (
    template
      .replace(/<html lang="([a-z]+)"[^>]*>/, `<html lang="$1" data-theme="${row.theme}">`)
      .replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`)
      .replace(/(<meta name="theme-color" content=")[^"]*(")/, `$1${row.themeColor}$2`)
      .replace(/(<meta name="description" content=")[^"]*(")/, `$1${escapeHtml(`${row.nameTh} · ${row.nameEn}`)}$2`)
      // The addresses of the logo, the icons and the manifest, with the version.
      .replace(new RegExp(`(href|src)="${MUNICIPALITY_PATH}/(icon/\\d+|manifest)"`, "g"), (_m, attr: string, rest: string) => `${attr}="${MUNICIPALITY_PATH}/${rest}?v=${v}"`)
      .replace(new RegExp(`src="${MUNICIPALITY_PATH}/logo"`, "g"), `src="${splashLogo}"`)
      .replace(/(<div id="splash"[^>]*?)( style="[^"]*")?>/, `$1 style="background:${row.backgroundColor}">`)
      .replace(/(<p class="splash-name"[^>]*>)[^<]*(<\/p>)/, `$1${escapeHtml(row.nameTh)}$2`)
      .replace(/(<p class="splash-name-en"[^>]*>)[^<]*(<\/p>)/, `$1${escapeHtml(row.nameEn)}$2`)
      .replace(/(<script type="application\/json" id="municipality">)[\s\S]*?(<\/script>)/, (_m, open: string, close: string) => `${open}${scriptJson(identity)}${close}`)
  );
}

/**
 * The web app manifest of the identity (W3C Web Application Manifest): the Thai names (the portal's public's
 * language), the derived icons, the colours, `start_url` and `scope` `/`, `display` `standalone`.
 */
export function webAppManifest(row: IdentityRow): Record<string, unknown> {
  return {
    name: row.nameTh,
    short_name: row.shortNameTh,
    lang: "th",
    dir: "ltr",
    start_url: "/",
    scope: "/",
    display: "standalone",
    theme_color: row.themeColor,
    background_color: row.backgroundColor,
    icons: ICON_SIZES.filter((size) => size >= 192).map((size) => ({
      src: logoUrl(row.version, size),
      sizes: `${size}x${size}`,
      type: "image/png",
      purpose: "any",
    })),
  };
}
