CREATE TABLE "audit_log" (
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
	"request_id" varchar(64) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to_address" varchar(200) NOT NULL,
	"person_id" integer,
	"language" varchar(2) NOT NULL,
	"template" varchar(60) NOT NULL,
	"subject" varchar(300) NOT NULL,
	"body" text NOT NULL,
	"state" varchar(10) DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_attempt_at" timestamp with time zone,
	"locked_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "email_outbox_state_check" CHECK ("email_outbox"."state" in ('queued', 'sending', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "email_templates" (
	"code" varchar(60) NOT NULL,
	"language" varchar(2) NOT NULL,
	"subject" varchar(300) NOT NULL,
	"body" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_templates_code_language_pk" PRIMARY KEY("code","language")
);
--> statement-breakpoint
CREATE TABLE "menu_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer DEFAULT 0 NOT NULL,
	"type" varchar(10) NOT NULL,
	"title_th" varchar(100) NOT NULL,
	"title_en" varchar(100) NOT NULL,
	"order_no" integer NOT NULL,
	"link" varchar(500),
	"external_link" boolean DEFAULT false NOT NULL,
	"target" varchar(6) DEFAULT '_self' NOT NULL,
	"icon" varchar(60),
	"roles" text[] DEFAULT '{}'::text[] NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"seed_key" varchar(60),
	CONSTRAINT "menu_items_type_check" CHECK ("menu_items"."type" in ('basic', 'group')),
	CONSTRAINT "menu_items_target_check" CHECK ("menu_items"."target" in ('_self', '_blank'))
);
--> statement-breakpoint
CREATE TABLE "org_units" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"kind" varchar(10) NOT NULL,
	"code" varchar(40),
	"name_th" varchar(200) NOT NULL,
	"name_en" varchar(200) NOT NULL,
	"order_no" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "org_units_kind_check" CHECK ("org_units"."kind" in ('division', 'section'))
);
--> statement-breakpoint
CREATE TABLE "positions" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_th" varchar(200) NOT NULL,
	"name_en" varchar(200) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_members" (
	"person_id" integer PRIMARY KEY NOT NULL,
	"unit_id" integer,
	"position_id" integer,
	"roles" text[] NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"must_change_password" boolean DEFAULT false NOT NULL,
	"last_sign_in_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_members_roles_check" CHECK ("staff_members"."roles" <@ array['admin','division_head','officer','integrity_officer','document_controller','news_editor','finance_officer']::text[])
);
--> statement-breakpoint
ALTER TABLE "persons" ADD COLUMN "language" varchar(2) DEFAULT 'th' NOT NULL;--> statement-breakpoint
ALTER TABLE "org_units" ADD CONSTRAINT "org_units_parent_id_org_units_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."org_units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_members" ADD CONSTRAINT "staff_members_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_members" ADD CONSTRAINT "staff_members_unit_id_org_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."org_units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_members" ADD CONSTRAINT "staff_members_position_id_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."positions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "audit_log_person_id_at_idx" ON "audit_log" USING btree ("person_id","at");--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity","entity_id");--> statement-breakpoint
CREATE INDEX "email_outbox_state_next_idx" ON "email_outbox" USING btree ("state","next_attempt_at");--> statement-breakpoint
CREATE INDEX "email_outbox_created_at_idx" ON "email_outbox" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "menu_items_parent_id_idx" ON "menu_items" USING btree ("parent_id","order_no");--> statement-breakpoint
CREATE UNIQUE INDEX "menu_items_seed_key_key" ON "menu_items" USING btree ("seed_key");--> statement-breakpoint
CREATE UNIQUE INDEX "org_units_code_key" ON "org_units" USING btree ("code");--> statement-breakpoint
CREATE INDEX "org_units_parent_id_idx" ON "org_units" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "positions_name_th_key" ON "positions" USING btree ("name_th");--> statement-breakpoint
CREATE UNIQUE INDEX "positions_name_en_key" ON "positions" USING btree ("name_en");--> statement-breakpoint
CREATE INDEX "staff_members_unit_id_idx" ON "staff_members" USING btree ("unit_id");--> statement-breakpoint
CREATE INDEX "staff_members_position_id_idx" ON "staff_members" USING btree ("position_id");--> statement-breakpoint
CREATE FUNCTION "audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only: % is not allowed', TG_OP USING ERRCODE = '42501';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "audit_log_append_only" BEFORE UPDATE OR DELETE ON "audit_log" FOR EACH STATEMENT EXECUTE FUNCTION "audit_log_append_only"();
--> statement-breakpoint
CREATE TRIGGER "audit_log_no_truncate" BEFORE TRUNCATE ON "audit_log" FOR EACH STATEMENT EXECUTE FUNCTION "audit_log_append_only"();
