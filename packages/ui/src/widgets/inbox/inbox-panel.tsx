/**
 * InboxPanel: the one implementation behind {@link MessagesPanel} and {@link NotificationsPanel}
 * (docs/spec/portal-spec.md section 2 "Top-bar widgets", section 3 "Message and notification", section 4 read flags,
 * section 9 time format; docs/spec/shell-behaviour.md section 7 "Messages / Notifications" and section 10).
 *
 * An icon button (its name carries the unread count, e.g. "Messages, 3 unread"; the badge is hidden at 0)
 * opens a {@link TopBarPanel}. The header has "Mark all as read", disabled when nothing is unread. Each row
 * shows an image or icon in a 32 px circle, the title, the description (plain text, never HTML) and the time,
 * and has a read/unread toggle named after what it does and a remove button. A row with `link` is a router
 * link when `useRouter` is true, a full-page link otherwise. Unread is said in text and shown by a filled dot
 * and a bold title, never by colour alone.
 *
 * Presentational: the parent owns the items and applies the callbacks (the portal PATCHes and updates its
 * cache; the badge follows the `items` it passes back).
 */
import { useId, type ReactNode } from "react";
import { Button } from "../../components/button/button";
import { Icon } from "../../components/icon/icon";
import { Spinner } from "../../components/spinner/spinner";
import type { UiLocale } from "../../i18n/messages";
import { useUiLocale } from "../../i18n/ui-i18n-provider";
import { PanelEmptyState } from "../panel/panel-empty-state";
import { panelContentVariants } from "../panel/panel.variants";
import { TopBarPanel, type TopBarPanelPresentation } from "../panel/top-bar-panel";
import { WidgetLink } from "../panel/widget-link";
import { useWidgetLabels } from "../panel/widget-labels";
import { formatInboxTime } from "./format-inbox-time";
import type { InboxLabels } from "./inbox-labels";
import { inboxPanelVariants } from "./inbox-panel.variants";
import type { InboxConfiguration } from "./inbox-configuration";
import { InboxTriggerContent, inboxTriggerLabel } from "./inbox-trigger";
import { countUnread, type InboxItem } from "./inbox-types";

/** Props shared by {@link MessagesPanel} and {@link NotificationsPanel}. */
export interface InboxPanelProps {
  /** The items, newest first as given (the panel does not sort). `undefined` while not loaded. */
  items?: readonly InboxItem[];
  /** Toggle one item's read flag (docs/spec/portal-spec.md section 4). May return a promise; the panel does not wait. */
  onToggleRead?: (id: string) => void | Promise<unknown>;
  /** Mark every item read (the portal also sets seen, docs/spec/portal-spec.md section 4). */
  onMarkAllRead?: () => void | Promise<unknown>;
  /** Remove one item. */
  onDelete?: (id: string) => void | Promise<unknown>;
  /** Show a loading indicator (with the items, if any, still listed). @default false */
  isLoading?: boolean;
  /** An error to show: a message, or `true` for the shipped one. @default undefined */
  error?: string | boolean;
  /** Language of the time format (`en`: "Nov 21, 9:05 AM", `th`: "21 พ.ย. 2569 09:05"). @default the ui locale */
  locale?: UiLocale;
  /** IANA time zone to show times in. @default the browser's */
  timeZone?: string;
  /** Strings replacing the shipped ones. @default the configuration's labels for the ui locale */
  labels?: Partial<InboxLabels>;
  /** Full-screen below 600 px and a popover from 600 px (`auto`), or forced. @default "auto" */
  presentation?: TopBarPanelPresentation;
  /** Whether the panel is open (controlled). */
  isOpen?: boolean;
  /** Called when the panel opens or closes. */
  onOpenChange?: (isOpen: boolean) => void;
}

/** Moves focus to the dialog around `element` (used when the focused control is about to be disabled). */
function focusDialogOf(element: Element) {
  element.closest<HTMLElement>("[role=dialog]")?.focus();
}

/** Before a row goes away, moves focus to the next row's remove button, else the previous one's, else the dialog. */
function moveFocusFromRemovedRow(button: Element) {
  const row = button.closest("li");
  const neighbour = (row?.nextElementSibling ?? row?.previousElementSibling)?.querySelector<HTMLElement>(
    "[data-action=remove]",
  );
  if (neighbour) neighbour.focus();
  else focusDialogOf(button);
}

interface InboxRowProps {
  item: InboxItem;
  config: InboxConfiguration;
  text: InboxLabels;
  locale: UiLocale;
  timeZone: string | undefined;
  onToggleRead: InboxPanelProps["onToggleRead"];
  onDelete: InboxPanelProps["onDelete"];
  onFollow: () => void;
}

