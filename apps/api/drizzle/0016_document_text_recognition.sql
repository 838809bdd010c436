CREATE TABLE "dms_text_jobs" (
	"version_id" integer PRIMARY KEY NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dms_document_versions" ADD COLUMN "text_status" varchar(7) DEFAULT 'text' NOT NULL;--> statement-breakpoint
ALTER TABLE "dms_text_jobs" ADD CONSTRAINT "dms_text_jobs_version_id_dms_document_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."dms_document_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dms_document_versions" ADD CONSTRAINT "dms_document_versions_text_status_check" CHECK ("dms_document_versions"."text_status" in ('text', 'pending', 'none'));--> statement-breakpoint
-- Versions filed before text recognition without text (scans) wait for it: the recogniser of a server with OCR reads them, one without marks them "none" (tracker issue 39 item 5).
UPDATE "dms_document_versions" SET "text_status" = 'pending' WHERE "text" = '';--> statement-breakpoint
INSERT INTO "dms_text_jobs" ("version_id") SELECT "id" FROM "dms_document_versions" WHERE "text_status" = 'pending';
