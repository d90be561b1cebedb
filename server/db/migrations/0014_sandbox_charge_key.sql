DROP INDEX "sandbox_payment_order_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_payment_charge_uq" ON "sandbox_payment" USING btree ("parent_id","order_number");