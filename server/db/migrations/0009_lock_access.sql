CREATE TABLE "lock_access_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"lock_id" text NOT NULL,
	"warehouse_id" integer NOT NULL,
	"box_id" integer,
	"contract_id" integer,
	"user_id" integer,
	"unlock_token_id" integer,
	"via" text NOT NULL,
	"result" text NOT NULL,
	"reason" text,
	"lat" double precision,
	"lng" double precision,
	"accuracy" double precision,
	"distance_metres" integer,
	CONSTRAINT "lock_access_log_via_known" CHECK ("lock_access_log"."via" in ('ACCOUNT', 'UNLOCK_TOKEN')),
	CONSTRAINT "lock_access_log_result_known" CHECK ("lock_access_log"."result" in ('OPENED', 'REFUSED', 'NO_RESPONSE'))
);
--> statement-breakpoint
CREATE TABLE "unlock_token" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"email" text NOT NULL,
	"granted_by" integer NOT NULL,
	"contract_id" integer,
	"warehouse_id" integer NOT NULL,
	"language" text NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_to" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "unlock_token_window" CHECK ("unlock_token"."valid_to" > "unlock_token"."valid_from")
);
--> statement-breakpoint
ALTER TABLE "warehouse" ADD COLUMN "access_hours" jsonb;--> statement-breakpoint
ALTER TABLE "warehouse" ADD COLUMN "backup_access_hours" jsonb;--> statement-breakpoint
ALTER TABLE "lock_access_log" ADD CONSTRAINT "lock_access_log_warehouse_id_warehouse_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "warehouse"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lock_access_log" ADD CONSTRAINT "lock_access_log_box_id_box_id_fk" FOREIGN KEY ("box_id") REFERENCES "box"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lock_access_log" ADD CONSTRAINT "lock_access_log_contract_id_rental_contract_id_fk" FOREIGN KEY ("contract_id") REFERENCES "rental_contract"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lock_access_log" ADD CONSTRAINT "lock_access_log_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lock_access_log" ADD CONSTRAINT "lock_access_log_unlock_token_id_unlock_token_id_fk" FOREIGN KEY ("unlock_token_id") REFERENCES "unlock_token"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unlock_token" ADD CONSTRAINT "unlock_token_granted_by_app_user_id_fk" FOREIGN KEY ("granted_by") REFERENCES "app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unlock_token" ADD CONSTRAINT "unlock_token_contract_id_rental_contract_id_fk" FOREIGN KEY ("contract_id") REFERENCES "rental_contract"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unlock_token" ADD CONSTRAINT "unlock_token_warehouse_id_warehouse_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "warehouse"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lock_access_log_contract_idx" ON "lock_access_log" USING btree ("contract_id","at");--> statement-breakpoint
CREATE INDEX "lock_access_log_lock_idx" ON "lock_access_log" USING btree ("lock_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "unlock_token_hash_uq" ON "unlock_token" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "unlock_token_granted_by_idx" ON "unlock_token" USING btree ("granted_by","created_at");--> statement-breakpoint
-- Warehouses without nonstop entry open daily 6:00–22:00, as their opening-hours texts say.
UPDATE "warehouse" SET "access_hours" = '[{"days":[1,2,3,4,5,6,7],"from":"06:00","to":"22:00"}]'::jsonb WHERE NOT "nonstop_entry";--> statement-breakpoint
-- A barrier-free warehouse's step-free backup entrance opens on working days 8:00–16:00.
UPDATE "warehouse" SET "backup_access_hours" = '[{"days":[1,2,3,4,5],"from":"08:00","to":"16:00","workingDaysOnly":true}]'::jsonb WHERE "barrier_free_entrance";
