/**
 * ShortcutsPanel: the top-bar shortcuts widget (docs/spec/portal-spec.md section 2 "Shortcuts panel with modes view,
 * modify, add, edit", section 3 "Shortcut", section 4 transitions, section 5 form rules; docs/spec/shell-behaviour.md
 * section 7 "Shortcuts" and section 10).
 *
 * A bookmark button opens a {@link TopBarPanel} (full-screen below 600 px, 360 px wide from 600 px). Modes follow
 * section 4 exactly (see `shortcuts-mode.ts`):
 * - view: a 2-column grid of tiles (icon, label, description); a tile is a router link when `useRouter` is true,
 *   a full-page link otherwise; the pencil button goes to modify;
 * - modify: tiles become buttons that open edit with the form prefilled; the plus button opens add with the form
 *   cleared; the check button goes back to view;
 * - add / edit: the form; Save (disabled while label, icon or link is empty) or a confirmed Delete (edit only)
 *   returns to modify once the callback resolves; a rejected callback keeps the form and shows an error;
 *   Cancel goes to view;
 * - closing the panel (Escape, X, outside click) returns to view for the next opening; focus returns to the button.
 *
 * Presentational: the parent owns the list; `onCreate`, `onUpdate`, `onDelete` may return promises (the panel
 * shows them pending and waits for them before leaving the form).
 */
import { useReducer, useState } from "react";
import { Button } from "../../components/button/button";
import { Icon } from "../../components/icon/icon";
import { Spinner } from "../../components/spinner/spinner";
import { formatMessage } from "../../i18n/messages";
import { PanelEmptyState } from "../panel/panel-empty-state";
import { panelContentVariants } from "../panel/panel.variants";
import { TopBarPanel, type TopBarPanelPresentation } from "../panel/top-bar-panel";
import { WidgetLink } from "../panel/widget-link";
import { useWidgetLabels } from "../panel/widget-labels";
import { ShortcutForm } from "./shortcut-form";
import {
  emptyShortcutInput,
  normaliseShortcutInput,
  toShortcutInput,
  type Shortcut,
  type ShortcutInput,
} from "./shortcut-types";
import { shortcutsLabels, type ShortcutsLabels } from "./shortcuts-labels";
import { initialShortcutsMode, shortcutsModeReducer, type ShortcutsModeEvent } from "./shortcuts-mode";
import { shortcutsPanelVariants } from "./shortcuts-panel.variants";

/** Props of {@link ShortcutsPanel}. */
export interface ShortcutsPanelProps {
  /** The shortcuts, in display order. `undefined` while not loaded. */
  shortcuts?: readonly Shortcut[];
  /** Creates a shortcut (add mode's Save). May return a promise; a rejection keeps the form open with an error. */
  onCreate?: (shortcut: ShortcutInput) => void | Promise<unknown>;
  /** Updates a shortcut (edit mode's Save). May return a promise, as `onCreate`. */
  onUpdate?: (id: string, shortcut: ShortcutInput) => void | Promise<unknown>;
  /** Deletes a shortcut (edit mode's confirmed Delete). May return a promise, as `onCreate`. */
  onDelete?: (id: string) => void | Promise<unknown>;
  /** Show a loading indicator instead of the grid. @default false */
  isLoading?: boolean;
  /** Loading the shortcuts failed: a message, or `true` for the shipped one. @default undefined */
  error?: string | boolean;
  /** Strings replacing the shipped ones. @default shortcutsLabels[ui locale] */
  labels?: Partial<ShortcutsLabels>;
  /** Full-screen below 600 px and a popover from 600 px (`auto`), or forced. @default "auto" */
  presentation?: TopBarPanelPresentation;
  /** Whether the panel is open (controlled). */
  isOpen?: boolean;
  /** Called when the panel opens or closes. */
  onOpenChange?: (isOpen: boolean) => void;
}

