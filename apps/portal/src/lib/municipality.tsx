/**
 * The municipality's identity in the portal (tracker issue 38 item 1; contract `getMunicipality`; docs/identity.md):
 * the server writes it into the page it serves (`<script type="application/json" id="municipality">`), so that the
 * first render shows the name and logo without a call of its own, and the portal then asks `GET /v1/Municipality`
 * for the current one (an administrator may have changed it since the page loaded). No name or logo of the
 * municipality is built into the portal. The logo component is here too ({@link MunicipalityLogo}): one module, one
 * chunk, for the first render of every page. The identity is kept here, not in TanStack Query's cache, so that the
 * sign-in page loads no TanStack Query (tracker issue 40 item 1); the administrators' page tells it of a change
 * ({@link setMunicipality}).
 */
import { useEffect, useSyncExternalStore } from "react";
import type { Schemas } from "@eoffice/api-client";
import { useTranslation } from "../i18n/use-translation";
import { pxClient } from "../api/client";

/** The identity the page carries, or undefined (a page not served by the API server, such as Vite's dev server). */
export function pageMunicipality(): Schemas["Municipality"] | undefined {
  try {
    return JSON.parse(document.getElementById("municipality")?.textContent || "null") ?? undefined;
  } catch {
    return undefined;
  }
}

/** The identity as the contract answers it. */
export type Municipality = Schemas["Municipality"];

/** Which of the municipality's names: the full one (signatures, titles) or the short one (narrow places). */
export type MunicipalityNameForm = "full" | "short";

/**
 * The municipality's name in a language.
 * @param identity - The identity (undefined while unknown: the empty string).
 * @param language - `th` or another (English).
 * @param form - Full or short. @default "full"
 */
export function municipalityName(identity: Schemas["MunicipalityFields"] | undefined, language: string, form: MunicipalityNameForm = "full"): string {
  if (!identity) return "";
  const th = language === "th";
  if (form === "short") return th ? identity.shortNameTh : identity.shortNameEn;
  return th ? identity.nameTh : identity.nameEn;
}

/** How long the identity asked for counts as current: TanStack Query's `staleTime` of the portal's queries. */
const FRESH_MS = 60_000;

/** The identity known (the page's at first), when the server last answered, and who listens. */
let known: Municipality | undefined;
let knownFromPage = false;
let answeredAt = -Infinity;
let asking: Promise<void> | undefined;
const listeners = new Set<() => void>();

function current(): Municipality | undefined {
  if (!knownFromPage) {
    known = pageMunicipality();
    knownFromPage = true;
  }
  return known;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Makes `identity` the one every page shows (the administrators' page, after saving it).
 * @param identity - The identity as `GET /v1/Municipality` answers it.
 */
export function setMunicipality(identity: Municipality): void {
  answeredAt = Date.now();
  // The same identity as the one shown (the server's answer to a page that carried it, usually) changes nothing: the
  // components that show it are not rendered again (a store's change renders at once, in one piece; tracker issue 40
  // item 5, Lighthouse's TBT).
  if (JSON.stringify(identity) === JSON.stringify(current())) return;
  known = identity;
  knownFromPage = true;
  for (const listener of listeners) listener();
}

/** Asks the server for the current identity unless it answered less than {@link FRESH_MS} ago; a failure keeps the one known. */
function askServer(): void {
  if (asking || Date.now() - answeredAt < FRESH_MS) return;
  asking = pxClient
    .GET("/v1/Municipality")
    .then(({ data }) => {
      if (data?.success) setMunicipality(data.data);
    })
    .catch(() => undefined)
    .finally(() => (asking = undefined));
}

/**
 * The identity: the page's at first (see the module comment), then the server's current one, asked for once a
 * component that shows it mounts (the page's copy counts as stale), and again on a later mount a minute after.
 */
export function useMunicipality(): Municipality | undefined {
  useEffect(askServer, []);
  return useSyncExternalStore(subscribe, current, current);
}

/** The municipality's name in the portal's language (see {@link municipalityName}). */
export function useMunicipalityName(form: MunicipalityNameForm = "full"): string {
  const identity = useMunicipality();
  const { i18n } = useTranslation();
  return municipalityName(identity, i18n.language, form);
}


/** Props of {@link MunicipalityLogo}: the identity's logo (`GET /v1/Municipality/logo`), never a file of the build. */
export interface MunicipalityLogoProps {
  /** Accessible name; without one the logo is decorative (hidden from assistive technology). @default undefined */
  label?: string;
  /** Address of the image: a preview's (an object URL). @default the identity's `logoUrl` */
  src?: string;
}

/** The logo, 32 × 32 px, its proportions kept; nothing while the identity is unknown. */
export function MunicipalityLogo({ label, src }: MunicipalityLogoProps) {
  const identity = useMunicipality();
  const address = src ?? identity?.logoUrl;
  return address ? <img src={address} alt={label ?? ""} width={32} height={32} className="size-8 shrink-0 object-contain" /> : null;
}
