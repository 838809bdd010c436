/**
 * The municipality's logo (`src/assets/logo.svg`, also the splash screen's, see `splash.css`) as inline SVG in the page,
 * 32 px square: the top bar of the signed-in shell, the pages without navigation and the guest frame. Inline rather
 * than `<img src>`, because the browser makes every SVG image a document of its own: 15 to 35 ms of the main thread
 * during a first visit's start (traces of `/e-service/main`, tracker issue 8), and a request.
 */
import logo from "../assets/logo.svg?raw";

/** Props of {@link MunicipalityLogo}. */
export interface MunicipalityLogoProps {
  /** Accessible name; without one the logo is decorative (hidden from assistive technology). @default undefined */
  label?: string;
}

/** The logo, 32 × 32 px (see the module comment). */
export function MunicipalityLogo({ label }: MunicipalityLogoProps) {
  return (
    <span
      className="inline-flex size-8 shrink-0 [&>svg]:size-full"
      role={label ? "img" : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      // The file's own markup, a build-time constant (no user data).
      dangerouslySetInnerHTML={{ __html: logo }}
    />
  );
}
