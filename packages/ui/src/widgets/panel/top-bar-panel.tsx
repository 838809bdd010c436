/**
 * TopBarPanel: the shell shared by the shortcuts, messages and notifications panels (docs/spec/shell-behaviour.md
 * section 7 "Panel placement and dismissal"): an icon button opening a dialog that is full-screen below
 * 600 px (dimmed backdrop) and a 360 px popover below the button from 600 px.
 *
 * Better than the template (docs/spec/shell-behaviour.md section 10): Escape closes from the moment the panel shows, wherever
 * focus is (`useOpenOverlay`), focus moves into it before its first paint, is trapped inside while open and returns
 * to the button on close, the dialog is named by its title, and a close (X) button is always there.
 */
import { useRef, useState, type ReactNode } from "react";
import { Dialog, DialogTrigger, Heading, Modal, ModalOverlay, Popover } from "react-aria-components";
import { Icon } from "../../components/icon/icon";
import { Button } from "../../components/button/button";
import { topBarPanelVariants } from "./panel.variants";
import { topBarPanelLabels, type TopBarPanelLabels } from "./panel-labels";
import { TopBarButton } from "./top-bar-button";
import { BREAKPOINTS, useBreakpoint } from "../../lib/use-media-query";
import { useWidgetLabels } from "./widget-labels";
import { useOpenOverlay } from "../../lib/use-open-overlay";

/** Props of {@link TopBarPanel}. */
export interface TopBarPanelProps {
  /** Accessible name of the trigger button (for example "Messages, 3 unread"). */
  triggerLabel: string;
  /** Content of the trigger: its icon and, optionally, a badge (decorative: the name says it all). */
  trigger: ReactNode;
  /** The panel's title (a heading that also names the dialog). */
  title: ReactNode;
  /** Buttons shown in the header between the title and the close button. */
  headerActions?: ReactNode;
  /** Whether the panel is open (controlled). */
  isOpen?: boolean;
  /** Called when the panel opens or closes (button, Escape, backdrop, close button). */
  onOpenChange?: (isOpen: boolean) => void;
  /** Strings replacing the shipped ones. @default topBarPanelLabels[ui locale] */
  labels?: Partial<TopBarPanelLabels>;
  /**
   * How the panel shows: `auto` follows the viewport (full-screen below 600 px, popover from 600 px);
   * `popover` or `full-screen` force one. @default "auto"
   */
  presentation?: TopBarPanelPresentation;
  /** `data-slot` of the root, so each widget can be found in the DOM. */
  slot?: string;
  /** The panel's body, or a function of `close` (for example to close after following a link). */
  children: ReactNode | ((close: () => void) => ReactNode);
}

/** How a top-bar panel shows (see {@link TopBarPanelProps.presentation}). */
export type TopBarPanelPresentation = "auto" | "popover" | "full-screen";

/** Panels become full-screen below this width (px), docs/spec/shell-behaviour.md section 7. */
export const PANEL_FULL_SCREEN_BELOW_PX = BREAKPOINTS.sm;

/** The shared top-bar panel (see the module comment). */
export function TopBarPanel({
  triggerLabel,
  trigger,
  title,
  headerActions,
  isOpen,
  onOpenChange,
  labels,
  presentation: wanted = "auto",
  slot,
  children,
}: TopBarPanelProps) {
  const text = useWidgetLabels(topBarPanelLabels, labels);
  const isWideViewport = useBreakpoint("sm");
  const isWide = wanted === "auto" ? isWideViewport : wanted === "popover";
  const presentation = isWide ? "popover" : "modal";
  const slots = topBarPanelVariants({ presentation });
  const [uncontrolledOpen, setUncontrolledOpen] = useState(false);
  const open = isOpen ?? uncontrolledOpen;
  const setOpen = (next: boolean) => {
    if (isOpen === undefined) setUncontrolledOpen(next);
    onOpenChange?.(next);
  };
  const dialogRef = useRef<HTMLElement>(null);
  useOpenOverlay(open, dialogRef, () => setOpen(false));

  const dialog = (
    <Dialog ref={dialogRef} className={slots.dialog()} data-slot={slot ? `${slot}-panel` : undefined}>
      {({ close }) => (
        <>
          <header className={slots.header()}>
            <Heading slot="title" className={slots.title()}>
              {title}
            </Heading>
            {headerActions}
            <Button
              variant="quiet"
              aria-label={text.close}
              onPress={close}
              className={slots.headerButton({ className: "size-10 rounded-full px-0" })}
            >
              <Icon name="x" size={20} />
            </Button>
          </header>
          <div className={slots.body()}>{typeof children === "function" ? children(close) : children}</div>
        </>
      )}
    </Dialog>
  );

  return (
    <DialogTrigger isOpen={open} onOpenChange={setOpen}>
      <TopBarButton aria-label={triggerLabel} data-slot={slot}>
        {trigger}
      </TopBarButton>
      {isWide ? (
        <Popover placement="bottom end" offset={8} className={slots.popover()} data-presentation={presentation}>
          {dialog}
        </Popover>
      ) : (
        <ModalOverlay isDismissable className={slots.overlay()}>
          <Modal className={slots.modal()} data-presentation={presentation}>
            {dialog}
          </Modal>
        </ModalOverlay>
      )}
    </DialogTrigger>
  );
}
