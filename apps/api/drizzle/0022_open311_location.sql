CREATE TABLE "open311_clients" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(200) NOT NULL,
	"contact" varchar(254) NOT NULL,
	"key_hash" varchar(64) NOT NULL,
	"key_prefix" varchar(8) NOT NULL,
	"quota_per_hour" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "open311_clients_quota_check" CHECK ("open311_clients"."quota_per_hour" between 1 and 100000)
);
--> statement-breakpoint
CREATE TABLE "open311_requests" (
	"case_id" integer PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"token" varchar(40) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "open311_clients" ADD CONSTRAINT "open311_clients_created_by_id_persons_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."persons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open311_requests" ADD CONSTRAINT "open311_requests_case_id_complaints_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."complaints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open311_requests" ADD CONSTRAINT "open311_requests_client_id_open311_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."open311_clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "open311_clients_key_hash_key" ON "open311_clients" USING btree ("key_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "open311_requests_token_key" ON "open311_requests" USING btree ("token");--> statement-breakpoint
CREATE INDEX "open311_requests_client_id_idx" ON "open311_requests" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "complaints_latitude_longitude_idx" ON "complaints" USING btree ("latitude","longitude") WHERE "complaints"."latitude" is not null;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_position_check" CHECK (("complaints"."latitude" is null and "complaints"."longitude" is null) or ("complaints"."latitude" between -90 and 90 and "complaints"."longitude" between -180 and 180));