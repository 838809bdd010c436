/**
 * The records an operator must never lose (tracker issue 38 item 3): a resident who files a complaint with a photo and
 * pays a garbage-fee bill, all through the API of a built server. Written by the deployment test before it backs up,
 * and by the release fixture (`release-fixture.ts`) into the database of a release, which the upgrade test opens with
 * the current server. {@link readOperatorData} reads them back through the API, as that resident sees them.
 */
import { createHash } from "node:crypto";
import sharp from "sharp";
import { expect } from "vitest";
import type { Schemas } from "@eoffice/api-client";
import { DEMO_IDENTITY } from "../../src/seeds/seed-identity";
import { eq } from "drizzle-orm";
import { files, garbageAccounts, garbageBills } from "../../src/db/schema";
import { signBody } from "../../src/garbage/bank";
import type { PxServer } from "../../src/server";
import { basePath, operations } from "./contract-check";
import { multipart } from "./multipart";

/** What {@link fillOperatorData} wrote, to find it again. */
export interface OperatorData {
  resident: { name: string; password: string };
  complaint: { id: number; complaintNo: string };
  /** The photo, and the SHA-256 of the bytes the file store keeps. */
  file: { id: string; sha256: string };
  payment: { id: number; paymentNo: string; receiptNo: string; amountSatang: number };
}

/** One call of a contract operation on `server` (inject); the answer's JSON body, or its bytes. */
export async function callOperation(
  server: PxServer,
  operationId: string,
  options: { params?: Record<string, string | number>; body?: unknown; token?: string; payload?: Buffer; headers?: Record<string, string> } = {},
): Promise<{ status: number; json: { success?: boolean; message?: string; data?: unknown }; raw: Buffer; headers: Record<string, unknown> }> {
  const op = operations.find((each) => each.operationId === operationId);
  if (!op) throw new Error(`no operation ${operationId}`);
  const url = basePath + op.path.replace(/\{([^}]+)\}/g, (_all, name: string) => encodeURIComponent(String(options.params?.[name] ?? "")));
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers["px-auth-token"] = options.token;
  if (options.body !== undefined) headers["content-type"] = "application/json";
  const res = await server.app.inject({
    method: op.method,
    url,
    headers,
    payload: options.body !== undefined ? JSON.stringify(options.body) : options.payload,
  });
  const isJson = String(res.headers["content-type"] ?? "").includes("json");
  return { status: res.statusCode, json: isJson ? (res.json() as { success?: boolean }) : {}, raw: res.rawPayload, headers: res.headers };
}

/**
 * Signs up a resident, files a complaint with a PNG photo, and pays a garbage-fee bill through the bank's signed
 * notification. `bankSecret` is the bytes of the server's bank secret; `tag` keeps the names unique.
 */
