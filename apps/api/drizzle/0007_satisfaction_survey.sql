CREATE TABLE "satisfaction_responses" (
	"id" serial PRIMARY KEY NOT NULL,
	"case_id" integer,
	"person_id" integer,
	"rating" integer NOT NULL,
	"resolved" boolean,
	"speed" integer,
	"courtesy" integer,
	"comment" text,
	"language" varchar(2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "satisfaction_responses_rating_check" CHECK ("satisfaction_responses"."rating" between 1 and 5),
	CONSTRAINT "satisfaction_responses_speed_check" CHECK ("satisfaction_responses"."speed" is null or "satisfaction_responses"."speed" between 1 and 5),
	CONSTRAINT "satisfaction_responses_courtesy_check" CHECK ("satisfaction_responses"."courtesy" is null or "satisfaction_responses"."courtesy" between 1 and 5),
	CONSTRAINT "satisfaction_responses_comment_check" CHECK ("satisfaction_responses"."comment" is null or char_length("satisfaction_responses"."comment") <= 1000),
	CONSTRAINT "satisfaction_responses_language_check" CHECK ("satisfaction_responses"."language" in ('th', 'en'))
);
--> statement-breakpoint
ALTER TABLE "satisfaction_responses" ADD CONSTRAINT "satisfaction_responses_case_id_complaints_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."complaints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "satisfaction_responses" ADD CONSTRAINT "satisfaction_responses_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "satisfaction_responses_case_id_key" ON "satisfaction_responses" USING btree ("case_id");--> statement-breakpoint
CREATE INDEX "satisfaction_responses_person_id_created_at_idx" ON "satisfaction_responses" USING btree ("person_id","created_at");--> statement-breakpoint
CREATE INDEX "satisfaction_responses_general_created_at_idx" ON "satisfaction_responses" USING btree ("created_at") WHERE "satisfaction_responses"."case_id" is null;