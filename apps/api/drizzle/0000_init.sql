CREATE TABLE "complaint_kind_menu" (
	"id" serial PRIMARY KEY NOT NULL,
	"complaint_kind_id" integer NOT NULL,
	"name_th" varchar(200) NOT NULL,
	"name_en" varchar(200) NOT NULL,
	"order_no" integer NOT NULL,
	"icon" varchar(100) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "complaint_kinds" (
	"id" serial PRIMARY KEY NOT NULL,
	"complaint_type_id" integer NOT NULL,
	"code" varchar(60) NOT NULL,
	"name_th" varchar(200) NOT NULL,
	"name_en" varchar(200) NOT NULL,
	"order_no" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "complaint_sequences" (
	"be_year" integer PRIMARY KEY NOT NULL,
	"last_value" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "complaint_statuses" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(20) NOT NULL,
	"name_th" varchar(200) NOT NULL,
	"name_en" varchar(200) NOT NULL,
	"order_no" integer NOT NULL,
	"is_final" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "complaint_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(40) NOT NULL,
	"name_th" varchar(200) NOT NULL,
	"name_en" varchar(200) NOT NULL,
	"order_no" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "complaints" (
	"id" serial PRIMARY KEY NOT NULL,
	"complaint_no" varchar(20) NOT NULL,
	"complaint_type_id" integer NOT NULL,
	"complaint_kind_id" integer NOT NULL,
	"detail" text NOT NULL,
	"location" varchar(300) NOT NULL,
	"phone" varchar(20) NOT NULL,
	"status_id" integer NOT NULL,
	"person_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "login_failures" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"realm" varchar(10) NOT NULL,
	"name" varchar(100) NOT NULL,
	"failed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "person_profiles" (
	"id" serial PRIMARY KEY NOT NULL,
	"person_id" integer NOT NULL,
	"title" varchar(40) NOT NULL,
	"firstname" varchar(100) NOT NULL,
	"lastname" varchar(100) NOT NULL,
	"phone" varchar(20),
	"avatar" text,
	"status" varchar(12) DEFAULT 'online' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "persons" (
	"id" serial PRIMARY KEY NOT NULL,
	"realm" varchar(10) NOT NULL,
	"name" varchar(100) NOT NULL,
	"email" varchar(200) NOT NULL,
	"citizen_id" varchar(13),
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "persons_realm_check" CHECK ("persons"."realm" in ('staff', 'person'))
);
--> statement-breakpoint
CREATE TABLE "server_settings" (
	"key" varchar(100) PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" varchar(36) PRIMARY KEY NOT NULL,
	"person_id" integer NOT NULL,
	"realm" varchar(10) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "complaint_kind_menu" ADD CONSTRAINT "complaint_kind_menu_complaint_kind_id_complaint_kinds_id_fk" FOREIGN KEY ("complaint_kind_id") REFERENCES "public"."complaint_kinds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaint_kinds" ADD CONSTRAINT "complaint_kinds_complaint_type_id_complaint_types_id_fk" FOREIGN KEY ("complaint_type_id") REFERENCES "public"."complaint_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_complaint_type_id_complaint_types_id_fk" FOREIGN KEY ("complaint_type_id") REFERENCES "public"."complaint_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_complaint_kind_id_complaint_kinds_id_fk" FOREIGN KEY ("complaint_kind_id") REFERENCES "public"."complaint_kinds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_status_id_complaint_statuses_id_fk" FOREIGN KEY ("status_id") REFERENCES "public"."complaint_statuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_profiles" ADD CONSTRAINT "person_profiles_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "complaint_kind_menu_complaint_kind_id_key" ON "complaint_kind_menu" USING btree ("complaint_kind_id");--> statement-breakpoint
CREATE UNIQUE INDEX "complaint_kinds_code_key" ON "complaint_kinds" USING btree ("code");--> statement-breakpoint
CREATE INDEX "complaint_kinds_complaint_type_id_idx" ON "complaint_kinds" USING btree ("complaint_type_id");--> statement-breakpoint
CREATE UNIQUE INDEX "complaint_statuses_code_key" ON "complaint_statuses" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "complaint_types_code_key" ON "complaint_types" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "complaints_complaint_no_key" ON "complaints" USING btree ("complaint_no");--> statement-breakpoint
CREATE INDEX "complaints_person_id_created_at_idx" ON "complaints" USING btree ("person_id","created_at");--> statement-breakpoint
CREATE INDEX "complaints_created_at_idx" ON "complaints" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "login_failures_realm_name_failed_at_idx" ON "login_failures" USING btree ("realm","name","failed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "person_profiles_person_id_key" ON "person_profiles" USING btree ("person_id");--> statement-breakpoint
CREATE UNIQUE INDEX "persons_name_key" ON "persons" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "persons_email_key" ON "persons" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "persons_citizen_id_key" ON "persons" USING btree ("citizen_id");--> statement-breakpoint
CREATE INDEX "sessions_person_id_idx" ON "sessions" USING btree ("person_id");