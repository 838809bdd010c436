/**
 * The language menu's popup (react-aria `Popover` + `Menu`), loaded lazily by {@link LanguageMenu}: a page's first
 * render does not wait for the overlay and collection code (about 35 KB compressed) that only opening it needs.
 * The popover restores focus to the trigger when it closes; Escape closes it from the moment it shows
 * (`useOpenOverlay`).
 */
import { useRef, type RefObject } from "react";
import { useOpenOverlay } from "../../lib/use-open-overlay";
import { Menu, MenuItem } from "../../components/menu/menu";
import { Popover } from "../../components/popover/popover";
import type { LanguageOption } from "./language-menu";

/** Props of {@link LanguageMenuPopup}. */
export interface LanguageMenuPopupProps {
  /** The trigger button (the popover's anchor, and where focus returns). */
  triggerRef: RefObject<HTMLButtonElement | null>;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Which item takes focus on opening: the checked one, or the first / last (arrow keys on the trigger). */
  focusStrategy: "first" | "last" | undefined;
  /** The menu's accessible name (the trigger's). */
  label: string;
  /** The menu's id (the trigger's `aria-controls`). */
  menuId: string;
  languages: LanguageOption[];
  value: LanguageOption["id"];
  onChange: (id: LanguageOption["id"]) => void;
}

/** The popover with the language list (single selection, the current language checked). */
export function LanguageMenuPopup({
  triggerRef,
  isOpen,
  onOpenChange,
  focusStrategy,
  label,
  menuId,
  languages,
  value,
  onChange,
}: LanguageMenuPopupProps) {
  const menuRef = useRef<HTMLDivElement>(null);
  useOpenOverlay(isOpen, menuRef, () => onOpenChange(false));
  return (
    // Named like the trigger, as react-aria's MenuTrigger names its popover (it is a dialog while open).
    <Popover aria-label={label} triggerRef={triggerRef} isOpen={isOpen} onOpenChange={onOpenChange} placement="bottom end">
      <Menu
        ref={menuRef}
        id={menuId}
        aria-label={label}
        autoFocus={focusStrategy ?? true}
        selectionMode="single"
        selectedKeys={[value]}
        disallowEmptySelection
        onClose={() => onOpenChange(false)}
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
  );
}
