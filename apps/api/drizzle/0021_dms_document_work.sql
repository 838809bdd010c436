ALTER TABLE "dms_documents" ADD COLUMN "assignee_id" integer;--> statement-breakpoint
ALTER TABLE "dms_documents" ADD COLUMN "work_unit_id" integer;--> statement-breakpoint
ALTER TABLE "dms_documents" ADD COLUMN "due_on" date;--> statement-breakpoint
ALTER TABLE "dms_documents" ADD COLUMN "work_done_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "dms_documents" ADD CONSTRAINT "dms_documents_assignee_id_persons_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."persons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dms_documents" ADD CONSTRAINT "dms_documents_work_unit_id_org_units_id_fk" FOREIGN KEY ("work_unit_id") REFERENCES "public"."org_units"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dms_documents_assignee_id_idx" ON "dms_documents" USING btree ("assignee_id") WHERE "dms_documents"."work_done_at" is null;--> statement-breakpoint
CREATE INDEX "dms_documents_work_unit_id_idx" ON "dms_documents" USING btree ("work_unit_id") WHERE "dms_documents"."work_done_at" is null and "dms_documents"."assignee_id" is null;