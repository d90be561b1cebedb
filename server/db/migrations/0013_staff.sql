CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" integer,
	"actor_role" text NOT NULL,
	"actor_email" text NOT NULL,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text,
	"warehouse_id" integer,
	"before" jsonb,
	"after" jsonb,
	"reason" text,
	"request_id" text,
	"address" text,
	CONSTRAINT "audit_log_actor_role_known" CHECK ("audit_log"."actor_role" in ('ADMIN', 'OWNER', 'SUPPORT', 'SYSTEM'))
);
--> statement-breakpoint
CREATE TABLE "staff_account" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"role" text NOT NULL,
	"password_hash" text,
	"totp_secret" text,
	"totp_last_step" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"disabled_at" timestamp with time zone,
	CONSTRAINT "staff_account_role_known" CHECK ("staff_account"."role" in ('ADMIN', 'OWNER', 'SUPPORT'))
);
--> statement-breakpoint
CREATE TABLE "staff_challenge" (
	"id" serial PRIMARY KEY NOT NULL,
	"staff_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_recovery_code" (
	"id" serial PRIMARY KEY NOT NULL,
	"staff_id" integer NOT NULL,
	"code_hash" text NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "staff_session" (
	"id" serial PRIMARY KEY NOT NULL,
	"staff_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_setup_link" (
	"id" serial PRIMARY KEY NOT NULL,
	"staff_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"pending_totp_secret" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "staff_warehouse" (
	"staff_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	CONSTRAINT "staff_warehouse_staff_id_warehouse_id_pk" PRIMARY KEY("staff_id","warehouse_id")
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_staff_account_id_fk" FOREIGN KEY ("actor_id") REFERENCES "staff_account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_warehouse_id_warehouse_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "warehouse"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_challenge" ADD CONSTRAINT "staff_challenge_staff_id_staff_account_id_fk" FOREIGN KEY ("staff_id") REFERENCES "staff_account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_recovery_code" ADD CONSTRAINT "staff_recovery_code_staff_id_staff_account_id_fk" FOREIGN KEY ("staff_id") REFERENCES "staff_account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_session" ADD CONSTRAINT "staff_session_staff_id_staff_account_id_fk" FOREIGN KEY ("staff_id") REFERENCES "staff_account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_setup_link" ADD CONSTRAINT "staff_setup_link_staff_id_staff_account_id_fk" FOREIGN KEY ("staff_id") REFERENCES "staff_account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_warehouse" ADD CONSTRAINT "staff_warehouse_staff_id_staff_account_id_fk" FOREIGN KEY ("staff_id") REFERENCES "staff_account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_warehouse" ADD CONSTRAINT "staff_warehouse_warehouse_id_warehouse_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "warehouse"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id","id");--> statement-breakpoint
CREATE INDEX "audit_log_target_idx" ON "audit_log" USING btree ("target_type","target_id");--> statement-breakpoint
CREATE INDEX "audit_log_warehouse_idx" ON "audit_log" USING btree ("warehouse_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_account_email_uq" ON "staff_account" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_challenge_token_uq" ON "staff_challenge" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "staff_challenge_staff_idx" ON "staff_challenge" USING btree ("staff_id");--> statement-breakpoint
CREATE INDEX "staff_recovery_code_staff_idx" ON "staff_recovery_code" USING btree ("staff_id");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_session_token_uq" ON "staff_session" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "staff_session_staff_idx" ON "staff_session" USING btree ("staff_id");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_setup_link_token_uq" ON "staff_setup_link" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "staff_setup_link_staff_idx" ON "staff_setup_link" USING btree ("staff_id");--> statement-breakpoint
CREATE INDEX "staff_warehouse_warehouse_idx" ON "staff_warehouse" USING btree ("warehouse_id");--> statement-breakpoint
-- The audit log is append-only for every caller, the application included: a row once written is never changed or removed.
CREATE OR REPLACE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP;
END;
$$;--> statement-breakpoint
CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();
