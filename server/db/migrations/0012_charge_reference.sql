ALTER TABLE "payment" ADD COLUMN "order_number" text;--> statement-breakpoint
ALTER TABLE "payment" ADD COLUMN "charge_request" jsonb;--> statement-breakpoint
ALTER TABLE "payment" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sandbox_payment" ADD COLUMN "order_number" text;--> statement-breakpoint
ALTER TABLE "job_run" ADD COLUMN "heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_provider_order_uq" ON "payment" USING btree ("provider","order_number");--> statement-breakpoint
CREATE INDEX "sandbox_payment_order_idx" ON "sandbox_payment" USING btree ("parent_id","order_number");--> statement-breakpoint
-- Payments written before this column existed may have reached their provider: they count as sent, so they are looked up, never sent a second time.
UPDATE "payment" SET "sent_at" = "created_at";
