/**
 * Queries and calls of the garbage collection fee (issue 13; contract tag `garbage`): the resident's accounts and
 * payments, and the finance officers' rates, lists and reports. Money is integer satang from the server, shown
 * with `formatBaht`. The calls that change something answer the changed record, or throw a `CallError` (`unwrap`).
 */
import { keepPreviousData } from "@tanstack/react-query";
import type { Schemas } from "@eoffice/api-client";
import { pxClient } from "../../api/client";
import { api } from "../../api/query";
import { unwrap } from "../../api/errors";
import { E_SERVICE_HOME } from "../../routing/e-service-home";
import { attachmentName, saveBlob } from "../../lib/save-file";

/** The resident's page (spec section 2 `/e-service/main/paygarbage`). */
export const PAY_GARBAGE_PATH = `${E_SERVICE_HOME}/paygarbage`;

/** The finance officers' page. */
export const GARBAGE_FINANCE_PATH = "/mwp/garbage";

/** Query-key prefixes (openapi-react-query keys are `[method, path, init]`). */
export const GARBAGE_KEYS = {
  accounts: ["get", "/v1/Garbage/account"] as const,
  payment: ["get", "/v1/Garbage/payment/{id}"] as const,
  rates: ["get", "/v1/Garbage/rate"] as const,
  payments: ["get", "/v1/Garbage/payments"] as const,
  outstanding: ["get", "/v1/Garbage/outstanding"] as const,
  exceptions: ["get", "/v1/Garbage/exceptions"] as const,
  staffAccounts: ["get", "/v1/Garbage/accounts"] as const,
};

/** The signed-in resident's accounts with their bills. */
export function useGarbageAccounts() {
  return api.useQuery("get", "/v1/Garbage/account", {}, { select: (answer) => answer.data });
}

/** States in which the page keeps asking the server (the bank may confirm at any moment). */
const WAITING: readonly Schemas["GarbagePaymentState"][] = ["created", "started", "submitted"];

/**
 * One payment of the resident, asked again every 3 s while it waits for the bank.
 * @param id - The payment id, or null for none.
 */
export function useGarbagePayment(id: number | null) {
  return api.useQuery(
    "get",
    "/v1/Garbage/payment/{id}",
    { params: { path: { id: id ?? 0 } } },
    {
      enabled: id !== null,
      select: (answer) => answer.data,
      refetchInterval: (query) => (query.state.data && WAITING.includes(query.state.data.data.state) ? 3000 : false),
    },
  );
}

/** The receipt of a successful payment. */
export function useGarbageReceipt(id: number, enabled: boolean) {
  return api.useQuery("get", "/v1/Garbage/payment/{id}/receipt", { params: { path: { id } } }, { enabled, select: (answer) => answer.data });
}

/** Links an account by number and house number. */
export async function linkAccount(body: Schemas["GarbageAccountLink"]): Promise<Schemas["GarbageAccount"]> {
  return (await unwrap(pxClient.POST("/v1/Garbage/account/link", { body }))).data;
}

/** Creates a payment of the chosen bills and shows its QR (create, then start). */
export async function payBills(accountId: number, billIds: number[]): Promise<Schemas["GarbagePayment"]> {
  const created = await unwrap(pxClient.POST("/v1/Garbage/payment", { body: { accountId, billIds } }));
  return startPayment(created.data.id);
}

/** Shows (again) the QR of a created payment: created -> started. */
export async function startPayment(id: number): Promise<Schemas["GarbagePayment"]> {
  return (await unwrap(pxClient.POST("/v1/Garbage/payment/{id}/start", { params: { path: { id } } }))).data;
}

/** The resident says they have paid (started -> submitted) or cancels (-> cancelled). */
export async function movePayment(id: number, move: "submit" | "cancel"): Promise<Schemas["GarbagePayment"]> {
  const answer =
    move === "submit"
      ? await unwrap(pxClient.POST("/v1/Garbage/payment/{id}/submit", { params: { path: { id } } }))
      : await unwrap(pxClient.POST("/v1/Garbage/payment/{id}/cancel", { params: { path: { id } } }));
  return answer.data;
}

/**
 * Downloads the receipt PDF through the typed client (the token travels in its header) and saves it.
 * @returns True when saved.
 */
