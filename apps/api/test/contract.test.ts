/**
 * The server implements exactly the contract: one route per operation, and every operation's answers
 * match the contract's response schemas (checked with Ajv by the harness on every call).
 */
import { expect, it } from "vitest";
import { ADMIN, SOMCHAI, describeBackends, newResident, signUpResident, uniqueName, type Harness } from "./support/harness";
import sharp from "sharp";
import { basePath, exercised, operations } from "./support/contract-check";
import { multipart } from "./support/multipart";
import { thaiPdf } from "./support/thai-pdf";
import { bangkokMonth } from "@eoffice/thai";

/** Calls every operation of the document store, the correspondence register and the e-mail templates (issue 14) once. */
async function exerciseDocuments(h: Harness, admin: string): Promise<void> {
  const ok = (res: { status: number; json: { message?: string } }, status = 200) => expect(res.status, res.json.message).toBe(status);
  const pdf = await thaiPdf([["หนังสือทดสอบสัญญา"]]);
  const upload = async () => (await h.call("uploadFile", { token: admin, ...multipart([{ name: "file", filename: "a.pdf", type: "application/pdf", data: pdf }]) })).json.data as { id: string };
  const type = await h.call("createDmsDocumentType", { token: admin, body: { nameTh: "สัญญาทดสอบ", nameEn: "Contract check", fields: [] } });
  ok(type, 201);
  const typeId = (type.json.data as { id: number }).id;
  ok(await h.call("listDmsDocumentTypes", { token: admin }));
  ok(await h.call("updateDmsDocumentType", { token: admin, params: { id: typeId }, body: { retentionYears: 3 } }));
  const folder = await h.call("createDmsFolder", { token: admin, body: { name: "ตรวจสัญญา" } });
  ok(folder, 201);
  const folderId = (folder.json.data as { id: number }).id;
  const sub = await h.call("createDmsFolder", { token: admin, body: { name: "ย่อย", parentId: folderId } });
  const subId = (sub.json.data as { id: number }).id;
  ok(await h.call("updateDmsFolder", { token: admin, params: { id: subId }, body: { name: "ย่อย 2" } }));
  ok(await h.call("listDmsFolders", { token: admin }));
  const doc = await h.call("createDmsDocument", { token: admin, body: { folderId, fileId: (await upload()).id, typeId, title: "สัญญาทดสอบ" } });
  ok(doc, 201);
  const id = (doc.json.data as { id: number }).id;
  ok(await h.call("getDmsDocument", { token: admin, params: { id } }));
  ok(await h.call("listDmsDocuments", { token: admin, query: { folderId } }));
  ok(await h.call("updateDmsDocument", { token: admin, params: { id }, body: { docNumber: "1/2569" } }));
  ok(await h.call("addDmsDocumentVersion", { token: admin, params: { id }, body: { fileId: (await upload()).id } }), 201);
  ok(await h.call("restoreDmsDocumentVersion", { token: admin, params: { id, versionNo: 1 } }), 201);
  ok(await h.call("downloadDmsDocument", { token: admin, params: { id } }));
  ok(await h.call("moveDmsDocument", { token: admin, params: { id }, body: { folderId: subId } }));
  ok(await h.call("getDmsPermissions", { token: admin, query: { documentId: id } }));
  ok(await h.call("setDmsPermissions", { token: admin, body: { folderId, grants: [{ subjectKind: "role", subjectRole: "officer", level: "view" }] } }));
  ok(await h.call("deleteDmsDocument", { token: admin, params: { id } }));
  ok(await h.call("restoreDmsDocument", { token: admin, params: { id } }));
  ok(await h.call("listDmsDocumentActivity", { token: admin, params: { id } }));
  // Tracker issue 39 items 2 and 3: a tag on a selection, its colour, and the tags with their colours.
  ok(await h.call("bulkChangeDmsDocuments", { token: admin, body: { ids: [id], action: "addTag", tag: "ตรวจสัญญา" } }));
  ok(await h.call("setDmsTagColour", { token: admin, body: { tag: "ตรวจสัญญา", colour: "green" } }));
  ok(await h.call("listDmsTags", { token: admin }));
  ok(await h.call("emptyDmsTrash", { token: admin }));
  const empty = await h.call("createDmsFolder", { token: admin, body: { name: "ว่าง" } });
  ok(await h.call("deleteDmsFolder", { token: admin, params: { id: (empty.json.data as { id: number }).id } }));
  const unused = await h.call("createDmsDocumentType", { token: admin, body: { nameTh: "ไม่ใช้ตรวจ", nameEn: "Unused check" } });
  ok(await h.call("deleteDmsDocumentType", { token: admin, params: { id: (unused.json.data as { id: number }).id } }));
  ok(await h.call("searchDmsUsers", { token: admin, query: { q: "admin" } }));
  ok(await h.call("registerCorrespondence", { token: admin, body: { direction: "out", subject: "แจ้ง", fromName: "เทศบาล", toName: "อำเภอ", documentId: id } }), 201);
  ok(await h.call("listCorrespondence", { token: admin, query: { direction: "out", urgency: "normal", query: "แจ้ง" } }));
  const templates = await h.call("listEmailTemplates", { token: admin });
  ok(templates);
  const t = (templates.json.data as { code: string; th: object; en: object }[])[0]!;
  ok(await h.call("updateEmailTemplate", { token: admin, params: { code: t.code }, body: { th: t.th, en: t.en } }));
}