function InboxRow({ item, config, text, locale, timeZone, onToggleRead, onDelete, onFollow }: InboxRowProps) {
  const titleId = useId();
  const slots = inboxPanelVariants({ isRead: item.read });
  const body: ReactNode = (
    <>
      <span id={titleId} className={slots.title()}>
        {!item.read && <span className="sr-only">{text.unread}: </span>}
        {item.title}
      </span>
      {item.description ? <span className={slots.description()}>{item.description}</span> : null}
      <time dateTime={item.time} className={slots.time()}>
        {formatInboxTime(item.time, locale, { timeZone })}
      </time>
    </>
  );
  return (
    <li className={slots.row()} data-slot="inbox-item" data-read={item.read}>
      <span className={slots.avatar()}>
        {item.image ? (
          <img src={item.image} alt="" className={slots.image()} />
        ) : (
          <Icon name={item.icon ?? config.itemIcon} size={16} />
        )}
      </span>
      <div className={slots.content()}>
        {item.link ? (
          <WidgetLink
            href={item.link}
            useRouter={item.useRouter}
            onFollow={onFollow}
            className={slots.link()}
          >
            {body}
          </WidgetLink>
        ) : (
          body
        )}
      </div>
      <div className={slots.actions()}>
        {onToggleRead && (
          <Button
            variant="quiet"
            size="sm"
            aria-label={item.read ? text.markUnread : text.markRead}
            aria-describedby={titleId}
            onPress={() => void onToggleRead(item.id)}
            className={slots.actionButton()}
          >
            <Icon name="circle" size={12} className={slots.dot()} />
          </Button>
        )}
        {onDelete && (
          <Button
            variant="quiet"
            size="sm"
            aria-label={text.remove}
            aria-describedby={titleId}
            data-action="remove"
            onPress={(event) => {
              moveFocusFromRemovedRow(event.target);
              void onDelete(item.id);
            }}
            className={slots.actionButton()}
          >
            <Icon name="x" size={16} />
          </Button>
        )}
      </div>
    </li>
  );
}

/**
 * The shared messages / notifications panel (see the module comment). Use {@link MessagesPanel} or
 * {@link NotificationsPanel}; `config` is what differs between them.
 */
export function InboxPanel({
  config,
  items,
  onToggleRead,
  onMarkAllRead,
  onDelete,
  isLoading = false,
  error,
  locale,
  timeZone,
  labels,
  presentation,
  isOpen,
  onOpenChange,
}: InboxPanelProps & { config: InboxConfiguration }) {
  const text = useWidgetLabels(config.labels, labels);
  const uiLocale = useUiLocale();
  const unread = countUnread(items);
  const slots = inboxPanelVariants();
  const content = panelContentVariants();
  const triggerLabel = inboxTriggerLabel(text, unread);
  const errorText = error === true ? text.error : typeof error === "string" && error !== "" ? error : undefined;

  return (
    <TopBarPanel
      slot={config.slot}
      triggerLabel={triggerLabel}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      presentation={presentation}
      labels={{ close: text.close }}
      title={text.title}
      trigger={<InboxTriggerContent config={config} text={text} unread={unread} />}
      headerActions={
        <Button
          variant="quiet"
          aria-label={text.markAllRead}
          isDisabled={unread === 0 || !onMarkAllRead}
          onPress={(event) => {
            // The button disables itself: keep focus inside the dialog so that Escape and Tab still work.
            focusDialogOf(event.target);
            void onMarkAllRead?.();
          }}
          className={slots.headerButton()}
        >
          <Icon name="mail-open" size={20} />
        </Button>
      }
    >
      {(close) => (
        <>
      {errorText && (
        <p role="alert" className={content.error()}>
          {errorText}
        </p>
      )}
      {isLoading && (
        <div className={content.loading()}>
          <Spinner label={text.loading} />
        </div>
      )}
      {!isLoading && !errorText && (items?.length ?? 0) === 0 && (
        <PanelEmptyState icon={config.icon} title={text.emptyTitle} hint={text.emptyHint} />
      )}
      {items && items.length > 0 && (
        <ul className={slots.list()} aria-label={text.title}>
          {items.map((item) => (
            <InboxRow
              key={item.id}
              item={item}
              config={config}
              text={text}
              locale={locale ?? uiLocale}
              timeZone={timeZone}
              onToggleRead={onToggleRead}
              onDelete={onDelete}
              onFollow={close}
            />
          ))}
        </ul>
      )}
        </>
      )}
    </TopBarPanel>
  );
}
