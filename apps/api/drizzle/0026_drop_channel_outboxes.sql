DROP TABLE "line_outbox" CASCADE;--> statement-breakpoint
DROP TABLE "email_outbox" CASCADE;