/**
 * Calls every operation of issue 10 (organisation, staff, menu, audit, mail, and the password change of a new
 * staff user) once as the demo administrator; the harness checks each answer against the contract.
 */
/** The import calls (tracker issue 38 item 2): template, dry run, job, rows, confirmation. */
async function exerciseImport(h: Harness, admin: string): Promise<void> {
  await h.call("getImportTemplate", { token: admin, params: { kind: "positions" } });
  const file = Buffer.from("Position in Thai,Position in English\r\nนักทดสอบสัญญา,Contract Tester\r\n");
  const job = await h.call("createImportJob", { token: admin, query: { kind: "positions" }, ...multipart([{ name: "file", filename: "p.csv", type: "text/csv", data: file }]) });
  const id = (job.json.data as { id: number }).id;
  await h.call("getImportJob", { token: admin, params: { id } });
  await h.call("listImportRows", { token: admin, params: { id } });
  await h.call("confirmImportJob", { token: admin, params: { id } });
}

async function exerciseStaffFoundation(h: Harness, admin: string): Promise<void> {
  const ok = (res: { status: number; json: { message?: string } }, status = 200) => expect(res.status, res.json.message).toBe(status);
  const units = await h.call("listOrgUnits", { token: admin, query: { includeInactive: "true" } });
  ok(units);
  const demoUnitId = (units.json.data as { id: number }[])[0]!.id;
  const unit = await h.call("createOrgUnit", { token: admin, body: { kind: "division", nameTh: "กองทดสอบสัญญา", nameEn: "Contract Division" } });
  ok(unit, 201);
  const unitId = (unit.json.data as { id: number }).id;
  ok(await h.call("updateOrgUnit", { token: admin, params: { id: unitId }, body: { nameEn: "Contract Division 2" } }));
  const position = await h.call("createPosition", { token: admin, body: { nameTh: "ตำแหน่งทดสอบสัญญา", nameEn: "Contract Position" } });
  ok(position, 201);
  const positionId = (position.json.data as { id: number }).id;
  ok(await h.call("listPositions", { token: admin }));
  ok(await h.call("updatePosition", { token: admin, params: { id: positionId }, body: { nameEn: "Contract Position 2" } }));
  const name = uniqueName("contract");
  const staff = await h.call("createStaffUser", {
    token: admin,
    body: { name, email: `${name}@example.org`, title: "นาย", firstname: "สัญญา", lastname: "ทดสอบ", phone: "081-234-5678", unitId, positionId, roles: ["officer"], language: "th" },
  });
  ok(staff, 201);
  const staffId = (staff.json.data as { id: number }).id;
  ok(await h.call("listStaffUsers", { token: admin, query: { q: "contract", sort: "createdAt", dir: "desc" } }));
  ok(await h.call("getStaffUser", { token: admin, params: { id: staffId } }));
  ok(await h.call("updateStaffUser", { token: admin, params: { id: staffId }, body: { roles: ["officer", "news_editor"], phone: null } }));
  ok(await h.call("setStaffUserStatus", { token: admin, params: { id: staffId }, body: { active: true } }));
  const reset = await h.call("resetStaffUserPassword", { token: admin, params: { id: staffId } });
  ok(reset);
  ok(await h.call("getStaffHome", { token: admin }));
  ok(await h.call("listMenu", { token: admin, query: { offset: 0, limit: 100, sort: "orderNo", dir: "asc" } }));
  ok(await h.call("listMenuItems", { token: admin }));
  const item = await h.call("createMenuItem", { token: admin, body: { type: "basic", titleTh: "ทดสอบ", titleEn: "Test", link: "/test", icon: "help" } });
  ok(item, 201);
  const itemId = (item.json.data as { id: number }).id;
  ok(await h.call("updateMenuItem", { token: admin, params: { id: itemId }, body: { icon: null, roles: ["admin"] } }));
  ok(await h.call("deleteMenuItem", { token: admin, params: { id: itemId } }));
  ok(await h.call("searchAuditLog", { token: admin, query: { entity: "staff-user", limit: 10 } }));
  ok(await h.call("exportAuditLog", { token: admin, query: { action: "create" } }));
  const outbox = await h.call("listEmailOutbox", { token: admin, query: { state: "queued" } });
  ok(outbox);
  const queued = (outbox.json.data as { id: number }[])[0]!;
  ok(await h.call("retryEmail", { token: admin, params: { id: queued.id } }), 409);
  // Signed webhooks (tracker issue 41 item 3; their behaviour is apps/api/test/webhooks.test.ts).
  const hook = await h.call("createWebhookEndpoint", { token: admin, body: { url: "https://hooks.example.org/contract", eventTypes: ["case.closed"], enabled: false } });
  ok(hook, 201);
  const hookId = (hook.json.data as { endpoint: { id: number } }).endpoint.id;
  ok(await h.call("listWebhookEndpoints", { token: admin }));
  ok(await h.call("updateWebhookEndpoint", { token: admin, params: { id: hookId }, body: { url: "https://hooks.example.org/contract", eventTypes: ["case.closed", "case.replied"], enabled: false } }));
  ok(await h.call("rotateWebhookSecret", { token: admin, params: { id: hookId } }));
  ok(await h.call("listWebhookDeliveries", { token: admin, params: { id: hookId }, query: { state: "failed" } }));
  ok(await h.call("replayWebhookDelivery", { token: admin, params: { id: 2147483647 } }), 404);
  ok(await h.call("deleteWebhookEndpoint", { token: admin, params: { id: hookId } }));
  // The new staff user signs in with the one-time password and changes it.
  const oneTime = (reset.json.data as { oneTimePassword: string }).oneTimePassword;
  const token = await h.login("staff", { name, password: oneTime });
  ok(await h.call("checkChangePassword", { token, body: { password: oneTime } }));
  ok(await h.call("changePassword", { token, body: { username: name, password: oneTime, newPassword: "contract-new-password-1" } }));
  ok(await h.call("setStaffUserStatus", { token: admin, params: { id: staffId }, body: { active: false } }));
  ok(await h.call("updateStaffUser", { token: admin, params: { id: staffId }, body: { positionId: null } }));
  ok(await h.call("deletePosition", { token: admin, params: { id: positionId } }));
  ok(await h.call("updateStaffUser", { token: admin, params: { id: staffId }, body: { unitId: demoUnitId } }));
  ok(await h.call("deleteOrgUnit", { token: admin, params: { id: unitId } }));
}

