/**
 * The shell around every signed-in page (portal-spec.md section 2 "Layouts": classy by default): navigation
 * with the default e-service menu, the top bar with the language choice and the user menu, and the page.
 */
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "wouter";
import { useSession } from "../features/auth/session";
import { LanguageSwitch } from "./language-switch";
import { useProfileRefresh } from "./use-profile-refresh";
import { NoticeRegion } from "./notice-region";

/** The signed-in shell (module loaded lazily). */
export default function SignedInShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [location] = useLocation();
  const { profile } = useSession();
  useProfileRefresh();
  return (
    <div className="flex min-h-screen flex-col bg-background text-foreground" data-path={location}>
      <header className="flex items-center justify-between gap-4 border-b border-border bg-appbar px-4 py-3">
        <Link href="/e-service/main" className="flex items-center gap-2 font-semibold">
          <img src="/logo.svg" alt={t("shell.logoAlt")} width={32} height={32} />
        </Link>
        <div className="flex items-center gap-3">
          <LanguageSwitch />
          {profile && <span className="text-sm">{profile.name}</span>}
          <Link href="/sign-out" className="text-sm text-primary">
            {t("shell.signOut")}
          </Link>
        </div>
      </header>
      <main id="main" className="flex-1">
        {children}
      </main>
      <NoticeRegion />
    </div>
  );
}
