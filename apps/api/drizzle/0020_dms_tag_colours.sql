CREATE TABLE "dms_tag_colours" (
	"tag" varchar(50) PRIMARY KEY NOT NULL,
	"colour" varchar(10) NOT NULL,
	"updated_by_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dms_tag_colours_colour_check" CHECK ("dms_tag_colours"."colour" in ('blue', 'green', 'amber', 'red', 'slate'))
);
--> statement-breakpoint
ALTER TABLE "dms_tag_colours" ADD CONSTRAINT "dms_tag_colours_updated_by_id_persons_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."persons"("id") ON DELETE set null ON UPDATE no action;