/**
 * Calls every operation of issue 13 (the garbage fee): the resident links a demo account and pays two months (QR,
 * "I have paid"), the bank's notification arrives unsigned (401) and the administrator simulates the bank; the
 * resident reads the receipt and its PDF, pays nothing more and cancels a second payment; the finance lists and CSV;
 * an exception resolved; an account opened, found, linked to a resident found by name, unlinked and closed.
 */
async function exerciseGarbage(h: Harness, residentToken: string, admin: string): Promise<void> {
  const ok = (res: { status: number; json: { message?: string } }, status = 200) => expect(res.status, res.json.message).toBe(status);
  const linked = await h.call("linkGarbageAccount", { token: residentToken, body: { accountNo: "1001001010", houseNo: "101" } });
  ok(linked);
  const account = linked.json.data as { id: number; bills: { id: number }[] };
  ok(await h.call("listGarbageAccounts", { token: residentToken }));
  const created = await h.call("createGarbagePayment", { token: residentToken, body: { accountId: account.id, billIds: [account.bills[0]!.id] } });
  ok(created, 201);
  const payment = created.json.data as { id: number; paymentNo: string };
  ok(await h.call("startGarbagePayment", { token: residentToken, params: { id: payment.id } }));
  ok(await h.call("submitGarbagePayment", { token: residentToken, params: { id: payment.id } }));
  ok(await h.call("getGarbagePayment", { token: residentToken, params: { id: payment.id } }));
  const body = { transactionId: "CONTRACT1", billerId: "099400012345601", ref1: "1001001010", ref2: payment.paymentNo, amountSatang: 15000, status: "success", paidAt: new Date().toISOString() };
  ok(await h.call("receiveGarbageBankNotification", { body }), 401);
  ok(await h.call("getGarbageSettings", { token: admin }));
  ok(await h.call("simulateGarbageBank", { token: admin, body: { paymentNo: payment.paymentNo } }));
  ok(await h.call("getGarbageReceipt", { token: residentToken, params: { id: payment.id } }));
  ok(await h.call("getGarbageReceiptPdf", { token: residentToken, params: { id: payment.id } }));
  const second = await h.call("createGarbagePayment", { token: residentToken, body: { accountId: account.id, billIds: [account.bills[1]!.id] } });
  ok(second, 201);
  ok(await h.call("cancelGarbagePayment", { token: residentToken, params: { id: (second.json.data as { id: number }).id } }));
  ok(await h.call("listGarbageRates", { token: admin }));
  ok(await h.call("updateGarbageRate", { token: admin, params: { code: "household" }, body: { monthlySatang: 2000 } }));
  ok(await h.call("runGarbageBills", { token: admin, body: { month: bangkokMonth(Date.now(), -24) } }));
  ok(await h.call("listGarbagePayments", { token: admin }));
  ok(await h.call("listGarbageOutstanding", { token: admin }));
  ok(await h.call("listGarbageExceptions", { token: admin }));
  ok(await h.call("simulateGarbageBank", { token: admin, body: { paymentNo: payment.paymentNo, amountSatang: 1 } }));
  const exceptions = await h.call("listGarbageExceptions", { token: admin, query: { status: "open" } });
  const exceptionId = (exceptions.json.data as { id: number }[])[0]!.id;
  ok(await h.call("resolveGarbageException", { token: admin, params: { id: exceptionId }, body: { note: "refunded" } }));
  const opened = await h.call("createGarbageAccount", {
    token: admin,
    body: { accountNo: `44${String(Date.now()).slice(-8)}`, houseNo: "4", holderName: "สัญญา ทดสอบ", address: "4 ถนนสัญญา", rateCode: "household" },
  });
  ok(opened, 201);
  const openedId = (opened.json.data as { id: number }).id;
  ok(await h.call("searchGarbageAccounts", { token: admin, query: { q: "สัญญา", status: "active" } }));
  const residents = await h.call("searchGarbageResidents", { token: admin, query: { q: "somchai" } });
  ok(residents);
  ok(await h.call("setGarbageAccountResident", { token: admin, params: { id: openedId }, body: { personId: (residents.json.data as { id: number }[])[0]!.id } }));
  ok(await h.call("setGarbageAccountResident", { token: admin, params: { id: openedId }, body: { personId: null } }));
  ok(await h.call("closeGarbageAccount", { token: admin, params: { id: openedId } }));
  ok(await h.call("exportGarbage", { token: admin, query: { report: "payments" } }));
}

