CREATE TABLE "correspondence_counters" (
	"unit_id" integer NOT NULL,
	"direction" varchar(3) NOT NULL,
	"be_year" integer NOT NULL,
	"last_no" integer NOT NULL,
	CONSTRAINT "correspondence_counters_unit_id_direction_be_year_pk" PRIMARY KEY("unit_id","direction","be_year")
);
--> statement-breakpoint
CREATE TABLE "correspondence_register" (
	"id" serial PRIMARY KEY NOT NULL,
	"unit_id" integer NOT NULL,
	"direction" varchar(3) NOT NULL,
	"be_year" integer NOT NULL,
	"register_no" integer NOT NULL,
	"letter_number" varchar(100),
	"letter_date" date,
	"subject" varchar(500) NOT NULL,
	"from_name" varchar(300) NOT NULL,
	"to_name" varchar(300) NOT NULL,
	"urgency" varchar(12) NOT NULL,
	"secrecy" varchar(12) NOT NULL,
	"document_id" integer,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "correspondence_register_direction_check" CHECK ("correspondence_register"."direction" in ('in', 'out')),
	CONSTRAINT "correspondence_register_urgency_check" CHECK ("correspondence_register"."urgency" in ('normal', 'urgent', 'very_urgent', 'most_urgent')),
	CONSTRAINT "correspondence_register_secrecy_check" CHECK ("correspondence_register"."secrecy" in ('normal', 'confidential', 'secret', 'top_secret'))
);
--> statement-breakpoint
CREATE TABLE "dms_document_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_th" varchar(200) NOT NULL,
	"name_en" varchar(200) NOT NULL,
	"fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"retention_years" integer,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dms_document_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"document_id" integer NOT NULL,
	"version_no" integer NOT NULL,
	"file_id" uuid NOT NULL,
	"file_name" varchar(255) NOT NULL,
	"mime_type" varchar(100) NOT NULL,
	"size" integer NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dms_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"folder_id" integer NOT NULL,
	"type_id" integer NOT NULL,
	"title" varchar(300) NOT NULL,
	"doc_number" varchar(100),
	"doc_date" date,
	"sender" varchar(300),
	"recipient" varchar(300),
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"file_name" varchar(255) NOT NULL,
	"current_version" integer DEFAULT 1 NOT NULL,
	"own_permissions" boolean DEFAULT false NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dms_folders" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"name" varchar(200) NOT NULL,
	"unit_id" integer,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dms_grants" (
	"id" serial PRIMARY KEY NOT NULL,
	"folder_id" integer,
	"document_id" integer,
	"subject_kind" varchar(4) NOT NULL,
	"subject_id" integer,
	"subject_role" varchar(30),
	"level" varchar(6) NOT NULL,
	CONSTRAINT "dms_grants_target_check" CHECK (("dms_grants"."folder_id" is null) <> ("dms_grants"."document_id" is null)),
	CONSTRAINT "dms_grants_subject_kind_check" CHECK ("dms_grants"."subject_kind" in ('user', 'unit', 'role')),
	CONSTRAINT "dms_grants_level_check" CHECK ("dms_grants"."level" in ('view', 'edit', 'manage'))
);
--> statement-breakpoint
ALTER TABLE "correspondence_counters" ADD CONSTRAINT "correspondence_counters_unit_id_org_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."org_units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "correspondence_register" ADD CONSTRAINT "correspondence_register_unit_id_org_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."org_units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "correspondence_register" ADD CONSTRAINT "correspondence_register_document_id_dms_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."dms_documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "correspondence_register" ADD CONSTRAINT "correspondence_register_created_by_id_persons_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."persons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dms_document_versions" ADD CONSTRAINT "dms_document_versions_document_id_dms_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."dms_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dms_document_versions" ADD CONSTRAINT "dms_document_versions_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dms_document_versions" ADD CONSTRAINT "dms_document_versions_created_by_id_persons_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."persons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dms_documents" ADD CONSTRAINT "dms_documents_folder_id_dms_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."dms_folders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dms_documents" ADD CONSTRAINT "dms_documents_type_id_dms_document_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."dms_document_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dms_documents" ADD CONSTRAINT "dms_documents_created_by_id_persons_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."persons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dms_folders" ADD CONSTRAINT "dms_folders_parent_id_dms_folders_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."dms_folders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dms_folders" ADD CONSTRAINT "dms_folders_unit_id_org_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."org_units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dms_folders" ADD CONSTRAINT "dms_folders_created_by_id_persons_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."persons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dms_grants" ADD CONSTRAINT "dms_grants_folder_id_dms_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."dms_folders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dms_grants" ADD CONSTRAINT "dms_grants_document_id_dms_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."dms_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "correspondence_register_number_key" ON "correspondence_register" USING btree ("unit_id","direction","be_year","register_no");--> statement-breakpoint
CREATE UNIQUE INDEX "dms_document_types_name_th_key" ON "dms_document_types" USING btree ("name_th");--> statement-breakpoint
CREATE UNIQUE INDEX "dms_document_types_name_en_key" ON "dms_document_types" USING btree ("name_en");--> statement-breakpoint
CREATE UNIQUE INDEX "dms_document_versions_document_id_version_no_key" ON "dms_document_versions" USING btree ("document_id","version_no");--> statement-breakpoint
CREATE INDEX "dms_documents_folder_id_idx" ON "dms_documents" USING btree ("folder_id");--> statement-breakpoint
CREATE INDEX "dms_documents_type_id_idx" ON "dms_documents" USING btree ("type_id");--> statement-breakpoint
CREATE INDEX "dms_documents_search_text_trgm_idx" ON "dms_documents" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "dms_folders_parent_id_idx" ON "dms_folders" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "dms_grants_folder_id_idx" ON "dms_grants" USING btree ("folder_id");--> statement-breakpoint
CREATE INDEX "dms_grants_document_id_idx" ON "dms_grants" USING btree ("document_id");--> statement-breakpoint
DROP TABLE "documents" CASCADE;