/**
 * How the layouts write a user's name (spec section 2: the classy layout shows "the user's title, first name
 * and last name"). Thai honorifics (นาย, นาง, นางสาว ...) are written joined to the first name; other titles
 * are followed by a space.
 */

/** The user fields the layouts show (spec section 3 "User profile"). */
export interface LayoutUser {
  /** Honorific, for example นางสาว or Ms. */
  title?: string;
  firstname: string;
  lastname: string;
  email: string;
  /** Avatar image URL; absent shows a user icon. */
  avatar?: string;
}

/** The display name: title, first name and last name. */
export function formatUserName(user: Pick<LayoutUser, "title" | "firstname" | "lastname">): string {
  const title = user.title?.trim() ?? "";
  const given = [user.firstname, user.lastname].filter(Boolean).join(" ");
  if (!title) return given;
  return /[\u0E00-\u0E7F]$/.test(title) ? `${title}${given}` : `${title} ${given}`;
}