export async function fillOperatorData(server: PxServer, bankSecret: Uint8Array, tag: string): Promise<OperatorData> {
  const resident = { name: `operator-${tag}`.toLowerCase(), password: "operator-data-password-1" };
  const created = await callOperation(server, "createPublicPerson", { body: { ...resident, email: `${resident.name}@example.org` } });
  expect(created.status, created.json.message).toBe(201);
  const { id: personId, completionToken } = created.json.data as { id: number; completionToken: string };
  const profile = await callOperation(server, "createPublicPersonProfile", {
    params: { personId },
    body: { person: { id: personId }, completionToken, title: "นาย", firstname: "ผู้ดูแล", lastname: "ข้อมูล" },
  });
  expect(profile.status, profile.json.message).toBe(201);
  const login = await callOperation(server, "personLogin", { body: resident });
  const token = String(login.headers["px-auth-token"]);

  const photo = await sharp({ create: { width: 48, height: 32, channels: 3, background: { r: 20, g: 120, b: 60 } } }).png().toBuffer();
  const upload = await callOperation(server, "uploadFile", { token, ...multipart([{ name: "file", filename: "pothole.png", type: "image/png", data: photo }]) });
  expect(upload.status, upload.json.message).toBe(201);
  const file = upload.json.data as { id: string };
  const kinds = await callOperation(server, "listComplaintKinds", { headers: {} });
  const kind = (kinds.json.data as { id: number; complaintTypeId: number }[])[0]!;
  const complaint = await callOperation(server, "createComplaint", {
    token,
    body: { complaintTypeId: kind.complaintTypeId, complaintKindId: kind.id, detail: `Operator data ${tag}: a pothole`, location: "Market road", phone: "081-234-5678", fileIds: [file.id] },
  });
  expect(complaint.status, complaint.json.message).toBe(201);
  const [stored] = await server.database.db.select({ content: files.content }).from(files).where(eq(files.id, file.id));

  const accountNo = `55${createHash("sha256").update(tag).digest("hex").replace(/[a-f]/g, "").padEnd(8, "0").slice(0, 8)}`;
  const [account] = await server.database.db
    .insert(garbageAccounts)
    .values({ accountNo, houseNo: "9/9", holderName: "ผู้ดูแล ข้อมูล", address: "9 หมู่ 9", rateCode: "household" })
    .returning({ id: garbageAccounts.id });
  await server.database.db.insert(garbageBills).values([{ accountId: account!.id, month: "2026-04", amountSatang: 2000 }]);
  const linked = await callOperation(server, "linkGarbageAccount", { token, body: { accountNo, houseNo: "9/9" } });
  expect(linked.status, linked.json.message).toBe(200);
  const bills = (linked.json.data as Schemas["GarbageAccount"]).bills.map((bill) => bill.id);
  const created2 = await callOperation(server, "createGarbagePayment", { token, body: { accountId: account!.id, billIds: bills } });
  const payment = created2.json.data as Schemas["GarbagePayment"];
  await callOperation(server, "startGarbagePayment", { token, params: { id: payment.id } });
  const notice = JSON.stringify({
    transactionId: `TXOP${tag}`.toUpperCase().replace(/[^A-Z0-9]/g, ""),
    billerId: DEMO_IDENTITY.billerId,
    ref1: payment.accountNo,
    ref2: payment.paymentNo,
    amountSatang: payment.amountSatang,
    status: "success",
    paidAt: new Date().toISOString(),
  });
  const paid = await callOperation(server, "receiveGarbageBankNotification", {
    payload: Buffer.from(notice),
    headers: { "content-type": "application/json", "x-bank-signature": signBody(bankSecret, notice) },
  });
  expect(paid.status, paid.json.message).toBe(200);
  const outcome = paid.json.data as { outcome: string; receiptNo: string };
  expect(outcome.outcome).toBe("paid");
  return {
    resident,
    complaint: { id: (complaint.json.data as { id: number }).id, complaintNo: (complaint.json.data as { complaintNo: string }).complaintNo },
    file: { id: file.id, sha256: createHash("sha256").update(stored!.content).digest("hex") },
    payment: { id: payment.id, paymentNo: payment.paymentNo, receiptNo: outcome.receiptNo, amountSatang: payment.amountSatang },
  };
}

/**
 * Reads the records of {@link fillOperatorData} through `server`'s API as the resident: signs in, finds the complaint
 * with its photo (the same bytes in the file store, delivered watermarked), and the paid payment with its receipt.
 */
export async function readOperatorData(server: PxServer, data: OperatorData): Promise<void> {
  const login = await callOperation(server, "personLogin", { body: data.resident });
  expect(login.json.message, "the resident signs in").toBe("");
  const token = String(login.headers["px-auth-token"]);
  const complaint = await callOperation(server, "getComplaint", { token, params: { id: data.complaint.id } });
  expect(complaint.status, complaint.json.message).toBe(200);
  expect(complaint.json.data).toMatchObject({ complaintNo: data.complaint.complaintNo });
  const linked = await callOperation(server, "listLinkedFiles", { token, params: { linkType: "es", id: data.complaint.id } });
  expect((linked.json.data as { id: string }[]).map((each) => each.id)).toEqual([data.file.id]);
  const [stored] = await server.database.db.select({ content: files.content }).from(files).where(eq(files.id, data.file.id));
  expect(createHash("sha256").update(stored!.content).digest("hex"), "the photo's bytes").toBe(data.file.sha256);
  const photo = await callOperation(server, "getWatermarkedFile", { token, params: { id: data.file.id } });
  expect(photo.status, "the photo, watermarked").toBe(200);
  expect(String(photo.headers["content-type"])).toMatch(/^image\//);
  const receipt = await callOperation(server, "getGarbageReceipt", { token, params: { id: data.payment.id } });
  expect(receipt.status, receipt.json.message).toBe(200);
  expect(receipt.json.data).toMatchObject({ receiptNo: data.payment.receiptNo, amountSatang: data.payment.amountSatang });
}