export async function downloadReceiptPdf(id: number, fallbackName: string): Promise<boolean> {
  try {
    const { data, response } = await pxClient.GET("/v1/Garbage/payment/{id}/receipt/pdf", { params: { path: { id } }, parseAs: "blob" });
    if (!(data instanceof Blob)) return false;
    saveBlob(data, attachmentName(response.headers.get("content-disposition"), fallbackName));
    return true;
  } catch {
    return false;
  }
}

/** Rate categories (finance officers). */
export function useGarbageRates() {
  return api.useQuery("get", "/v1/Garbage/rate", {}, { select: (answer) => answer.data });
}

/** Biller ID and whether the bank can be simulated. */
export function useGarbageSettings() {
  return api.useQuery("get", "/v1/Garbage/settings", {}, { select: (answer) => answer.data });
}

/** Payments created in [from, to] (days, Bangkok), optionally of one account. */
export function useGarbagePayments(query: { from: string; to: string; accountNo?: string; offset: number; limit: number }) {
  return api.useQuery("get", "/v1/Garbage/payments", { params: { query } }, { placeholderData: keepPreviousData });
}

/** Accounts with unpaid bills. */
export function useGarbageOutstanding(offset: number, limit: number) {
  return api.useQuery("get", "/v1/Garbage/outstanding", { params: { query: { offset, limit } } }, { placeholderData: keepPreviousData });
}

/** Which exceptions the finance page lists. */
export type ExceptionStatus = "open" | "resolved" | "all";

/** Bank notifications recorded as exceptions: open (not resolved yet), resolved, or all. */
export function useGarbageExceptions(query: { status: ExceptionStatus; offset: number; limit: number }) {
  return api.useQuery("get", "/v1/Garbage/exceptions", { params: { query } }, { placeholderData: keepPreviousData });
}

/** Marks an exception resolved with a note of what was done. */
export async function resolveException(id: number, note: string): Promise<Schemas["GarbageException"]> {
  return (await unwrap(pxClient.POST("/v1/Garbage/exceptions/{id}/resolve", { params: { path: { id } }, body: { note } }))).data;
}

/** Which accounts the finance page lists. */
export type AccountStatus = "all" | "active" | "closed";

/** Garbage-fee accounts for staff, by text (number, house, holder, address, resident's user name) and status. */
export function useGarbageStaffAccounts(query: { q?: string; status: AccountStatus; offset: number; limit: number }) {
  return api.useQuery("get", "/v1/Garbage/accounts", { params: { query } }, { placeholderData: keepPreviousData });
}

/**
 * Residents found by user name, name or the whole national id, to link an account to.
 * @param q - The search text; no search under 2 characters.
 */
export function useGarbageResidents(q: string) {
  const text = q.trim();
  return api.useQuery("get", "/v1/Garbage/residents", { params: { query: { q: text } } }, { enabled: text.length >= 2, placeholderData: keepPreviousData });
}

/** Opens an account. */
export async function createAccount(body: Schemas["GarbageAccountCreate"]): Promise<Schemas["GarbageAccountRow"]> {
  return (await unwrap(pxClient.POST("/v1/Garbage/accounts", { body }))).data;
}

/** Links an account to a resident, or unlinks it (`personId` null). */
export async function setAccountResident(id: number, personId: number | null): Promise<Schemas["GarbageAccountRow"]> {
  return (await unwrap(pxClient.PUT("/v1/Garbage/accounts/{id}/resident", { params: { path: { id } }, body: { personId } }))).data;
}

/** Closes an account: no new bills; its history stays. */
export async function closeAccount(id: number): Promise<Schemas["GarbageAccountRow"]> {
  return (await unwrap(pxClient.POST("/v1/Garbage/accounts/{id}/close", { params: { path: { id } } }))).data;
}

/** Downloads a reconciliation report as CSV. @returns True when saved. */
export async function exportGarbageCsv(report: "payments" | "outstanding" | "exceptions", range: { from: string; to: string }): Promise<boolean> {
  try {
    const { data, response } = await pxClient.GET("/v1/Garbage/export", { params: { query: { report, ...range } }, parseAs: "blob" });
    if (!(data instanceof Blob)) return false;
    saveBlob(data, attachmentName(response.headers.get("content-disposition"), `garbage-${report}.csv`));
    return true;
  } catch {
    return false;
  }
}
