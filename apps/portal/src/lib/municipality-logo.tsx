/**
 * The municipality's logo (tracker issue 38 item 1: the identity's, `GET /v1/Municipality/logo`, never a file of the
 * build), 32 px square: the top bar of the signed-in shell, the pages without navigation and the guest frame.
 */
import { useMunicipality } from "./municipality";

/** Props of {@link MunicipalityLogo}. */
export interface MunicipalityLogoProps {
  /** Accessible name; without one the logo is decorative (hidden from assistive technology). @default undefined */
  label?: string;
  /** Address of the image: a preview's (an object URL). @default the identity's `logoUrl` */
  src?: string;
}

/** The logo, 32 × 32 px, its proportions kept (see the module comment); nothing while the identity is unknown. */
export function MunicipalityLogo({ label, src }: MunicipalityLogoProps) {
  const identity = useMunicipality();
  const address = src ?? identity?.logoUrl;
  if (!address) return <span className="inline-flex size-8 shrink-0" aria-hidden="true" />;
  return <img src={address} alt={label ?? ""} width={32} height={32} className="size-8 shrink-0 object-contain" />;
}
