/**
 * The frame of the pages a visitor reads without signing in (issue 15: the e-service home with the latest news, the
 * news list and the article): a banner with the municipality, the language choice and "Sign in", then the page in
 * `<main>`. Signed-in residents get the same pages inside the shell instead.
 */
import type { ReactNode } from "react";
import { useTranslation } from "../../i18n/use-translation";
import { Link } from "@eoffice/ui";
import { SIGN_IN_PATH } from "../../routing/guards";
import { LanguageSwitch } from "../../lib/language-switch";
import { MunicipalityLogo, useMunicipalityName } from "../../lib/municipality";

/** Props of {@link GuestFrame}. */
export interface GuestFrameProps {
  children: ReactNode;
}

/** A page without the shell, for visitors (see the module comment). */
export function GuestFrame({ children }: GuestFrameProps) {
  const { t } = useTranslation();
  const municipality = useMunicipalityName();
  return (
    <div className="flex min-h-dvh w-full flex-col bg-background text-foreground">
      <header className="flex flex-wrap items-center justify-between gap-3 border-b border-border px-4 py-3 sm:px-6">
        <Link href="/e-service/main" variant="standalone" className="flex items-center gap-2 font-semibold text-foreground hover:no-underline">
          <MunicipalityLogo />
          <span>{municipality}</span>
        </Link>
        <div className="flex items-center gap-3">
          <LanguageSwitch />
          <Link href={SIGN_IN_PATH} variant="standalone" className="rounded-lg bg-primary px-3 py-1.5 text-sm font-medium text-on-primary hover:no-underline">
            {t("news.signIn")}
          </Link>
        </div>
      </header>
      <main className="flex-1">{children}</main>
    </div>
  );
}