/**
 * Calls every operation of issue 11 (complaint cases, files, whistleblowing): a resident files a road complaint with
 * a photo, the officer of its unit works it through the life cycle, both write notes, the resident reopens it; staff
 * record an e-form case and read the figures; a whistleblower reports and follows with the tracking code.
 */
async function exerciseCases(h: Harness, residentToken: string, admin: string, kindId: number): Promise<void> {
  const ok = (res: { status: number; json: { message?: string } }, status = 200) => expect(res.status, res.json.message).toBe(status);
  const officer = await h.login("staff", { name: "somsak", password: "staff-demo-2026" });
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#c33" } }).png().toBuffer();
  ok(await h.call("getUploadLimits"));
  const photo = await h.call("uploadFile", { token: residentToken, ...multipart([{ name: "file", filename: "pothole.png", type: "image/png", data: png }]) });
  ok(photo, 201);
  const fileId = (photo.json.data as { id: string }).id;
  const filed = await h.call("createComplaint", {
    token: residentToken,
    body: { complaintTypeId: 1, complaintKindId: kindId, detail: "Contract check: pothole by the market", location: "Soi 4", phone: "0812345678", fileIds: [fileId] },
  });
  ok(filed, 201);
  const id = (filed.json.data as { id: number }).id;
  ok(await h.call("getComplaint", { token: officer, params: { id } }));
  ok(await h.call("listComplaintAssignees", { token: officer, params: { id } }));
  ok(await h.call("transitionComplaint", { token: officer, params: { id }, body: { action: "accept" } }));
  ok(await h.call("createComplaintNote", { token: officer, body: { complaintId: id, body: "Which side of the road is it on?" } }), 201);
  ok(await h.call("createComplaintNote", { token: residentToken, body: { complaintId: id, body: "The market side." } }), 201);
  ok(await h.call("listComplaintNotes", { token: residentToken, params: { id } }));
  ok(await h.call("listLinkedFiles", { token: residentToken, params: { linkType: "es", id } }));
  const image = await h.call("getWatermarkedFile", { token: residentToken, params: { id: fileId }, query: { width: 64 } });
  ok(image);
  ok(await h.call("transitionComplaint", { token: officer, params: { id }, body: { action: "start" } }));
  ok(await h.call("transitionComplaint", { token: officer, params: { id }, body: { action: "complete", comment: "Filled and levelled." } }));
  // Issue 12: the satisfaction survey of the completed case and of the portal, its figures, the result check.
  ok(await h.call("listPendingSatisfaction", { token: residentToken }));
  ok(await h.call("getCaseSatisfaction", { token: residentToken, params: { id } }));
  ok(await h.call("submitSatisfaction", { token: residentToken, body: { caseId: id, rating: 4, resolved: true, speed: 4, courtesy: 5, comment: "Quick." } }), 201);
  ok(await h.call("submitSatisfaction", { body: { rating: 5 } }), 201);
  ok(await h.call("getSatisfactionStats", { token: admin }));
  ok(await h.call("exportSatisfaction", { token: admin }));
  const complaintNo = (filed.json.data as { complaintNo: string }).complaintNo;
  ok(await h.call("checkResult", { body: { reference: complaintNo, phone: "0812345678" } }));
  ok(await h.call("reopenComplaint", { token: residentToken, params: { id }, body: { reason: "It broke again." } }));
  ok(
    await h.call("createComplaintEForm", {
      token: admin,
      body: { channel: "phone", contactName: "นางสมศรี ทดสอบ", phone: "081-111-2222", complaintTypeId: 1, complaintKindId: kindId, detail: "Recorded by telephone", location: "Soi 9" },
    }),
    201,
  );
  ok(await h.call("getComplaintStats", { token: admin }));
  // Tracker issue 39: waiting work, canned replies, priority and kind, merge, redaction, the queue's CSV export.
  ok(await h.call("getWaitingWork", { token: officer }));
  const engineering = (await h.call("getComplaint", { token: officer, params: { id } })).json.data as { unit: { id: number } };
  const canned = await h.call("createCannedReply", {
    token: officer,
    body: { unitId: engineering.unit.id, titleTh: "รับเรื่องแล้ว", titleEn: "Received", bodyTh: "เรื่อง {{complaintNo}}", bodyEn: "Case {{complaintNo}}" },
  });
  ok(canned, 201);
  const cannedId = (canned.json.data as { id: number }).id;
  ok(await h.call("listCannedReplies", { token: officer }));
  ok(await h.call("updateCannedReply", { token: officer, params: { id: cannedId }, body: { unitId: engineering.unit.id, titleTh: "ก", titleEn: "A", bodyTh: "ก", bodyEn: "A" } }));
  ok(await h.call("listCaseCannedReplies", { token: officer, params: { id } }));
  ok(await h.call("deleteCannedReply", { token: officer, params: { id: cannedId } }));
  ok(await h.call("updateComplaintHandling", { token: officer, params: { id }, body: { priority: "high" } }));
  ok(await h.call("redactComplaint", { token: officer, params: { id }, body: { location: "Soi 4 (market side)", reason: "Contract check" } }));
  const twin = await h.call("createComplaint", { token: residentToken, body: { complaintTypeId: 1, complaintKindId: kindId, detail: "Contract check: the same pothole", location: "Soi 4", phone: "0812345678" } });
  ok(twin, 201);
  ok(await h.call("mergeComplaint", { token: officer, params: { id: (twin.json.data as { id: number }).id }, body: { intoId: id } }));
  ok(await h.call("exportComplaints", { token: officer, body: { text: "Contract" } }));
  const types = await h.call("listComplaintTypes");
  const confidentialType = (types.json.data as { id: number; confidential: boolean }[]).find((t) => t.confidential)!;
  const kinds = await h.call("listComplaintKinds", { query: { complaintTypeId: confidentialType.id } });
  const corruption = (kinds.json.data as { id: number }[])[0]!;
  const report = await h.call("reportWhistleblowing", { body: { complaintKindId: corruption.id, detail: "Contract check: a bribe was asked for" } });
  ok(report, 201);
  const trackingCode = (report.json.data as { trackingCode: string }).trackingCode;
  ok(await h.call("trackWhistleblowing", { body: { trackingCode } }));
  ok(await h.call("answerWhistleblowing", { body: { trackingCode, body: "More details." } }), 201);
}

