CREATE TABLE "billing_notice" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"subject_key" text NOT NULL,
	"step" integer DEFAULT 0 NOT NULL,
	"contract_id" integer NOT NULL,
	"sent_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoice" ALTER COLUMN "document_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice" ADD COLUMN "rendered_paid" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "rent" ADD COLUMN "due_on" date;--> statement-breakpoint
ALTER TABLE "rent_payment" ADD COLUMN "kind" text DEFAULT 'MANUAL' NOT NULL;--> statement-breakpoint
ALTER TABLE "rental_contract" ADD COLUMN "billed_through" date;--> statement-breakpoint
ALTER TABLE "rental_contract" ADD COLUMN "recurrence_voided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sandbox_payment" ADD COLUMN "declines_recurring" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "job_run" ADD COLUMN "counts" jsonb;--> statement-breakpoint
ALTER TABLE "billing_notice" ADD CONSTRAINT "billing_notice_contract_id_rental_contract_id_fk" FOREIGN KEY ("contract_id") REFERENCES "rental_contract"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "billing_notice_once_uq" ON "billing_notice" USING btree ("kind","subject_key","step");--> statement-breakpoint
CREATE INDEX "billing_notice_contract_idx" ON "billing_notice" USING btree ("contract_id");--> statement-breakpoint
CREATE INDEX "rent_unpaid_due_idx" ON "rent" USING btree ("due_on") WHERE "rent"."status" <> 'PAID';--> statement-breakpoint
CREATE INDEX "rental_contract_billing_idx" ON "rental_contract" USING btree ("billed_through") WHERE "rental_contract"."status" in ('ACTIVE', 'TERMINATING');--> statement-breakpoint
ALTER TABLE "rent_payment" ADD CONSTRAINT "rent_payment_kind_known" CHECK ("rent_payment"."kind" in ('MANUAL', 'AUTOPAY'));--> statement-breakpoint
-- Existing contracts are billed through their latest rent; existing rents are due as their invoice says; stored PDFs of paid invoices show them paid.
UPDATE "rental_contract" c SET "billed_through" = (SELECT max(r."period_to") FROM "rent" r WHERE r."contract_id" = c."id");--> statement-breakpoint
UPDATE "rent" r SET "due_on" = coalesce((SELECT i."due_on" FROM "invoice" i WHERE i."rent_id" = r."id"), r."period_from");--> statement-breakpoint
UPDATE "invoice" SET "rendered_paid" = ("paid_at" IS NOT NULL);
