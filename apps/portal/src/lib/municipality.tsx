/**
 * The municipality's identity in the portal (tracker issue 38 item 1; contract `getMunicipality`; docs/identity.md):
 * the server writes it into the page it serves (`<script type="application/json" id="municipality">`), so that the
 * first render shows the name and logo without a call of its own, and the portal then asks `GET /v1/Municipality`
 * for the current one (an administrator may have changed it since the page loaded). No name or logo of the
 * municipality is built into the portal. The logo component is here too ({@link MunicipalityLogo}): one module, one
 * chunk, for the first render of every page.
 */
import type { Schemas } from "@eoffice/api-client";
import { useTranslation } from "react-i18next";
import { api } from "../api/client";

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

/**
 * The identity: the page's at first (see the module comment), then the server's current one, asked for once the
 * component mounts (the page's copy counts as stale) and kept like every query.
 */
export function useMunicipality(): Municipality | undefined {
  const initial = pageMunicipality();
  return api.useQuery("get", "/v1/Municipality", {}, {
    initialData: initial ? { success: true, message: "", data: initial } : undefined,
    initialDataUpdatedAt: 0,
  }).data?.data;
}

/** The municipality's name in the portal's language (see {@link municipalityName}). */
export function useMunicipalityName(form: MunicipalityNameForm = "full"): string {
  const identity = useMunicipality();
  const { i18n } = useTranslation();
  return municipalityName(identity, i18n.resolvedLanguage ?? i18n.language, form);
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
