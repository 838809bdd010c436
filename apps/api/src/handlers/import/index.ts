/**
 * Import of a municipality's existing data by administrators (tracker issue 38 item 2; contract tag `import`;
 * docs/import.md): the templates, the upload with its dry run, the job and its rows, the confirmation. The kinds are
 * `organisation-kinds.ts`, `staff-kind.ts` and `garbage-kinds.ts`; reading files `read-file.ts`; the job `job.ts`;
 * the file itself is kept by the file store (`files/import-file.ts`).
 */
import { writeAudit } from "../../audit/audit";
import { importJobs, type ImportKind } from "../../db/schema";
import { prepareImportUpload, storeImportFile, XLSX_MIME_TYPE } from "../../files/import-file";
import { HttpError } from "../../lib/errors";
import { paging, signedIn, type HandlerDeps } from "../deps";
import { signInUrl } from "../staff-user";
import type { OperationHandler } from "../types";
import { garbageAccountsKind, garbageLinksKind, garbageRatesKind } from "./garbage-kinds";
import { applyJob, claimJob, countResults, findJob, removeStaleDryRuns, rowsPage, toImportJob, toImportRow } from "./job";
import type { ImportKindDef, ImportRequest } from "./kinds";
import { positionsKind, unitsKind } from "./organisation-kinds";
import { readImportFile } from "./read-file";
import { staffKind } from "./staff-kind";
import { csvTemplate, xlsxTemplate } from "./templates";

/** A file name fit to store: its last segment, without control characters, at most 255 characters. */
function cleanName(name: string, format: "csv" | "xlsx"): string {
  const base = (name.split(/[\\/]/).pop() ?? "").normalize("NFC").replace(/[\p{Cc}\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu, "").trim();
  return [...base].slice(0, 255).join("") || `import.${format}`;
}

/** The import handlers. */
export function importHandlers(deps: HandlerDeps): {
  [K in "getImportTemplate" | "createImportJob" | "getImportJob" | "listImportRows" | "confirmImportJob"]: OperationHandler<K>;
} {
  const { db } = deps;
  const kinds: Record<ImportKind, ImportKindDef> = {
    units: unitsKind as ImportKindDef,
    positions: positionsKind as ImportKindDef,
    staff: staffKind(signInUrl(deps.portalUrl)) as ImportKindDef,
    "garbage-rates": garbageRatesKind as ImportKindDef,
    "garbage-accounts": garbageAccountsKind as ImportKindDef,
    "garbage-links": garbageLinksKind as ImportKindDef,
  };
  const request = (ctx: Parameters<OperationHandler<"createImportJob">["handle"]>[0] | Parameters<OperationHandler<"confirmImportJob">["handle"]>[0]): ImportRequest => ({
    auth: signedIn(ctx),
    clientIp: ctx.clientIp,
    requestId: ctx.requestId,
    now: ctx.now,
    language: ctx.language,
  });

  return {
    getImportTemplate: {
      async handle(ctx) {
        const kind = kinds[ctx.params.kind];
        const format = ctx.query.format ?? "csv";
        const name = `import-${kind.kind}.${format}`;
        const disposition = `attachment; filename="${name}"`;
        if (format === "xlsx") {
          return { status: 200, body: await xlsxTemplate(kind.kind, kind.columns), headers: { "content-type": XLSX_MIME_TYPE, "content-disposition": disposition } };
        }
        return { status: 200, body: csvTemplate(kind.columns), headers: { "content-type": "text/csv; charset=utf-8", "content-disposition": disposition } };
      },
    },

    createImportJob: {
      async handle(ctx) {
        const auth = signedIn(ctx);
        const kind = kinds[ctx.query.kind];
        const upload = ctx.body.file;
        const file = await prepareImportUpload(upload.data, ctx.language);
        const records = await readImportFile(file.content, file.format, kind.columns, ctx.language);
        const rows = await kind.plan(db, records, request(ctx));
        const job = await db.transaction(async (tx) => {
          await removeStaleDryRuns(tx, ctx.now);
          const [created] = await tx
            .insert(importJobs)
            .values({
              kind: kind.kind,
              format: file.format,
              fileName: cleanName(upload.filename, file.format),
              status: "ready",
              totalRows: rows.length,
              counts: countResults(rows),
              rows: rows.map(({ value: _value, ...stored }) => stored),
              createdById: auth.personId,
              createdAt: new Date(ctx.now),
              updatedAt: new Date(ctx.now),
            })
            .returning();
          await storeImportFile(tx, { jobId: created!.id, uploaderId: auth.personId, name: created!.fileName, file, now: ctx.now });
          // The file holds personal data (names, national IDs) even if it is never confirmed: its upload is audited.
          await writeAudit(tx, ctx, {
            action: "upload",
            entity: "import-job",
            entityId: created!.id,
            changes: [
              { field: "kind", before: null, after: created!.kind },
              { field: "fileName", before: null, after: created!.fileName },
              { field: "rows", before: null, after: created!.totalRows },
            ],
          });
          return created!;
        });
        ctx.log.info({ importJobId: job.id, kind: job.kind, rows: job.totalRows, counts: job.counts }, "import dry run");
        return { status: 201, body: { success: true, message: "", data: toImportJob(job, auth.name) } };
      },
    },

    getImportJob: {
      async handle(ctx) {
        const found = await findJob(db, ctx.params.id);
        if (!found) throw new HttpError(404, ctx.t("importJobNotFound"));
        return { status: 200, body: { success: true, message: "", data: toImportJob(found.job, found.createdBy) } };
      },
    },

    listImportRows: {
      async handle(ctx) {
        const found = await findJob(db, ctx.params.id);
        if (!found) throw new HttpError(404, ctx.t("importJobNotFound"));
        const { rows, total } = await rowsPage(db, ctx.params.id, ctx.query.result, paging(ctx.query));
        const columns = kinds[found.job.kind].columns;
        return { status: 200, body: { success: true, message: "", data: rows.map((r) => toImportRow(r, columns, ctx.language)), total } };
      },
    },

    confirmImportJob: {
      async handle(ctx) {
        const claimed = await claimJob(db, ctx.params.id, ctx.now);
        if (!claimed) {
          const found = await findJob(db, ctx.params.id);
          if (!found) throw new HttpError(404, ctx.t("importJobNotFound"));
          throw new HttpError(409, ctx.t(found.job.status === "done" ? "importApplied" : "importApplying"));
        }
        const { job, out } = await applyJob(db, claimed, kinds[claimed.kind], request(ctx));
        ctx.log.info({ importJobId: job.id, kind: job.kind, counts: job.counts }, "import applied");
        const found = await findJob(db, job.id);
        return { status: 200, body: { success: true, message: "", data: { ...toImportJob(job, found?.createdBy ?? null), oneTimePasswords: out.passwords } } };
      },
    },
  };
}
