CREATE TABLE "outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel" varchar(10) NOT NULL,
	"to_address" varchar(200) NOT NULL,
	"person_id" integer,
	"language" varchar(2) NOT NULL,
	"template" varchar(60) NOT NULL,
	"subject" varchar(300) NOT NULL,
	"body" text NOT NULL,
	"payload" jsonb,
	"reply_token" varchar(100),
	"retry_key" uuid DEFAULT gen_random_uuid() NOT NULL,
	"state" varchar(10) DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_attempt_at" timestamp with time zone,
	"locked_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "outbox_state_check" CHECK ("outbox"."state" in ('queued', 'sending', 'sent', 'failed')),
	CONSTRAINT "outbox_channel_check" CHECK ("outbox"."channel" in ('email', 'line'))
);
--> statement-breakpoint
CREATE INDEX "outbox_state_next_idx" ON "outbox" USING btree ("state","next_attempt_at");--> statement-breakpoint
CREATE INDEX "outbox_created_at_idx" ON "outbox" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "outbox_person_idx" ON "outbox" USING btree ("person_id");--> statement-breakpoint
-- Tracker issue 41 item 1: the e-mail outbox and the LINE outbox become the one outbox. Every row is moved, queued,
-- sent and failed alike (nothing queued is lost); e-mail keeps its ids, LINE rows get new ones after them.
INSERT INTO "outbox" ("id", "channel", "to_address", "person_id", "language", "template", "subject", "body", "state", "attempts", "last_error", "next_attempt_at", "locked_until", "created_at", "sent_at")
SELECT "id", 'email', "to_address", "person_id", "language", "template", "subject", "body", "state", "attempts", "last_error", "next_attempt_at", "locked_until", "created_at", "sent_at" FROM "email_outbox";--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('outbox', 'id'), coalesce((SELECT max("id") FROM "outbox"), 0) + 1, false);--> statement-breakpoint
INSERT INTO "outbox" ("channel", "to_address", "person_id", "language", "template", "subject", "body", "payload", "reply_token", "retry_key", "state", "attempts", "last_error", "next_attempt_at", "locked_until", "created_at", "sent_at")
SELECT 'line', l."line_user_id", l."person_id", coalesce(p."language", 'th'), CASE WHEN l."reply_token" IS NULL THEN 'line-notice' ELSE 'line-chat' END,
  left(coalesce(l."messages"->0->>'altText', l."messages"->0->>'text', ''), 300),
  coalesce((SELECT string_agg(coalesce(m->>'altText', m->>'text', ''), E'\n') FROM jsonb_array_elements(l."messages") AS m), ''),
  l."messages", l."reply_token", l."retry_key", l."state", l."attempts", l."last_error", l."next_attempt_at", l."locked_until", l."created_at", l."sent_at"
FROM "line_outbox" AS l LEFT JOIN "persons" AS p ON p."id" = l."person_id" ORDER BY l."id";
