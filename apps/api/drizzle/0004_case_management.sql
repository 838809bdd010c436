CREATE TABLE "case_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"case_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"action" varchar(12) NOT NULL,
	"actor_kind" varchar(10) NOT NULL,
	"actor_id" integer,
	"from_status" varchar(12),
	"to_status" varchar(12) NOT NULL,
	"from_unit_id" integer,
	"to_unit_id" integer,
	"assignee_id" integer,
	"comment" text
);
--> statement-breakpoint
CREATE TABLE "case_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"case_id" integer NOT NULL,
	"author_kind" varchar(10) NOT NULL,
	"author_id" integer,
	"internal" boolean DEFAULT false NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"link_type" varchar(10) DEFAULT 'es' NOT NULL,
	"link_id" integer,
	"note_id" integer,
	"name" varchar(255) NOT NULL,
	"mime_type" varchar(100) NOT NULL,
	"size" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"uploaded_by_id" integer,
	"uploader_kind" varchar(10) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "complaints" ALTER COLUMN "phone" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "complaints" ALTER COLUMN "person_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "complaint_kinds" ADD COLUMN "target_days" integer DEFAULT 15 NOT NULL;--> statement-breakpoint
ALTER TABLE "complaint_types" ADD COLUMN "unit_id" integer;--> statement-breakpoint
ALTER TABLE "complaint_types" ADD COLUMN "confidential" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "contact_name" varchar(200);--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "channel" varchar(10) DEFAULT 'web' NOT NULL;--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "recorded_by_id" integer;--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "unit_id" integer;--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "assignee_id" integer;--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "confidential" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "reporter_ref" varchar(64);--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "tracking_code_hash" varchar(64);--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "due_at" timestamp with time zone;--> statement-breakpoint
UPDATE "complaints" SET "due_at" = "created_at" + interval '15 days';--> statement-breakpoint
ALTER TABLE "complaints" ALTER COLUMN "due_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "reopen_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "case_history" ADD CONSTRAINT "case_history_case_id_complaints_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."complaints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_history" ADD CONSTRAINT "case_history_actor_id_persons_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."persons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_history" ADD CONSTRAINT "case_history_from_unit_id_org_units_id_fk" FOREIGN KEY ("from_unit_id") REFERENCES "public"."org_units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_history" ADD CONSTRAINT "case_history_to_unit_id_org_units_id_fk" FOREIGN KEY ("to_unit_id") REFERENCES "public"."org_units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_history" ADD CONSTRAINT "case_history_assignee_id_persons_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."persons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_notes" ADD CONSTRAINT "case_notes_case_id_complaints_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."complaints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_notes" ADD CONSTRAINT "case_notes_author_id_persons_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."persons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_note_id_case_notes_id_fk" FOREIGN KEY ("note_id") REFERENCES "public"."case_notes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_uploaded_by_id_persons_id_fk" FOREIGN KEY ("uploaded_by_id") REFERENCES "public"."persons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "case_history_case_id_at_idx" ON "case_history" USING btree ("case_id","at","id");--> statement-breakpoint
CREATE INDEX "case_notes_case_id_created_at_idx" ON "case_notes" USING btree ("case_id","created_at","id");--> statement-breakpoint
CREATE INDEX "files_link_idx" ON "files" USING btree ("link_type","link_id");--> statement-breakpoint
CREATE INDEX "files_uploaded_by_id_pending_idx" ON "files" USING btree ("uploaded_by_id","created_at");--> statement-breakpoint
ALTER TABLE "complaint_types" ADD CONSTRAINT "complaint_types_unit_id_org_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."org_units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_recorded_by_id_persons_id_fk" FOREIGN KEY ("recorded_by_id") REFERENCES "public"."persons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_unit_id_org_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."org_units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_assignee_id_persons_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."persons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "complaints_tracking_code_hash_key" ON "complaints" USING btree ("tracking_code_hash");--> statement-breakpoint
CREATE INDEX "complaints_reporter_ref_idx" ON "complaints" USING btree ("reporter_ref");--> statement-breakpoint
CREATE INDEX "complaints_unit_id_status_id_created_at_idx" ON "complaints" USING btree ("unit_id","status_id","created_at");--> statement-breakpoint
CREATE INDEX "complaints_assignee_id_idx" ON "complaints" USING btree ("assignee_id");--> statement-breakpoint
CREATE INDEX "complaints_status_id_due_at_idx" ON "complaints" USING btree ("status_id","due_at");--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_channel_check" CHECK ("complaints"."channel" in ('web', 'phone', 'walk_in', 'letter', 'line'));--> statement-breakpoint
UPDATE "complaints" SET "closed_at" = "updated_at" WHERE "status_id" IN (SELECT "id" FROM "complaint_statuses" WHERE "is_final");