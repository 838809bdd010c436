CREATE TABLE "municipality" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"name_th" varchar(200) NOT NULL,
	"name_en" varchar(200) NOT NULL,
	"short_name_th" varchar(60) NOT NULL,
	"short_name_en" varchar(60) NOT NULL,
	"theme" varchar(20) NOT NULL,
	"theme_color" varchar(7) NOT NULL,
	"background_color" varchar(7) NOT NULL,
	"address_th" varchar(500) NOT NULL,
	"address_en" varchar(500) NOT NULL,
	"telephone" varchar(60) NOT NULL,
	"email" varchar(254) NOT NULL,
	"office_hours_th" varchar(200) NOT NULL,
	"office_hours_en" varchar(200) NOT NULL,
	"tax_id" varchar(13) NOT NULL,
	"biller_id" varchar(15) NOT NULL,
	"sender_name" varchar(100) NOT NULL,
	"sender_address" varchar(254) NOT NULL,
	"logo_type" varchar(20) NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "municipality_one_row" CHECK ("municipality"."id" = 1)
);
--> statement-breakpoint
-- The stock e-mail templates sign with the municipality's name from its identity (tracker issue 38 item 1); a template an administrator edited keeps its text where it no longer holds the stock signature.
UPDATE "email_templates" SET "body" = replace("body", E'ขอแสดงความนับถือ\nศูนย์รับเรื่องร้องเรียนเทศบาล\n', E'ขอแสดงความนับถือ\nศูนย์รับเรื่องราวร้องทุกข์ {{municipality}}\n') WHERE "code" IN ('case-status-changed', 'case-reply') AND "language" = 'th';
--> statement-breakpoint
UPDATE "email_templates" SET "body" = replace("body", E'Kind regards,\nThe municipality''s complaints centre\n', E'Kind regards,\nComplaints centre, {{municipalityEn}}\n') WHERE "code" IN ('case-status-changed', 'case-reply') AND "language" = 'en';
--> statement-breakpoint
UPDATE "email_templates" SET "body" = replace("body", E'ขอแสดงความนับถือ\nงานบริการประชาชนทางอิเล็กทรอนิกส์ (e-Service) เทศบาล\n', E'ขอแสดงความนับถือ\nงานบริการประชาชนทางอิเล็กทรอนิกส์ {{municipality}}\n') WHERE "code" IN ('request-status-changed', 'request-reply') AND "language" = 'th';
--> statement-breakpoint
UPDATE "email_templates" SET "body" = replace("body", E'Kind regards,\nThe municipality''s e-service desk\n', E'Kind regards,\nE-service desk, {{municipalityEn}}\n') WHERE "code" IN ('request-status-changed', 'request-reply') AND "language" = 'en';
--> statement-breakpoint
UPDATE "email_templates" SET "body" = replace(replace("body", E'ขอแสดงความนับถือ\nผู้ดูแลระบบ\n', E'ขอแสดงความนับถือ\nผู้ดูแลระบบ {{municipality}}\n'), '(e-Office) ของเทศบาลให้ท่าน', '(e-Office) ของ{{municipality}}ให้ท่าน') WHERE "code" IN ('staff-account-created', 'staff-password-reset') AND "language" = 'th';
--> statement-breakpoint
UPDATE "email_templates" SET "body" = replace(replace("body", E'Kind regards,\nThe administrator\n', E'Kind regards,\nThe administrator, {{municipalityEn}}\n'), 'for the municipality''s e-Office system.', 'for the e-Office system of {{municipalityEn}}.') WHERE "code" IN ('staff-account-created', 'staff-password-reset') AND "language" = 'en';
--> statement-breakpoint
UPDATE "email_templates" SET "body" = replace("body", E'ขอแสดงความนับถือ\nกองคลัง เทศบาล', E'ขอแสดงความนับถือ\nกองคลัง {{municipality}}') WHERE "code" = 'garbage-receipt' AND "language" = 'th';
--> statement-breakpoint
UPDATE "email_templates" SET "body" = replace("body", E'Yours sincerely,\nFinance Division, the Municipality', E'Yours sincerely,\nFinance Division, {{municipalityEn}}') WHERE "code" = 'garbage-receipt' AND "language" = 'en';
