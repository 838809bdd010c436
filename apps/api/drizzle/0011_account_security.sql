CREATE TABLE "account_tokens" (
	"token_hash" varchar(64) PRIMARY KEY NOT NULL,
	"person_id" integer NOT NULL,
	"purpose" varchar(20) NOT NULL,
	"email" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "account_tokens_purpose_check" CHECK ("account_tokens"."purpose" in ('reset-password', 'confirm-email', 'change-email'))
);
--> statement-breakpoint
CREATE TABLE "privacy_consents" (
	"person_id" integer NOT NULL,
	"notice_version" varchar(20) NOT NULL,
	"consented_at" timestamp with time zone NOT NULL,
	CONSTRAINT "privacy_consents_person_id_notice_version_pk" PRIMARY KEY("person_id","notice_version")
);
--> statement-breakpoint
ALTER TABLE "person_profiles" ADD COLUMN "birth_date" varchar(10);--> statement-breakpoint
ALTER TABLE "person_profiles" ADD COLUMN "address_line" varchar(300);--> statement-breakpoint
ALTER TABLE "person_profiles" ADD COLUMN "province" varchar(100);--> statement-breakpoint
ALTER TABLE "person_profiles" ADD COLUMN "district" varchar(100);--> statement-breakpoint
ALTER TABLE "person_profiles" ADD COLUMN "subdistrict" varchar(100);--> statement-breakpoint
ALTER TABLE "person_profiles" ADD COLUMN "subdistrict_code" varchar(6);--> statement-breakpoint
ALTER TABLE "person_profiles" ADD COLUMN "postcode" varchar(5);--> statement-breakpoint
ALTER TABLE "persons" ADD COLUMN "email_confirmed_at" timestamp with time zone DEFAULT now();--> statement-breakpoint
ALTER TABLE "persons" ADD COLUMN "email_preferences" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "persons" ADD COLUMN "closure_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "remember" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "last_seen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "user_agent" varchar(300);--> statement-breakpoint
ALTER TABLE "account_tokens" ADD CONSTRAINT "account_tokens_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privacy_consents" ADD CONSTRAINT "privacy_consents_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_tokens_person_purpose_idx" ON "account_tokens" USING btree ("person_id","purpose");