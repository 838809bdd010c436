CREATE TABLE "news" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"title_th" varchar(300) NOT NULL,
	"title_en" varchar(300) DEFAULT '' NOT NULL,
	"summary_th" varchar(1000) DEFAULT '' NOT NULL,
	"summary_en" varchar(1000) DEFAULT '' NOT NULL,
	"body_th" text DEFAULT '' NOT NULL,
	"body_en" text DEFAULT '' NOT NULL,
	"cover_file_id" uuid,
	"status" varchar(12) DEFAULT 'draft' NOT NULL,
	"publish_at" timestamp with time zone,
	"pinned" boolean DEFAULT false NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"created_by_id" integer,
	"updated_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "news_status_check" CHECK ("news"."status" in ('draft', 'published', 'unpublished')),
	CONSTRAINT "news_published_has_time_check" CHECK ("news"."status" <> 'published' or "news"."publish_at" is not null),
	CONSTRAINT "news_view_count_check" CHECK ("news"."view_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "news_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(40) NOT NULL,
	"name_th" varchar(200) NOT NULL,
	"name_en" varchar(200) NOT NULL,
	"order_no" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_category_id_news_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."news_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_cover_file_id_files_id_fk" FOREIGN KEY ("cover_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_created_by_id_persons_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."persons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_updated_by_id_persons_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."persons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "news_public_idx" ON "news" USING btree ("category_id","status","publish_at");--> statement-breakpoint
CREATE INDEX "news_status_publish_at_idx" ON "news" USING btree ("status","publish_at");--> statement-breakpoint
CREATE UNIQUE INDEX "news_categories_code_key" ON "news_categories" USING btree ("code");