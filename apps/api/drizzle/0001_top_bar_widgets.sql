CREATE TABLE "documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"document_name" varchar(300) NOT NULL,
	"full_path_name" varchar(1000) NOT NULL,
	"document_folder_id" integer NOT NULL,
	"document_type_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inbox_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"person_id" integer NOT NULL,
	"seq" bigserial NOT NULL,
	"kind" varchar(12) NOT NULL,
	"title" varchar(200) NOT NULL,
	"description" varchar(1000) DEFAULT '' NOT NULL,
	"icon" varchar(100),
	"image" varchar(500),
	"link" varchar(500),
	"use_router" boolean DEFAULT false NOT NULL,
	"time" timestamp with time zone NOT NULL,
	"read" boolean DEFAULT false NOT NULL,
	"seen" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inbox_items_kind_check" CHECK ("inbox_items"."kind" in ('message', 'notification'))
);
--> statement-breakpoint
CREATE TABLE "shortcuts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"person_id" integer NOT NULL,
	"seq" bigserial NOT NULL,
	"label" varchar(100) NOT NULL,
	"description" varchar(300),
	"icon" varchar(100) NOT NULL,
	"link" varchar(500) NOT NULL,
	"use_router" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "inbox_items" ADD CONSTRAINT "inbox_items_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shortcuts" ADD CONSTRAINT "shortcuts_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "documents_full_path_name_key" ON "documents" USING btree ("full_path_name");--> statement-breakpoint
CREATE INDEX "inbox_items_person_id_kind_time_idx" ON "inbox_items" USING btree ("person_id","kind","time","seq");--> statement-breakpoint
CREATE INDEX "shortcuts_person_id_seq_idx" ON "shortcuts" USING btree ("person_id","seq");