/** The shortcuts panel of the top bar (see the module comment). */
export function ShortcutsPanel({
  shortcuts,
  onCreate,
  onUpdate,
  onDelete,
  isLoading = false,
  error,
  labels,
  presentation,
  isOpen: isOpenProp,
  onOpenChange,
}: ShortcutsPanelProps) {
  const text = useWidgetLabels(shortcutsLabels, labels);
  const slots = shortcutsPanelVariants();
  const content = panelContentVariants();
  const [state, dispatchMode] = useReducer(shortcutsModeReducer, initialShortcutsMode);
  const [uncontrolledOpen, setUncontrolledOpen] = useState(false);
  const isOpen = isOpenProp ?? uncontrolledOpen;
  // Focus moves to the new mode's main button after a transition (not when the panel just opened).
  const [moved, setMoved] = useState(false);
  const [pending, setPending] = useState<"save" | "delete" | null>(null);
  const [actionError, setActionError] = useState<string>();

  const dispatch = (event: ShortcutsModeEvent) => {
    dispatchMode(event);
    setMoved(event.type !== "exit");
    setActionError(undefined);
  };

  const setOpen = (next: boolean) => {
    if (!next) {
      dispatch({ type: "exit" });
      setPending(null);
    }
    if (isOpenProp === undefined) setUncontrolledOpen(next);
    onOpenChange?.(next);
  };

  const run = async (kind: "save" | "delete", action: () => unknown, done: ShortcutsModeEvent) => {
    setPending(kind);
    setActionError(undefined);
    try {
      await action();
      setPending(null);
      dispatch(done);
    } catch {
      setPending(null);
      setActionError(text.saveError);
    }
  };

  const editing = state.mode === "edit" ? shortcuts?.find((shortcut) => shortcut.id === state.editingId) : undefined;
  const errorText = error === true ? text.loadError : typeof error === "string" && error !== "" ? error : undefined;
  const suffix =
    state.mode === "modify" ? text.modeModify : state.mode === "add" ? text.modeAdd : state.mode === "edit" ? text.modeEdit : "";

  const headerActions =
    state.mode === "view" ? (
      <Button
        variant="quiet"
        aria-label={text.modify}
        autoFocus={moved}
        onPress={() => dispatch({ type: "modify" })}
        className={slots.headerButton()}
      >
        <Icon name="pencil" size={20} />
      </Button>
    ) : state.mode === "modify" ? (
      <>
        <Button variant="quiet" aria-label={text.add} onPress={() => dispatch({ type: "add" })} className={slots.headerButton()}>
          <Icon name="plus" size={20} />
        </Button>
        <Button
          variant="quiet"
          aria-label={text.done}
          autoFocus={moved}
          onPress={() => dispatch({ type: "done" })}
          className={slots.headerButton()}
        >
          <Icon name="check" size={20} />
        </Button>
      </>
    ) : null;

  return (
    <TopBarPanel
      slot="shortcuts"
      triggerLabel={text.title}
      trigger={<Icon name="bookmark" size={20} />}
      title={
        <>
          {text.title}
          {suffix && <span className={slots.titleSuffix()}>· {suffix}</span>}
        </>
      }
      headerActions={headerActions}
      isOpen={isOpen}
      onOpenChange={setOpen}
      presentation={presentation}
      labels={{ close: text.close }}
    >
      {(close) => {
        if (state.mode === "add" || (state.mode === "edit" && editing)) {
          const id = editing?.id;
          return (
            <ShortcutForm
              key={id ?? "new"}
              mode={state.mode}
              initial={editing ? toShortcutInput(editing) : emptyShortcutInput}
              text={text}
              pending={pending}
              error={actionError}
              onCancel={() => dispatch({ type: "cancel" })}
              onSave={(input) => {
                const shortcut = normaliseShortcutInput(input);
                void run("save", () => (id === undefined ? onCreate?.(shortcut) : onUpdate?.(id, shortcut)), {
                  type: "saved",
                });
              }}
              onDelete={() => {
                if (id !== undefined) void run("delete", () => onDelete?.(id), { type: "deleted" });
              }}
            />
          );
        }
        if (errorText) {
          return (
            <p role="alert" className={content.error()}>
              {errorText}
            </p>
          );
        }
        if (isLoading || !shortcuts) {
          return (
            <div className={content.loading()}>
              <Spinner label={text.loading} />
            </div>
          );
        }
        if (shortcuts.length === 0) {
          return <PanelEmptyState icon="bookmark" title={text.emptyTitle} hint={text.emptyHint} />;
        }
        return (
          <ul className={slots.grid()} aria-label={text.title} data-mode={state.mode}>
            {shortcuts.map((shortcut) => {
              const tileContent = (
                <>
                  <span className={slots.tileIcon()}>
                    <Icon name={shortcut.icon} size={24} />
                  </span>
                  <span className={slots.tileLabel()}>{shortcut.label}</span>
                  {shortcut.description && <span className={slots.tileDescription()}>{shortcut.description}</span>}
                </>
              );
              return (
                <li key={shortcut.id} className={slots.tileItem()}>
                  {state.mode === "modify" ? (
                    <Button
                      variant="quiet"
                      aria-label={formatMessage(text.editShortcut, { label: shortcut.label })}
                      onPress={() => dispatch({ type: "edit", id: shortcut.id })}
                      className={slots.tile({ className: "h-auto rounded-none whitespace-normal" })}
                    >
                      <span className={slots.editMark()}>
                        <Icon name="pencil" size={16} />
                      </span>
                      {tileContent}
                    </Button>
                  ) : (
                    <WidgetLink href={shortcut.link} useRouter={shortcut.useRouter} onFollow={close} className={slots.tile()}>
                      {tileContent}
                    </WidgetLink>
                  )}
                </li>
              );
            })}
          </ul>
        );
      }}
    </TopBarPanel>
  );
}
