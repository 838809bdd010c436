/**
 * The municipality's identity the server wrote into the page (`<script type="application/json" id="municipality">`,
 * `apps/api/src/identity/page.ts`; tracker issue 38 item 1), read once. Kept apart from `municipality.ts` so that the
 * entry, which needs only the default theme from it, carries no more than this.
 */
import type { Schemas } from "@eoffice/api-client";

let read: Schemas["Municipality"] | null | undefined;

/** The identity the page carries, or undefined (a page not served by the API server, such as Vite's dev server). */
export function pageMunicipality(): Schemas["Municipality"] | undefined {
  if (read === undefined) {
    try {
      read = JSON.parse(document.getElementById("municipality")?.textContent || "null") as Schemas["Municipality"] | null;
    } catch {
      read = null;
    }
  }
  return read ?? undefined;
}
