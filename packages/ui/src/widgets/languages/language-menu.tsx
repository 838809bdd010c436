/**
 * LanguageMenu (shell-behaviour.md section 7 "Languages", portal-spec.md section 1: English and Thai):
 * a 40 px round top-bar button showing the current language's code ("EN", "TH"); the menu lists each language by its own name
 * ("English", "ไทย") with the current one checked. Presentational: the app owns the language and persists it.
 * Better than the template: no flag images (flags are countries, not languages, and an unknown code crashed
 * it), the current language is marked and announced, each name carries its own `lang`.
 */
import { useUiStrings } from "../../i18n/ui-i18n-provider";
import { formatMessage } from "../../i18n/messages";
import { Menu, MenuItem, MenuTrigger } from "../../components/menu/menu";
import { Popover } from "../../components/popover/popover";
import { TopBarButton } from "../panel/top-bar-button";

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

/** The top bar's language menu. */
export function LanguageMenu({ languages, value, onChange, className }: LanguageMenuProps) {
  const strings = useUiStrings();
  const current = languages.find((language) => language.id === value);
  return (
    <MenuTrigger>
      <TopBarButton
        data-slot="language-menu"
        aria-label={formatMessage(strings.changeLanguage, { language: current?.label ?? value })}
        className={className}
      >
        <span aria-hidden="true" className="text-xs font-bold tracking-wide uppercase">
          {value}
        </span>
      </TopBarButton>
      <Popover placement="bottom end">
        <Menu
          selectionMode="single"
          selectedKeys={[value]}
          disallowEmptySelection
          onAction={(key) => {
            if (key !== value) onChange(key as LanguageOption["id"]);
          }}
          items={languages}
        >
          {(language) => (
            <MenuItem id={language.id} textValue={language.label} lang={language.id}>
              {language.label}
            </MenuItem>
          )}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