/**
 * Calls every operation of issue 12's e-service catalogue: the public catalogue, one service and its free slots, the
 * administrators' list and edit, and a resident's request of the public address system (a booking service), which
 * the division officer then reads with the case calls.
 */
async function exerciseEServices(h: Harness, residentToken: string, admin: string): Promise<void> {
  const ok = (res: { status: number; json: { message?: string } }, status = 200) => expect(res.status, res.json.message).toBe(status);
  ok(await h.call("listEServices"));
  ok(await h.call("listEServicesAdmin", { token: admin }));
  const service = await h.call("getEService", { params: { code: "strategy-publicAddress" } });
  ok(service);
  const resourceId = (service.json.data as { booking: { resources: { id: number }[] } }).booking.resources[0]!.id;
  // Whole days in Thailand (midnight +07:00), 200 days ahead so that no other test books them.
  const day = new Date(Date.now() + 200 * 24 * 3600 * 1000).toISOString().slice(0, 10);
  const from = new Date(`${day}T00:00:00+07:00`).toISOString();
  const to = new Date(Date.parse(from) + 24 * 3600 * 1000).toISOString();
  ok(await h.call("getEServiceAvailability", { params: { code: "strategy-publicAddress" }, query: { from, to } }));
  ok(await h.call("updateEService", { token: admin, params: { code: "strategy-publicAddress" }, body: { targetDays: 4 } }));
  const request = await h.call("createEServiceRequest", {
    token: residentToken,
    body: {
      serviceCode: "strategy-publicAddress",
      data: { purpose: "meeting", eventName: "ประชุมประชาคมหมู่ 3", place: "ศาลาประชาคมหมู่ 3", startTime: "09:00", endTime: "12:00", needOperator: "no", phone: "081-234-5678" },
      booking: { resourceId, from, to },
    },
  });
  ok(request, 201);
  const officer = await h.login("staff", { name: "thanawat", password: "staff-demo-2026" });
  ok(await h.call("getComplaint", { token: officer, params: { id: (request.json.data as { id: number }).id } }));
}

