/**
 * Who made a request: the signed-in user as the session check (`authenticate.ts`) reads it, handed to the handler
 * (`HandlerContext.auth`, `handlers/types.ts`) and to the mechanisms that decide reach (cases, documents) or record it
 * (the audit log).
 */
import type { StaffRole } from "../db/schema";
import type { Realm } from "./tokens";

/** The signed-in user of a request. */
export interface AuthContext {
  personId: number;
  realm: Realm;
  sessionId: string;
  /** User name (lower-case), as the audit log records it. */
  name: string;
  /** Staff roles; empty for a public person. */
  roles: StaffRole[];
  /** A staff member with a one-time password: only the password change and sign-out until it is changed. */
  mustChangePassword: boolean;
  /** The staff member's unit, read with the session (null for a public person or a member without a unit). */
  unit: StaffUnit | null;
}

/** A staff member's unit as the session check reads it: what the rules of reach (cases, queues) need. */
export interface StaffUnit {
  id: number;
  /** The unit's code (`OrgUnit.code`). */
  code: string;
  /** The code of the division above it, or null for a top-level unit. */
  parentCode: string | null;
  /** The units directly under it (its sections). */
  sectionIds: number[];
}
