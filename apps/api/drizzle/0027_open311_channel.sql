ALTER TABLE "complaints" DROP CONSTRAINT "complaints_channel_check";--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_channel_check" CHECK ("complaints"."channel" in ('web', 'phone', 'walk_in', 'letter', 'line', 'open311'));--> statement-breakpoint
-- Tracker issue 41 item 4: the cases filed through Open311 before were recorded as `web`.
UPDATE "complaints" SET "channel" = 'open311' WHERE "channel" = 'web' AND "id" IN (SELECT "case_id" FROM "open311_requests");
