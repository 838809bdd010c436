/** The file store's table (docs/architecture.md "files"): bytes in PostgreSQL. */
import { customType, index, integer, pgTable, uuid, varchar } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { persons } from "./accounts";
import { type CaseActorKind, caseNotes } from "./cases";

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Stored files (docs/architecture.md "files"): bytes in PostgreSQL so that every instance sees them. A file is
 * uploaded first (`link_id` null: pending, owned by its uploader, removed after a day) and linked when the case
 * or note it belongs to is saved. `link_type` `es` = a case, `news` = a news item (both listed by the spec's
 * `ESFilepublic/linkType/{linkType}/linkId/{id}`), `avatar` and `dms` their own.
 */
export const files = pgTable(
  "files",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    linkType: varchar("link_type", { length: 10 }).notNull().default("es"),
    linkId: integer("link_id"),
    /** The note it was attached to, when attached on a note. */
    noteId: integer("note_id").references(() => caseNotes.id, { onDelete: "cascade" }),
    name: varchar("name", { length: 255 }).notNull(),
    /** Decided from the magic bytes, never from the name. */
    mimeType: varchar("mime_type", { length: 100 }).notNull(),
    /** Bytes after metadata stripping. */
    size: integer("size").notNull(),
    content: bytea("content").notNull(),
    uploadedById: integer("uploaded_by_id").references(() => persons.id, { onDelete: "set null" }),
    uploaderKind: varchar("uploader_kind", { length: 10 }).notNull().$type<CaseActorKind>(),
    createdAt: createdAt(),
  },
  (t) => [
    index("files_link_idx").on(t.linkType, t.linkId),
    index("files_uploaded_by_id_pending_idx").on(t.uploadedById, t.createdAt),
  ],
);
