CREATE TABLE "cancellation_request" (
	"id" serial PRIMARY KEY NOT NULL,
	"contract_id" integer NOT NULL,
	"day" date NOT NULL,
	"reasons" jsonb NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"eviction_confirmed_at" timestamp with time zone,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "rent_payment" (
	"payment_id" integer NOT NULL,
	"rent_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "rent_payment_payment_id_pk" PRIMARY KEY("payment_id")
);
--> statement-breakpoint
CREATE TABLE "job_run" (
	"id" serial PRIMARY KEY NOT NULL,
	"job" text NOT NULL,
	"status" text DEFAULT 'IN_PROGRESS' NOT NULL,
	"as_of" date NOT NULL,
	"processed" integer DEFAULT 0 NOT NULL,
	"error" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "job_run_status_known" CHECK ("job_run"."status" in ('IN_PROGRESS', 'FINISHED', 'FAILED'))
);
--> statement-breakpoint
ALTER TABLE "cancellation_request" ADD CONSTRAINT "cancellation_request_contract_id_rental_contract_id_fk" FOREIGN KEY ("contract_id") REFERENCES "rental_contract"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rent_payment" ADD CONSTRAINT "rent_payment_payment_id_payment_id_fk" FOREIGN KEY ("payment_id") REFERENCES "payment"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rent_payment" ADD CONSTRAINT "rent_payment_rent_id_rent_id_fk" FOREIGN KEY ("rent_id") REFERENCES "rent"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rent_payment" ADD CONSTRAINT "rent_payment_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cancellation_request_contract_uq" ON "cancellation_request" USING btree ("contract_id");--> statement-breakpoint
CREATE INDEX "rent_payment_rent_idx" ON "rent_payment" USING btree ("rent_id");--> statement-breakpoint
CREATE INDEX "job_run_job_idx" ON "job_run" USING btree ("job","started_at");