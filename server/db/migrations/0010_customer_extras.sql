CREATE TABLE "box_share" (
	"id" serial PRIMARY KEY NOT NULL,
	"contract_id" integer NOT NULL,
	"shared_with" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "franchise_enquiry" (
	"id" serial PRIMARY KEY NOT NULL,
	"full_name" text NOT NULL,
	"email" text NOT NULL,
	"phone_number" text NOT NULL,
	"business_experience" text NOT NULL,
	"current_position_and_area" text NOT NULL,
	"property_status" text NOT NULL,
	"property_area_in_m2" integer,
	"city_to_open" text NOT NULL,
	"capital_investment" text NOT NULL,
	"return_on_investment" text NOT NULL,
	"is_primary_income" text NOT NULL,
	"has_read_franchise_brochure" text NOT NULL,
	"motivation" text NOT NULL,
	"country" char(3) NOT NULL,
	"language" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referral_transaction" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" char(3) NOT NULL,
	"referred_user_id" integer,
	"rent_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referral_transaction_type_known" CHECK ("referral_transaction"."type" in ('CREDIT', 'DEBIT')),
	CONSTRAINT "referral_transaction_amount_positive" CHECK ("referral_transaction"."amount_minor" > 0)
);
--> statement-breakpoint
ALTER TABLE "box" ADD COLUMN "camera_snapshot_url" text;--> statement-breakpoint
ALTER TABLE "app_user" ADD COLUMN "newsletter_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "app_user" ADD COLUMN "referral_code" text;--> statement-breakpoint
ALTER TABLE "app_user" ADD COLUMN "referred_by" integer;--> statement-breakpoint
ALTER TABLE "box_share" ADD CONSTRAINT "box_share_contract_id_rental_contract_id_fk" FOREIGN KEY ("contract_id") REFERENCES "rental_contract"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "box_share" ADD CONSTRAINT "box_share_shared_with_app_user_id_fk" FOREIGN KEY ("shared_with") REFERENCES "app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_transaction" ADD CONSTRAINT "referral_transaction_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_transaction" ADD CONSTRAINT "referral_transaction_referred_user_id_app_user_id_fk" FOREIGN KEY ("referred_user_id") REFERENCES "app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_transaction" ADD CONSTRAINT "referral_transaction_rent_id_rent_id_fk" FOREIGN KEY ("rent_id") REFERENCES "rent"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "box_share_live_uq" ON "box_share" USING btree ("contract_id","shared_with") WHERE "box_share"."removed_at" is null;--> statement-breakpoint
CREATE INDEX "box_share_shared_with_idx" ON "box_share" USING btree ("shared_with");--> statement-breakpoint
CREATE INDEX "referral_transaction_user_idx" ON "referral_transaction" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "referral_credit_once_uq" ON "referral_transaction" USING btree ("referred_user_id") WHERE "referral_transaction"."type" = 'CREDIT';--> statement-breakpoint
CREATE UNIQUE INDEX "app_user_referral_code_uq" ON "app_user" USING btree ("referral_code");