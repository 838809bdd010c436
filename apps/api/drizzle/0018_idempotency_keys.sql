CREATE TABLE "idempotency_keys" (
	"caller" varchar(60) NOT NULL,
	"operation_id" varchar(80) NOT NULL,
	"key" varchar(255) NOT NULL,
	"fingerprint" varchar(64) NOT NULL,
	"status" integer,
	"answer" text,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "idempotency_keys_caller_operation_id_key_pk" PRIMARY KEY("caller","operation_id","key")
);
--> statement-breakpoint
CREATE INDEX "idempotency_keys_expires_at_idx" ON "idempotency_keys" USING btree ("expires_at");