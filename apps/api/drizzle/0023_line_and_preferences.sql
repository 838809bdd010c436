CREATE TABLE "line_conversations" (
	"line_user_id" varchar(64) PRIMARY KEY NOT NULL,
	"step" varchar(12) NOT NULL,
	"file_id" uuid,
	"latitude" double precision,
	"longitude" double precision,
	"address" varchar(300),
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "line_conversations_step_check" CHECK ("line_conversations"."step" in ('photo', 'location', 'description'))
);
--> statement-breakpoint
CREATE TABLE "line_links" (
	"person_id" integer PRIMARY KEY NOT NULL,
	"line_user_id" varchar(64),
	"link_code" varchar(12),
	"link_code_expires_at" timestamp with time zone,
	"linked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "line_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"person_id" integer,
	"line_user_id" varchar(64) NOT NULL,
	"reply_token" varchar(100),
	"messages" jsonb NOT NULL,
	"retry_key" uuid DEFAULT gen_random_uuid() NOT NULL,
	"state" varchar(10) DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_attempt_at" timestamp with time zone,
	"locked_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "line_outbox_state_check" CHECK ("line_outbox"."state" in ('queued', 'sending', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "line_webhook_events" (
	"webhook_event_id" varchar(64) PRIMARY KEY NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_consents" (
	"id" serial PRIMARY KEY NOT NULL,
	"person_id" integer NOT NULL,
	"channel" varchar(10) NOT NULL,
	"text_version" varchar(20) NOT NULL,
	"consented_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "persons" ADD COLUMN "notification_preferences" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "line_links" ADD CONSTRAINT "line_links_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_consents" ADD CONSTRAINT "notification_consents_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "line_links_user_key" ON "line_links" USING btree ("line_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "line_links_code_key" ON "line_links" USING btree ("link_code");--> statement-breakpoint
CREATE INDEX "line_outbox_state_next_idx" ON "line_outbox" USING btree ("state","next_attempt_at");--> statement-breakpoint
CREATE INDEX "line_webhook_events_received_idx" ON "line_webhook_events" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "notification_consents_person_idx" ON "notification_consents" USING btree ("person_id","channel");