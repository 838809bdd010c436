-- pg_trgm: the trigram index of the work queue's text search (issue 11, bench/queue.mjs). btree_gist: exclusion
-- constraints of bookings (issue 12). Both are trusted extensions (the database owner may create them); PGlite opens
-- with both modules (src/db/database.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower("complaints"."complaint_no" || chr(10) || "complaints"."detail" || chr(10) || "complaints"."location")) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "complaints_search_text_trgm_idx" ON "complaints" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "complaints_queue_unit_status_due_idx" ON "complaints" USING btree ("unit_id","status_id","due_at") WHERE not "complaints"."confidential";