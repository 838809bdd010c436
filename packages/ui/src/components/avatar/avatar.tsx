/**
 * Avatar (docs/spec/shell-behaviour.md section 7, user menu): a round picture, or the person's initials when there is
 * none, with an optional status dot (online, away, busy, not visible) that has a text alternative.
 */
import { useUiStrings } from "../../i18n/ui-i18n-provider";
import { formatMessage, type UiMessages } from "../../i18n/messages";
import { avatarVariants, statusDotVariants } from "./avatar.variants";

/** Presence of a user (spec section 3 "User profile: status"). */
export type UserStatus = "online" | "away" | "busy" | "not-visible";

/** Every status, in menu order. */
export const USER_STATUSES: readonly UserStatus[] = ["online", "away", "busy", "not-visible"];

/** The ui string naming a status ("Online", "Invisible" for `not-visible`...). */
export function statusName(status: UserStatus, strings: UiMessages): string {
  return { online: strings.online, away: strings.away, busy: strings.busy, "not-visible": strings.invisible }[status];
}

const THAI_LEADING_VOWELS = /^[\u0E40-\u0E44]/;

/**
 * Up to two initials of a name: the first letter of the first and last words. Thai leading vowels
 * (เ แ โ ใ ไ) are skipped so "เทศบาล" gives "ท".
 */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = (word: string | undefined) => {
    if (!word) return "";
    const chars = Array.from(word.replace(THAI_LEADING_VOWELS, "") || word);
    return chars[0]?.toLocaleUpperCase() ?? "";
  };
  if (words.length === 0) return "";
  return words.length === 1 ? first(words[0]) : first(words[0]) + first(words[words.length - 1]);
}

/** Props of {@link StatusDot}. */
export interface StatusDotProps {
  status: UserStatus;
  /** `inline` in text, or `corner` at the bottom end of an avatar. @default "inline" */
  placement?: "inline" | "corner";
  /**
   * Whether the dot speaks for itself ("Status: Online" as `role="img"`). Turn off when the text is said
   * elsewhere (for example in the menu item's own text). @default true
   */
  isLabelled?: boolean;
  className?: string;
}

/** An 8 px status dot in the status colour, with a text alternative. */
export function StatusDot({ status, placement, isLabelled = true, className }: StatusDotProps) {
  const strings = useUiStrings();
  const label = formatMessage(strings.statusLabel, { status: statusName(status, strings) });
  return (
    <span
      data-slot="status-dot"
      data-status={status}
      className={statusDotVariants({ status, placement, className })}
      {...(isLabelled ? { role: "img", "aria-label": label } : { "aria-hidden": true })}
    />
  );
}

/** Props of {@link Avatar}. */
export interface AvatarProps {
  /** The person's name (initials and the image's text alternative come from it). */
  name: string;
  /** Picture URL; `null` or absent shows the initials. */
  src?: string | null;
  /** `sm` 28 px, `md` 40 px, `lg` 96 px. @default "sm" */
  size?: "sm" | "md" | "lg";
  /** Shows a status dot at the bottom end. */
  status?: UserStatus;
  /** Whether the avatar is decorative (its name is said next to it). @default false */
  isDecorative?: boolean;
  className?: string;
}

/**
 * A round avatar: picture or initials, optional status dot. A named avatar is an image named after the person
 * (`role="img"` with the name); a decorative one, or one without a name (nothing to say, for example while the
 * profile loads), is hidden from assistive technology, so there is never an image without a name.
 */
export function Avatar({ name, src, size, status, isDecorative = false, className }: AvatarProps) {
  const slots = avatarVariants({ size });
  const hidden = isDecorative || name.trim() === "";
  return (
    <span data-slot="avatar" className={slots.base({ className })}>
      {src ? (
        <img src={src} alt={hidden ? "" : name} className={slots.image()} />
      ) : (
        <span className={slots.initials()} {...(hidden ? { "aria-hidden": true } : { role: "img", "aria-label": name })}>
          {initialsOf(name)}
        </span>
      )}
      {status && <StatusDot status={status} placement="corner" isLabelled={!hidden} />}
    </span>
  );
}
