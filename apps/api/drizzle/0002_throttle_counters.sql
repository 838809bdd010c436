CREATE TABLE "throttle_counters" (
	"scope" varchar(40) NOT NULL,
	"key" text NOT NULL,
	"hits" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "throttle_counters_scope_key_pk" PRIMARY KEY("scope","key")
);
--> statement-breakpoint
CREATE INDEX "throttle_counters_expires_at_idx" ON "throttle_counters" USING btree ("expires_at");--> statement-breakpoint
DROP TABLE "login_failures" CASCADE;