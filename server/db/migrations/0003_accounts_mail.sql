CREATE TABLE "account_token" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "account_token_purpose_known" CHECK ("account_token"."purpose" in ('verify-email', 'reset-password'))
);
--> statement-breakpoint
CREATE TABLE "app_user" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_type" text DEFAULT 'ClientUser' NOT NULL,
	"email" text NOT NULL,
	"phone_number" text,
	"password_hash" text,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"date_of_birth" date,
	"gender" text,
	"language" text DEFAULT 'EN' NOT NULL,
	"newsletter" boolean DEFAULT false NOT NULL,
	"terms_accepted_at" timestamp with time zone,
	"privacy_accepted_at" timestamp with time zone,
	"email_verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone,
	CONSTRAINT "app_user_type_known" CHECK ("app_user"."user_type" in ('ClientUser', 'OwnerUser', 'AdminUser')),
	CONSTRAINT "app_user_gender_known" CHECK ("app_user"."gender" in ('Male', 'Female')),
	CONSTRAINT "app_user_language_known" CHECK ("app_user"."language" in ('SK', 'CS', 'EN', 'UK', 'PL', 'HU', 'RO'))
);
--> statement-breakpoint
CREATE TABLE "auth_session" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"device_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "device_token" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"device_id" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "info_message" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"language" text,
	"text" text NOT NULL,
	"important" boolean DEFAULT false NOT NULL,
	"visible_from" timestamp with time zone DEFAULT now() NOT NULL,
	"visible_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoicing_details" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"type" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"personal_id" text,
	"telephone_number" text NOT NULL,
	"company_name" text,
	"company_ico" text,
	"company_dic" text,
	"company_ic_dph" text,
	"street" text NOT NULL,
	"street_number" text NOT NULL,
	"city" text NOT NULL,
	"zip" text NOT NULL,
	"country_code" char(3) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoicing_details_type_known" CHECK ("invoicing_details"."type" in ('FyzickaOsoba', 'PravnickaOsoba'))
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"html" text NOT NULL,
	"text" text NOT NULL,
	"language" text NOT NULL,
	"template" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"delivered_via" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_outbox_status_known" CHECK ("mail_outbox"."status" in ('pending', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "rental_contract" (
	"id" serial PRIMARY KEY NOT NULL,
	"business_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"box_id" integer NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"termination_at" date,
	CONSTRAINT "rental_contract_status_known" CHECK ("rental_contract"."status" in ('ACTIVE', 'TERMINATING', 'EVICTED', 'TERMINATED'))
);
--> statement-breakpoint
ALTER TABLE "account_token" ADD CONSTRAINT "account_token_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_session" ADD CONSTRAINT "auth_session_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_token" ADD CONSTRAINT "device_token_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "info_message" ADD CONSTRAINT "info_message_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoicing_details" ADD CONSTRAINT "invoicing_details_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_contract" ADD CONSTRAINT "rental_contract_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_contract" ADD CONSTRAINT "rental_contract_box_id_box_id_fk" FOREIGN KEY ("box_id") REFERENCES "box"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "account_token_token_uq" ON "account_token" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "account_token_user_idx" ON "account_token" USING btree ("user_id","purpose");--> statement-breakpoint
CREATE UNIQUE INDEX "app_user_email_uq" ON "app_user" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "app_user_phone_uq" ON "app_user" USING btree ("phone_number");--> statement-breakpoint
CREATE UNIQUE INDEX "auth_session_token_uq" ON "auth_session" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "auth_session_user_idx" ON "auth_session" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "device_token_token_uq" ON "device_token" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "device_token_user_idx" ON "device_token" USING btree ("user_id","device_id");--> statement-breakpoint
CREATE INDEX "info_message_user_idx" ON "info_message" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("next_attempt_at") WHERE "mail_outbox"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "mail_outbox_to_idx" ON "mail_outbox" USING btree ("to_address","id");--> statement-breakpoint
CREATE UNIQUE INDEX "rental_contract_business_id_uq" ON "rental_contract" USING btree ("business_id");--> statement-breakpoint
CREATE INDEX "rental_contract_user_idx" ON "rental_contract" USING btree ("user_id","status");