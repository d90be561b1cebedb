CREATE TABLE "free_box_subscription" (
	"id" serial PRIMARY KEY NOT NULL,
	"warehouse_id" integer NOT NULL,
	"email" text NOT NULL,
	"phone_number" text,
	"size" text,
	"language" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"notified_at" timestamp with time zone,
	CONSTRAINT "free_box_subscription_size_known" CHECK ("free_box_subscription"."size" is null or "free_box_subscription"."size" in ('XS', 'SMALL', 'MEDIUM', 'LARGE'))
);
--> statement-breakpoint
ALTER TABLE "free_box_subscription" ADD CONSTRAINT "free_box_subscription_warehouse_id_warehouse_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "warehouse"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "free_box_subscription_open_uq" ON "free_box_subscription" USING btree ("warehouse_id","email") WHERE "free_box_subscription"."notified_at" is null;--> statement-breakpoint
CREATE INDEX "free_box_subscription_pending_idx" ON "free_box_subscription" USING btree ("warehouse_id") WHERE "free_box_subscription"."notified_at" is null;