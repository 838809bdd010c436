CREATE TABLE "whistleblowing_audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"person_id" integer,
	"person_name" varchar(100),
	"realm" varchar(10),
	"action" varchar(30) NOT NULL,
	"entity" varchar(30) NOT NULL,
	"entity_id" varchar(100),
	"changes" jsonb NOT NULL,
	"client_ip" varchar(64) NOT NULL,
	"request_id" varchar(64) NOT NULL,
	"purpose" varchar(300)
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "purpose" varchar(300);--> statement-breakpoint
CREATE INDEX "whistleblowing_audit_log_at_idx" ON "whistleblowing_audit_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "whistleblowing_audit_log_entity_idx" ON "whistleblowing_audit_log" USING btree ("entity","entity_id");--> statement-breakpoint
-- The whistleblowing log is append-only like audit_log (0003); the refusal names the table it protects.
CREATE OR REPLACE FUNCTION "audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only: % is not allowed', TG_TABLE_NAME, TG_OP USING ERRCODE = '42501';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "whistleblowing_audit_log_append_only" BEFORE UPDATE OR DELETE ON "whistleblowing_audit_log" FOR EACH STATEMENT EXECUTE FUNCTION "audit_log_append_only"();
--> statement-breakpoint
CREATE TRIGGER "whistleblowing_audit_log_no_truncate" BEFORE TRUNCATE ON "whistleblowing_audit_log" FOR EACH STATEMENT EXECUTE FUNCTION "audit_log_append_only"();
--> statement-breakpoint
-- Entries of confidential cases written before this migration move to the whistleblowing log, oldest first.
INSERT INTO "whistleblowing_audit_log" ("at", "person_id", "person_name", "realm", "action", "entity", "entity_id", "changes", "client_ip", "request_id")
SELECT "at", "person_id", "person_name", "realm", "action", "entity", "entity_id", "changes", "client_ip", "request_id" FROM "audit_log"
WHERE ("entity" = 'complaint' AND "entity_id" IN (SELECT "id"::text FROM "complaints" WHERE "confidential"))
   OR ("entity" = 'complaint-note' AND "entity_id" IN (SELECT n."id"::text FROM "case_notes" n JOIN "complaints" c ON c."id" = n."case_id" WHERE c."confidential"))
ORDER BY "id";
--> statement-breakpoint
ALTER TABLE "audit_log" DISABLE TRIGGER "audit_log_append_only";
--> statement-breakpoint
DELETE FROM "audit_log"
WHERE ("entity" = 'complaint' AND "entity_id" IN (SELECT "id"::text FROM "complaints" WHERE "confidential"))
   OR ("entity" = 'complaint-note' AND "entity_id" IN (SELECT n."id"::text FROM "case_notes" n JOIN "complaints" c ON c."id" = n."case_id" WHERE c."confidential"));
--> statement-breakpoint
ALTER TABLE "audit_log" ENABLE TRIGGER "audit_log_append_only";
