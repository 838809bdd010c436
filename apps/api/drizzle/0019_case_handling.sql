CREATE TABLE "canned_replies" (
	"id" serial PRIMARY KEY NOT NULL,
	"unit_id" integer NOT NULL,
	"title_th" varchar(200) NOT NULL,
	"title_en" varchar(200) NOT NULL,
	"body_th" text NOT NULL,
	"body_en" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "case_deadline_notices" (
	"case_id" integer NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"level" varchar(10) NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "case_deadline_notices_case_id_due_at_level_pk" PRIMARY KEY("case_id","due_at","level"),
	CONSTRAINT "case_deadline_notices_level_check" CHECK ("case_deadline_notices"."level" in ('due-soon', 'overdue'))
);
--> statement-breakpoint
CREATE TABLE "case_followers" (
	"case_id" integer NOT NULL,
	"person_id" integer NOT NULL,
	"via_case_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "case_followers_case_id_person_id_pk" PRIMARY KEY("case_id","person_id")
);
--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "priority" varchar(10) DEFAULT 'normal' NOT NULL;--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "duplicate_of_id" integer;--> statement-breakpoint
ALTER TABLE "canned_replies" ADD CONSTRAINT "canned_replies_unit_id_org_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."org_units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_deadline_notices" ADD CONSTRAINT "case_deadline_notices_case_id_complaints_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."complaints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_followers" ADD CONSTRAINT "case_followers_case_id_complaints_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."complaints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_followers" ADD CONSTRAINT "case_followers_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_followers" ADD CONSTRAINT "case_followers_via_case_id_complaints_id_fk" FOREIGN KEY ("via_case_id") REFERENCES "public"."complaints"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "canned_replies_unit_id_idx" ON "canned_replies" USING btree ("unit_id");--> statement-breakpoint
CREATE INDEX "case_followers_person_id_idx" ON "case_followers" USING btree ("person_id");--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_duplicate_of_id_complaints_id_fk" FOREIGN KEY ("duplicate_of_id") REFERENCES "public"."complaints"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "complaints_duplicate_of_id_idx" ON "complaints" USING btree ("duplicate_of_id");--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_priority_check" CHECK ("complaints"."priority" in ('normal', 'high', 'urgent'));