/** The news calls (issue 15): categories, an item written, published, read by the public and taken down. */
async function exerciseNews(h: Harness, admin: string): Promise<void> {
  const ok = (res: { status: number; json: { message?: string } }, status = 200) => expect(res.status, res.json.message).toBe(status);
  const categories = await h.call("listNewsCategories");
  ok(categories);
  const categoryId = (categories.json.data as { id: number }[])[0]!.id;
  const created = await h.call("createNews", { token: admin, body: { categoryId, titleTh: "ข่าวทดสอบสัญญา", bodyTh: "<p>x</p>" } });
  ok(created, 201);
  const id = (created.json.data as { id: number }).id;
  ok(await h.call("getNews", { token: admin, params: { id } }));
  ok(await h.call("updateNews", { token: admin, params: { id }, body: { categoryId, titleTh: "ข่าวทดสอบสัญญา", pinned: true } }));
  ok(await h.call("publishNews", { token: admin, params: { id }, body: {} }));
  ok(await h.call("listNews", { token: admin }));
  ok(await h.call("listPublicNews", { params: { newsCategoryId: 0 } }));
  ok(await h.call("openNews", { params: { id } }));
  ok(await h.call("newsFeed", { params: { newsCategoryId: categoryId } }));
  ok(await h.call("unpublishNews", { token: admin, params: { id } }));
}

