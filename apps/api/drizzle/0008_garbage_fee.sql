CREATE TABLE "garbage_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_no" varchar(20) NOT NULL,
	"house_no" varchar(40) NOT NULL,
	"holder_name" varchar(200) NOT NULL,
	"address" varchar(500) NOT NULL,
	"rate_code" varchar(40) NOT NULL,
	"person_id" integer,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "garbage_accounts_account_no_check" CHECK ("garbage_accounts"."account_no" ~ '^[0-9]{6,20}$')
);
--> statement-breakpoint
CREATE TABLE "garbage_bank_notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"transaction_id" varchar(64) NOT NULL,
	"payload" jsonb NOT NULL,
	"payment_id" integer,
	"outcome" varchar(12) NOT NULL,
	"reason" varchar(40),
	"amount_satang" integer NOT NULL,
	"ref1" varchar(40) NOT NULL,
	"ref2" varchar(40) NOT NULL,
	"simulated" boolean DEFAULT false NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "garbage_bank_notifications_outcome_check" CHECK ("garbage_bank_notifications"."outcome" in ('paid', 'failed', 'exception'))
);
--> statement-breakpoint
CREATE TABLE "garbage_bills" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"month" varchar(7) NOT NULL,
	"amount_satang" integer NOT NULL,
	"paid_payment_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "garbage_bills_month_check" CHECK ("garbage_bills"."month" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
	CONSTRAINT "garbage_bills_amount_check" CHECK ("garbage_bills"."amount_satang" >= 0)
);
--> statement-breakpoint
CREATE TABLE "garbage_payment_bills" (
	"payment_id" integer NOT NULL,
	"bill_id" integer NOT NULL,
	CONSTRAINT "garbage_payment_bills_payment_id_bill_id_pk" PRIMARY KEY("payment_id","bill_id")
);
--> statement-breakpoint
CREATE TABLE "garbage_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_no" varchar(20) NOT NULL,
	"account_id" integer NOT NULL,
	"person_id" integer,
	"amount_satang" integer NOT NULL,
	"state" varchar(12) NOT NULL,
	"failure_code" varchar(10),
	"qr_payload" text,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"bank_transaction_id" varchar(64),
	"receipt_no" varchar(30),
	"language" varchar(2) DEFAULT 'th' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "garbage_payments_state_check" CHECK ("garbage_payments"."state" in ('created', 'started', 'submitted', 'success', 'failed', 'cancelled', 'expired')),
	CONSTRAINT "garbage_payments_amount_check" CHECK ("garbage_payments"."amount_satang" > 0)
);
--> statement-breakpoint
CREATE TABLE "garbage_rates" (
	"code" varchar(40) PRIMARY KEY NOT NULL,
	"name_th" varchar(200) NOT NULL,
	"name_en" varchar(200) NOT NULL,
	"monthly_satang" integer NOT NULL,
	"order_no" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "garbage_rates_monthly_satang_check" CHECK ("garbage_rates"."monthly_satang" between 0 and 100000000)
);
--> statement-breakpoint
CREATE TABLE "garbage_receipt_sequences" (
	"be_year" integer PRIMARY KEY NOT NULL,
	"last_value" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "garbage_accounts" ADD CONSTRAINT "garbage_accounts_rate_code_garbage_rates_code_fk" FOREIGN KEY ("rate_code") REFERENCES "public"."garbage_rates"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "garbage_accounts" ADD CONSTRAINT "garbage_accounts_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "garbage_bank_notifications" ADD CONSTRAINT "garbage_bank_notifications_payment_id_garbage_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."garbage_payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "garbage_bills" ADD CONSTRAINT "garbage_bills_account_id_garbage_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."garbage_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "garbage_bills" ADD CONSTRAINT "garbage_bills_paid_payment_id_garbage_payments_id_fk" FOREIGN KEY ("paid_payment_id") REFERENCES "public"."garbage_payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "garbage_payment_bills" ADD CONSTRAINT "garbage_payment_bills_payment_id_garbage_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."garbage_payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "garbage_payment_bills" ADD CONSTRAINT "garbage_payment_bills_bill_id_garbage_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."garbage_bills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "garbage_payments" ADD CONSTRAINT "garbage_payments_account_id_garbage_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."garbage_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "garbage_payments" ADD CONSTRAINT "garbage_payments_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "garbage_accounts_account_no_key" ON "garbage_accounts" USING btree ("account_no");--> statement-breakpoint
CREATE INDEX "garbage_accounts_person_id_idx" ON "garbage_accounts" USING btree ("person_id");--> statement-breakpoint
CREATE UNIQUE INDEX "garbage_bank_notifications_transaction_id_key" ON "garbage_bank_notifications" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "garbage_bank_notifications_exception_idx" ON "garbage_bank_notifications" USING btree ("received_at") WHERE "garbage_bank_notifications"."outcome" = 'exception';--> statement-breakpoint
CREATE UNIQUE INDEX "garbage_bills_account_id_month_key" ON "garbage_bills" USING btree ("account_id","month");--> statement-breakpoint
CREATE INDEX "garbage_bills_unpaid_idx" ON "garbage_bills" USING btree ("account_id") WHERE "garbage_bills"."paid_payment_id" is null;--> statement-breakpoint
CREATE INDEX "garbage_payment_bills_bill_id_idx" ON "garbage_payment_bills" USING btree ("bill_id");--> statement-breakpoint
CREATE UNIQUE INDEX "garbage_payments_payment_no_key" ON "garbage_payments" USING btree ("payment_no");--> statement-breakpoint
CREATE UNIQUE INDEX "garbage_payments_receipt_no_key" ON "garbage_payments" USING btree ("receipt_no");--> statement-breakpoint
CREATE INDEX "garbage_payments_account_id_idx" ON "garbage_payments" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "garbage_payments_paid_at_idx" ON "garbage_payments" USING btree ("paid_at");