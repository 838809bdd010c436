CREATE TABLE "account_closures" (
	"id" serial PRIMARY KEY NOT NULL,
	"person_id" integer NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"state" varchar(10) DEFAULT 'pending' NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by_id" integer,
	"reason" text,
	CONSTRAINT "account_closures_state_check" CHECK ("account_closures"."state" in ('pending', 'done', 'refused'))
);
--> statement-breakpoint
ALTER TABLE "persons" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "account_closures" ADD CONSTRAINT "account_closures_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_closures" ADD CONSTRAINT "account_closures_decided_by_id_persons_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."persons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "account_closures_one_pending_key" ON "account_closures" USING btree ("person_id") WHERE "account_closures"."state" = 'pending';--> statement-breakpoint
CREATE INDEX "account_closures_state_requested_at_idx" ON "account_closures" USING btree ("state","requested_at");--> statement-breakpoint
-- Requests made before this migration (persons.closure_requested_at) become pending closure requests.
INSERT INTO "account_closures" ("person_id", "requested_at", "state") SELECT "id", "closure_requested_at", 'pending' FROM "persons" WHERE "closure_requested_at" IS NOT NULL;