describeBackends("contract", (h) => {
  it("registers one route per operation of the contract", () => {
    for (const op of operations) {
      expect(h().server.app.hasRoute({ method: op.method, url: `${basePath}${op.routePath}` }), op.operationId).toBe(true);
    }
  });

  it("every operation answers per the contract", async () => {
    exercised.clear();
    expect((await h().call("getHealth")).json.data).toEqual({ status: "ok", database: h().backend });
    expect((await h().call("getReadiness")).json.data).toEqual({ status: "ready", database: h().backend });
    await h().call("staffLogin", { body: ADMIN });
    const personToken = await h().login("person", SOMCHAI);
    const staffToken = await h().login("staff", ADMIN);
    await h().call("checkPersonDup", { body: { name: "somchai" } });
    const resident = await signUpResident(h(), "contract"); // createPublicPerson + createPublicPersonProfile
    await h().call("getPersonProfile", { params: { id: -1 }, token: personToken });
    await h().call("listComplaintTypes");
    const kinds = await h().call("listComplaintKinds", { query: { complaintTypeId: 1 } });
    await h().call("listComplaintKindMenu");
    await h().call("listComplaintStatuses");
    await h().call("listThaiProvinces");
    await h().call("getThaiProvince", { params: { provinceCode: "10" } });
    const kindId = (kinds.json.data as { id: number }[])[0]!.id;
    const body = { complaintTypeId: 1, complaintKindId: kindId, detail: "Contract check complaint detail", location: "Soi 1", phone: "0812345678" };
    const first = await h().call("createComplaint", { token: resident.token, body });
    const second = await h().call("createComplaint", { token: resident.token, body });
    // Staff read a resident's profile once the resident has a case in their scope (audited with the purpose).
    await h().call("getPersonProfile", { params: { id: resident.personId }, token: staffToken });
    const firstId = (first.json.data as { id: number }).id;
    const secondId = (second.json.data as { id: number }).id;
    await h().call("cancelComplaint", { token: resident.token, params: { id: firstId } });
    await h().call("deleteComplaint", { token: resident.token, params: { id: secondId } });
    await h().call("searchComplaints", { token: staffToken, body: { text: "Contract" } });
    await h().call("countComplaints", { token: staffToken, body: { text: "Contract" } });
    for (const kind of ["Message", "Notification"] as const) {
      const key = kind === "Message" ? "message" : "notification";
      const created = await h().call(`create${kind}`, { token: resident.token, body: { [key]: { title: "Contract check" } } });
      const id = (created.json.data as { id: string }).id;
      await h().call(`list${kind}s`, { token: resident.token });
      await h().call(`update${kind}`, { token: resident.token, body: { id, [key]: { title: "Contract check 2" } } });
      await h().call(`toggle${kind}ReadStatus`, { token: resident.token, body: { item: { id, read: true } } });
      await h().call(`markAll${kind}sRead`, { token: resident.token });
      await h().call(`delete${kind}`, { token: resident.token, query: { id } });
    }
    const shortcut = await h().call("createShortcut", {
      token: resident.token,
      body: { shortcut: { label: "Home", icon: "home", link: "/", useRouter: true } },
    });
    const shortcutId = (shortcut.json.data as { id: string }).id;
    await h().call("listShortcuts", { token: resident.token });
    await h().call("updateShortcut", { token: resident.token, body: { id: shortcutId, shortcut: { label: "Start" } } });
    await h().call("deleteShortcut", { token: resident.token, query: { id: shortcutId } });
    await h().call("getCommonUser", { token: resident.token });
    await h().call("updateCommonUser", { token: resident.token, body: { user: { status: "away" } } });
    await h().call("searchDocuments", { token: staffToken, query: { query: "คำสั่ง" } });
    await exerciseStaffFoundation(h(), staffToken);
    await exerciseImport(h(), staffToken);
    await exerciseCases(h(), resident.token, staffToken, kindId);
    await exerciseEServices(h(), resident.token, staffToken);
    await exerciseDocuments(h(), staffToken);
    await exerciseNews(h(), staffToken);
    await exerciseGarbage(h(), resident.token, staffToken);
    await exerciseAccount(h(), resident.token, resident.name, staffToken);
    await exerciseIdentity(h(), staffToken);
    await exerciseOpen311(h(), staffToken);
    // Tracker issue 41 items 4 and 5 (apps/api/test/line.test.ts has the LINE side): this server has no LINE account.
    const lineToken = await h().login("person", SOMCHAI);
    const notices = await h().call("getNotificationSettings", { token: lineToken });
    const choices = (notices.json.data as { choices: { event: "caseStatus"; email: boolean; inApp: boolean; line: boolean }[] }).choices;
    expect((await h().call("updateNotificationSettings", { token: lineToken, body: { choices, lineConsent: false } })).status).toBe(200);
    expect((await h().call("createLineLinkCode", { token: lineToken, body: { consent: true } })).status).toBe(409);
    expect((await h().call("unlinkLine", { token: lineToken })).status).toBe(200);
    expect((await h().call("receiveLineWebhook", { body: { destination: "U0", events: [] } })).status).toBe(404);
    await h().call("logout", { token: resident.token });
    expect([...exercised].sort()).toEqual(operations.map((o) => o.operationId).sort());
    // Every operation of the contract, one after the other: well over the default 30 s on a loaded 2-core machine.
  }, 120_000);
});

