/** What handlers depend on: the database and the token service. */
import type { DeviceCookies } from "../auth/device";
import type { TokenService } from "../auth/tokens";
import type { AuthContext } from "../auth/context";
import type { Db, DatabaseKind } from "../db/database";
import type { LineApi } from "../inbox/line";

/** Dependencies of every handler. */
export interface HandlerDeps {
  db: Db;
  kind: DatabaseKind;
  tokens: TokenService;
  /** The signed device cookie (`auth/device.ts`), keyed from the token secret. */
  devices: DeviceCookies;
  /** Public address of the portal, for links in e-mails (`ServerConfig.portalUrl`). */
  portalUrl: string;
  /**
   * The upload limit in bytes (`ServerConfig.maxFileBytes`, `UPLOAD_MAX_BYTES`): the same value the router reads
   * uploads with (`RouteServices.maxFileBytes`), answered by `GET /v1/ESFilepublic/limits`.
   * @default MAX_FILE_BYTES (10 MB)
   */
  maxFileBytes?: number;
  /**
   * Text recognition of scans on this instance (tracker issue 39 item 5, `dms/text-recognition.ts`): whether it has
   * OCR (else a scan is filed "no text"), and `wake` to start the recogniser soon after an upload queued one.
   * @default none: scans are filed "no text"
   */
  textRecognition?: { enabled: boolean; wake(): void };
  /**
   * Signed webhooks (tracker issue 41 item 3, `webhooks/`): whether endpoints may be plain `http` to this machine
   * (`WEBHOOK_ALLOW_LOCAL_HTTP`), and `wake` to run this instance's sender soon after a replay.
   * @default https only, no sender to wake
   */
  webhooks?: { allowLocalHttp: boolean; wake(): void };
  /** Settings of the garbage fee (issue 13). @default none: the garbage operations answer 403 */
  garbage?: GarbageSettings;
  /**
   * The LINE Official Account (tracker issue 41 item 4, `LINE_*`): the channel secret of the webhook's signature, the
   * Messaging API client, and `wake` to deliver soon what the chat queued. @default none: no LINE (webhook 404)
   */
  line?: { channelSecret: string; api: LineApi; wake(): void };
}

/**
 * Settings of the garbage fee, from the configuration (`ServerConfig.garbage*`). The PromptPay biller ID and the
 * municipality's details on receipts are the identity's (`identity/identity.ts`, read per request).
 */
export interface GarbageSettings {
  /** HMAC key of the bank's notifications (GARBAGE_BANK_SECRET, or generated and kept). */
  bankSecret: Uint8Array;
  /** Bank secrets of before a rotation (`GARBAGE_BANK_SECRET_PREVIOUS`): they still verify notifications. @default none */
  previousBankSecrets?: readonly Uint8Array[];
  /** Whether the "simulate the bank" action is on (the embedded demo). */
  simulation: boolean;
}

/** Largest offset passed to the database; any larger offset is past the last row anyway. */
const MAX_OFFSET = 2_147_483_647;

/**
 * Paging from the contract's `offset` and `limit` (defaults 0 and 100 are filled in by validation). The
 * contract does not bound `offset` above; it is clamped so that a huge value never reaches the database.
 */
export function paging(query: { offset?: number; limit?: number }): { offset: number; limit: number } {
  return { offset: Math.min(query.offset ?? 0, MAX_OFFSET), limit: query.limit ?? 100 };
}

/**
 * The signed-in user of a request to an operation the contract secures with `pxAuthToken` (the router
 * authenticates those before the handler runs).
 *
 * @throws Error when called for an operation that is not secured (a programming error, answered as 500).
 */
export function signedIn(ctx: { auth: AuthContext | null }): AuthContext {
  if (!ctx.auth) throw new Error("signedIn() called for an operation without pxAuthToken security");
  return ctx.auth;
}
