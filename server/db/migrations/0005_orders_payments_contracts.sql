CREATE TABLE "document" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"filename" text NOT NULL,
	"content" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_kind_known" CHECK ("document"."kind" in ('INVOICE', 'AGREEMENT'))
);
--> statement-breakpoint
CREATE TABLE "invoice" (
	"id" serial PRIMARY KEY NOT NULL,
	"rent_id" integer NOT NULL,
	"number" text NOT NULL,
	"country" char(3) NOT NULL,
	"currency" char(3) NOT NULL,
	"language" text NOT NULL,
	"issued_on" date NOT NULL,
	"due_on" date NOT NULL,
	"paid_at" timestamp with time zone,
	"seller" jsonb NOT NULL,
	"buyer" jsonb NOT NULL,
	"items" jsonb NOT NULL,
	"total_net_minor" integer NOT NULL,
	"vat_minor" integer NOT NULL,
	"total_gross_minor" integer NOT NULL,
	"document_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rent" (
	"id" serial PRIMARY KEY NOT NULL,
	"contract_id" integer NOT NULL,
	"period_from" date NOT NULL,
	"period_to" date NOT NULL,
	"issued_on" date NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" char(3) NOT NULL,
	"status" text DEFAULT 'CREATED' NOT NULL,
	"paying_status" text DEFAULT 'CREATED' NOT NULL,
	"pay_method" text,
	"payment_id" integer,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rent_status_known" CHECK ("rent"."status" in ('CREATED', 'INVOICE_SUBMITTED', 'PAID')),
	CONSTRAINT "rent_paying_status_known" CHECK ("rent"."paying_status" in ('CREATED', 'ATTEMPTING_AUTOPAY', 'WAITING_FOR_MANUAL', 'PAID')),
	CONSTRAINT "rent_pay_method_known" CHECK ("rent"."pay_method" is null or "rent"."pay_method" in ('AUTOPAY', 'MANUAL', 'FROM_ORDER', 'MARKED_BY_ADMIN'))
);
--> statement-breakpoint
CREATE TABLE "mail_attachment" (
	"id" serial PRIMARY KEY NOT NULL,
	"mail_id" integer NOT NULL,
	"filename" text NOT NULL,
	"content_type" text NOT NULL,
	"content" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_order" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"user_id" integer NOT NULL,
	"box_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"country" char(3) NOT NULL,
	"currency" char(3) NOT NULL,
	"language" text NOT NULL,
	"period_months" integer NOT NULL,
	"insurance_option" integer DEFAULT 1 NOT NULL,
	"voucher_id" integer,
	"rent_start" date NOT NULL,
	"period_to" date NOT NULL,
	"vat_percent" integer NOT NULL,
	"rent_monthly_minor" integer NOT NULL,
	"insurance_monthly_minor" integer NOT NULL,
	"insurance_coverage_minor" integer NOT NULL,
	"first_payment_minor" integer NOT NULL,
	"discount_minor" integer NOT NULL,
	"lines" jsonb NOT NULL,
	"invoicing_details" jsonb NOT NULL,
	"return_url" text NOT NULL,
	"status" text DEFAULT 'SUBMITTED' NOT NULL,
	"held_until" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"fulfilled_at" timestamp with time zone,
	CONSTRAINT "client_order_status_known" CHECK ("client_order"."status" in ('SUBMITTED', 'FULFILLED', 'FAILED', 'CANCELLED')),
	CONSTRAINT "client_order_period_known" CHECK ("client_order"."period_months" in (1, 3, 6, 12)),
	CONSTRAINT "client_order_amounts_sane" CHECK ("client_order"."first_payment_minor" > 0 and "client_order"."discount_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "number_series" (
	"series" text NOT NULL,
	"year" integer NOT NULL,
	"last_value" integer NOT NULL,
	CONSTRAINT "number_series_series_year_pk" PRIMARY KEY("series","year")
);
--> statement-breakpoint
CREATE TABLE "voucher" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"percent" integer,
	"amount_minor" integer,
	"currency" char(3),
	"country" char(3),
	"description" text,
	"valid_from" timestamp with time zone DEFAULT now() NOT NULL,
	"valid_until" timestamp with time zone,
	"usage_limit" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "voucher_code_upper" CHECK ("voucher"."code" = upper("voucher"."code")),
	CONSTRAINT "voucher_kind_terms" CHECK (("voucher"."kind" = 'PERCENT' and "voucher"."percent" between 1 and 90 and "voucher"."amount_minor" is null)
        or ("voucher"."kind" = 'AMOUNT' and "voucher"."amount_minor" > 0 and "voucher"."currency" is not null and "voucher"."percent" is null)),
	CONSTRAINT "voucher_usage_limit_positive" CHECK ("voucher"."usage_limit" is null or "voucher"."usage_limit" > 0)
);
--> statement-breakpoint
CREATE TABLE "payment" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer,
	"provider" text NOT NULL,
	"provider_payment_id" text,
	"state" text DEFAULT 'CREATED' NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" char(3) NOT NULL,
	"gateway_url" text,
	"recurrence" boolean DEFAULT false NOT NULL,
	"last_error" text,
	"checks" integer DEFAULT 0 NOT NULL,
	"next_check_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "payment_state_known" CHECK ("payment"."state" in ('CREATED', 'PENDING', 'PAID', 'FAILED', 'CANCELLED', 'REFUNDED')),
	CONSTRAINT "payment_provider_known" CHECK ("payment"."provider" in ('sandbox', 'gopay')),
	CONSTRAINT "payment_amount_positive" CHECK ("payment"."amount_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "sandbox_payment" (
	"id" text PRIMARY KEY NOT NULL,
	"parent_id" text,
	"amount_minor" integer NOT NULL,
	"currency" char(3) NOT NULL,
	"description" text NOT NULL,
	"language" text NOT NULL,
	"return_url" text NOT NULL,
	"notification_url" text NOT NULL,
	"state" text DEFAULT 'PENDING' NOT NULL,
	"recurrence" boolean DEFAULT false NOT NULL,
	"recurrence_voided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_payment_state_known" CHECK ("sandbox_payment"."state" in ('PENDING', 'PAID', 'DECLINED', 'REFUNDED'))
);
--> statement-breakpoint
CREATE TABLE "job" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"done_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "rental_contract" ADD COLUMN "order_id" integer;--> statement-breakpoint
ALTER TABLE "rental_contract" ADD COLUMN "country" char(3) DEFAULT 'SVK' NOT NULL;--> statement-breakpoint
ALTER TABLE "rental_contract" ADD COLUMN "currency" char(3) DEFAULT 'EUR' NOT NULL;--> statement-breakpoint
ALTER TABLE "rental_contract" ADD COLUMN "language" text DEFAULT 'EN' NOT NULL;--> statement-breakpoint
ALTER TABLE "rental_contract" ADD COLUMN "start_at" date DEFAULT current_date NOT NULL;--> statement-breakpoint
ALTER TABLE "rental_contract" ADD COLUMN "period_months" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "rental_contract" ADD COLUMN "vat_percent" integer DEFAULT 23 NOT NULL;--> statement-breakpoint
ALTER TABLE "rental_contract" ADD COLUMN "rent_monthly_minor" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "rental_contract" ADD COLUMN "insurance_monthly_minor" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "rental_contract" ADD COLUMN "insurance_coverage_minor" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "rental_contract" ADD COLUMN "lock_code" text;--> statement-breakpoint
ALTER TABLE "rental_contract" ADD COLUMN "access_code" text;--> statement-breakpoint
ALTER TABLE "rental_contract" ADD COLUMN "recurring_payment_id" integer;--> statement-breakpoint
ALTER TABLE "rental_contract" ADD COLUMN "agreement_document_id" integer;--> statement-breakpoint
ALTER TABLE "document" ADD CONSTRAINT "document_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice" ADD CONSTRAINT "invoice_rent_id_rent_id_fk" FOREIGN KEY ("rent_id") REFERENCES "rent"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice" ADD CONSTRAINT "invoice_document_id_document_id_fk" FOREIGN KEY ("document_id") REFERENCES "document"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rent" ADD CONSTRAINT "rent_contract_id_rental_contract_id_fk" FOREIGN KEY ("contract_id") REFERENCES "rental_contract"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rent" ADD CONSTRAINT "rent_payment_id_payment_id_fk" FOREIGN KEY ("payment_id") REFERENCES "payment"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_attachment" ADD CONSTRAINT "mail_attachment_mail_id_mail_outbox_id_fk" FOREIGN KEY ("mail_id") REFERENCES "mail_outbox"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_order" ADD CONSTRAINT "client_order_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_order" ADD CONSTRAINT "client_order_box_id_box_id_fk" FOREIGN KEY ("box_id") REFERENCES "box"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_order" ADD CONSTRAINT "client_order_warehouse_id_warehouse_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "warehouse"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_order" ADD CONSTRAINT "client_order_voucher_id_voucher_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "voucher"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_order_id_client_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "client_order"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_user_idx" ON "document" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_number_uq" ON "invoice" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_rent_uq" ON "invoice" USING btree ("rent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rent_contract_period_uq" ON "rent" USING btree ("contract_id","period_from");--> statement-breakpoint
CREATE INDEX "mail_attachment_mail_idx" ON "mail_attachment" USING btree ("mail_id");--> statement-breakpoint
CREATE UNIQUE INDEX "client_order_reference_uq" ON "client_order" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "client_order_box_open_uq" ON "client_order" USING btree ("box_id") WHERE "client_order"."status" in ('SUBMITTED', 'FAILED');--> statement-breakpoint
CREATE INDEX "client_order_hold_idx" ON "client_order" USING btree ("held_until") WHERE "client_order"."status" in ('SUBMITTED', 'FAILED');--> statement-breakpoint
CREATE INDEX "client_order_user_idx" ON "client_order" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "client_order_voucher_idx" ON "client_order" USING btree ("voucher_id");--> statement-breakpoint
CREATE UNIQUE INDEX "voucher_code_uq" ON "voucher" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_provider_id_uq" ON "payment" USING btree ("provider","provider_payment_id");--> statement-breakpoint
CREATE INDEX "payment_order_idx" ON "payment" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "payment_pending_idx" ON "payment" USING btree ("next_check_at") WHERE "payment"."state" in ('CREATED', 'PENDING');--> statement-breakpoint
CREATE UNIQUE INDEX "job_kind_key_uq" ON "job" USING btree ("kind","key");--> statement-breakpoint
CREATE INDEX "job_due_idx" ON "job" USING btree ("kind","run_at") WHERE "job"."done_at" is null;--> statement-breakpoint
ALTER TABLE "rental_contract" ADD CONSTRAINT "rental_contract_order_id_client_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "client_order"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_contract" ADD CONSTRAINT "rental_contract_recurring_payment_id_payment_id_fk" FOREIGN KEY ("recurring_payment_id") REFERENCES "payment"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_contract" ADD CONSTRAINT "rental_contract_agreement_document_id_document_id_fk" FOREIGN KEY ("agreement_document_id") REFERENCES "document"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rental_contract_order_uq" ON "rental_contract" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rental_contract_box_live_uq" ON "rental_contract" USING btree ("box_id") WHERE "rental_contract"."status" in ('ACTIVE', 'TERMINATING');