/** Tracker issue 38 item 1: the municipality's identity, set again as it is, a new logo, its icon and the manifest. */
/** Tracker issue 41 item 2: Open311 GeoReport v2 in JSON, and the administrators' API keys. */
async function exerciseOpen311(h: Harness, admin: string): Promise<void> {
  const format = { format: "json" };
  await h.call("open311Discovery", { params: format });
  await h.call("open311Services", { params: format });
  await h.call("open311ServiceDefinition", { params: { ...format, service_code: "road.pothole" } });
  const issued = await h.call("issueOpen311Client", { token: admin, body: { name: "Contract check", contact: "ops@example.org", quotaPerHour: 10 } });
  const { client, apiKey } = issued.json.data as { client: { id: number }; apiKey: string };
  await h.call("listOpen311Clients", { token: admin });
  const form = new URLSearchParams({ api_key: apiKey, service_code: "road.pothole", address_string: "Soi 1", description: "Contract check of Open311" });
  const created = await h.call("open311CreateRequest", { params: format, payload: form.toString(), headers: { "content-type": "application/x-www-form-urlencoded" } });
  const [filed] = created.body as { service_request_id: string; token: string }[];
  await h.call("open311Requests", { params: format, query: { service_request_id: filed!.service_request_id } });
  await h.call("open311Request", { params: { ...format, service_request_id: filed!.service_request_id } });
  await h.call("open311Token", { params: { ...format, token: filed!.token } });
  await h.call("revokeOpen311Client", { token: admin, params: { id: client.id } });
}

async function exerciseIdentity(h: Harness, admin: string): Promise<void> {
  const identity = (await h.call("getMunicipality")).json.data as Record<string, unknown>;
  const { logoUrl: _l, logoType: _t, icons: _i, manifestUrl: _m, version: _v, updatedAt: _u, ...fields } = identity;
  await h.call("updateMunicipality", { token: admin, body: fields });
  const png = await sharp({ create: { width: 48, height: 48, channels: 3, background: "#4f46e5" } }).png().toBuffer();
  await h.call("uploadMunicipalityLogo", { token: admin, ...multipart([{ name: "file", filename: "logo.png", type: "image/png", data: png }]) });
  await h.call("getMunicipalityLogo");
  await h.call("getMunicipalityIcon", { params: { size: 32 } });
  await h.call("getMunicipalityManifest");
}

/**
 * Issue 15: profile edit and avatar, forgotten password and reset, confirmation, refresh, settings, PDPA, and the
 * administrators' closure requests (this resident's refused; another resident's account closed).
 */
async function exerciseAccount(h: Harness, token: string, name: string, adminToken: string): Promise<void> {
  await h.call("updatePersonProfile", { token, params: { id: -1 }, body: { title: "นาง", firstname: "ทดสอบ", lastname: "สัญญา" } });
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#808080" } }).png().toBuffer();
  const avatar = await h.call("uploadAvatar", { token, params: { id: -1 }, ...multipart([{ name: "file", filename: "a.png", type: "image/png", data: png }]) });
  const fileId = String((avatar.json.data as { avatar: string }).avatar.split("/").pop());
  await h.call("getAvatar", { params: { fileId } });
  await h.call("forgotPassword", { body: { login: name } });
  await h.call("resetPassword", { body: { token: "no-such-link", newPassword: "a long enough pass phrase" } });
  await h.call("confirmEmail", { body: { token: "no-such-link" } });
  await h.call("sendConfirmation", { token });
  await h.call("refreshToken", { token });
  await h.call("getAccountSettings", { token });
  await h.call("updateAccountSettings", { token, body: { language: "th" } });
  await h.call("listSessions", { token });
  await h.call("getPrivacyNotice");
  await h.call("giveConsent", { token, body: { version: "2026-11" } });
  await h.call("exportMyData", { token });
  await h.call("requestClosure", { token });
  const closures = await h.call("listAccountClosures", { token: adminToken, query: { state: "pending", limit: 100 } });
  const [{ id: asked } = { id: 0 }] = (closures.json.data as { id: number; person: { name: string } | null }[]).filter((c) => c.person?.name === name);
  await h.call("refuseAccountClosure", { token: adminToken, params: { id: asked }, body: { reason: "A request of yours is still open." } });
  const leaving = await newResident(h, "leaving");
  await h.call("requestClosure", { token: leaving.token });
  const pending = await h.call("listAccountClosures", { token: adminToken, query: { state: "pending", limit: 100 } });
  const [{ id: closing } = { id: 0 }] = (pending.json.data as { id: number; personId: number }[]).filter((c) => c.personId === leaving.personId);
  await h.call("completeAccountClosure", { token: adminToken, params: { id: closing } });
  const other = await h.login("person", { name, password: "resident-password-1" });
  await h.call("signOutEverywhere", { token: other });
}
