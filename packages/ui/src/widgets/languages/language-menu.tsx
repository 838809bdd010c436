/**
 * LanguageMenu (docs/spec/shell-behaviour.md section 7 "Languages", docs/spec/portal-spec.md section 1: English and Thai):
 * a 40 px round top-bar button showing the current language's code ("EN", "TH"); the menu lists each language by its own name
 * ("English", "ไทย") with the current one checked. Presentational: the app owns the language and persists it.
 * Better than the template: no flag images (flags are countries, not languages, and an unknown code crashed
 * it), the current language is marked and announced, each name carries its own `lang`.
 *
 * The menu itself (`language-menu-trigger.tsx`) loads lazily: until it has, the same button shows (same name,
 * same look), pressing it opens the menu as soon as it is there, and focus on it moves to the real button. So a page with a language menu (the sign-in
 * page) renders without waiting for the menu and overlay code.
 */
import { startTransition, useEffect, useId, useRef, useState, type ComponentType, type KeyboardEvent } from "react";
import { useUiStrings } from "../../i18n/ui-i18n-provider";
import { formatMessage } from "../../i18n/messages";
import { TopBarButton } from "../panel/top-bar-button";
import { loadOnce } from "../../lib/load-once";
import type { LanguageMenuPopupProps } from "./language-menu-popup";

type Popup = ComponentType<LanguageMenuPopupProps>;

/** The popup, loaded once and shared by every LanguageMenu (after a failure, tried again when the button is pressed). */
const loadPopup = loadOnce<Popup>(() => import("./language-menu-popup").then((module) => module.LanguageMenuPopup));

/** A language the portal offers. */
export interface LanguageOption {
  /** Language code. */
  id: "en" | "th";
  /** The language's name in that language ("English", "ไทย"). */
  label: string;
}

/** Props of {@link LanguageMenu}. */
export interface LanguageMenuProps {
  /** The languages offered, in menu order. */
  languages: LanguageOption[];
  /** The current language code. */
  value: LanguageOption["id"];
  /** Called with the chosen language code when it differs from `value`. */
  onChange: (id: LanguageOption["id"]) => void;
  /** Classes merged over the trigger's. */
  className?: string;
}

/**
 * The trigger's accessible name: the visible code first, then what the button does ("EN – Change language,
 * current: English"), so that the name contains the visible text (WCAG 2.5.3 "Label in Name": a voice-control
 * user who says "click EN" reaches it).
 */
export function languageMenuLabel(code: string, changeLanguage: string): string {
  return `${code.toUpperCase()} – ${changeLanguage}`;
}

/** The top bar's language menu. */
export function LanguageMenu({ languages, value, onChange, className }: LanguageMenuProps) {
  const strings = useUiStrings();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const [isOpen, setOpen] = useState(false);
  const [focusStrategy, setFocusStrategy] = useState<"first" | "last" | undefined>();
  const [Popup, setPopup] = useState<Popup | null>(() => loadPopup.loaded());
  // Bumped by a press while the popup is missing: after a failed load, pressing the button tries again.
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (Popup) return;
    let active = true;
    loadPopup().then(
      (loaded) => {
        // A transition: React renders the arrival in short slices, not as one task just after the first paint.
        if (active) startTransition(() => setPopup(() => loaded));
      },
      (error: unknown) => console.error("The language menu failed to load", error),
    );
    return () => {
      active = false;
    };
  }, [Popup, attempt]);
  const current = languages.find((language) => language.id === value);
  const label = languageMenuLabel(value, formatMessage(strings.changeLanguage, { language: current?.label ?? value }));
  const open = (strategy: "first" | "last" | undefined) => {
    setFocusStrategy(strategy);
    setOpen(true);
    if (!Popup) setAttempt((n) => n + 1);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      open(event.key === "ArrowDown" ? "first" : "last");
    }
  };
  return (
    <>
      <TopBarButton
        ref={triggerRef}
        data-slot="language-menu"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={isOpen && Popup !== null}
        aria-controls={isOpen && Popup ? menuId : undefined}
        className={className}
        onPress={() => (isOpen ? setOpen(false) : open(undefined))}
        onKeyDown={onKeyDown}
      >
        <span className="text-xs font-bold tracking-wide">{value.toUpperCase()}</span>
      </TopBarButton>
      {Popup && (
        <Popup
          triggerRef={triggerRef}
          isOpen={isOpen}
          onOpenChange={setOpen}
          focusStrategy={focusStrategy}
          label={label}
          menuId={menuId}
          languages={languages}
          value={value}
          onChange={onChange}
        />
      )}
    </>
  );
}
