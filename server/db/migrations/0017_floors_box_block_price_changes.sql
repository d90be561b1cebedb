CREATE TABLE "price_change" (
	"id" serial PRIMARY KEY NOT NULL,
	"warehouse_id" integer NOT NULL,
	"kind" text NOT NULL,
	"box_id" integer,
	"size_class" text,
	"period_months" integer,
	"amount_minor" integer,
	"coverage_minor" integer,
	"percent" integer,
	"effective_from" date NOT NULL,
	"applied_at" timestamp with time zone,
	"withdrawn_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_change_terms" CHECK (("price_change"."kind" = 'RENT' and "price_change"."amount_minor" >= 0 and "price_change"."coverage_minor" is null and "price_change"."percent" is null and "price_change"."period_months" is null)
        or ("price_change"."kind" = 'INSURANCE' and "price_change"."coverage_minor" >= 0 and ("price_change"."amount_minor" is null or "price_change"."amount_minor" >= 0) and "price_change"."percent" is null and "price_change"."period_months" is null)
        or ("price_change"."kind" = 'PERIOD_DISCOUNT' and "price_change"."period_months" in (3, 6, 12) and "price_change"."percent" between 0 and 50 and "price_change"."amount_minor" is null and "price_change"."coverage_minor" is null)),
	CONSTRAINT "price_change_target" CHECK (("price_change"."kind" = 'PERIOD_DISCOUNT' and "price_change"."box_id" is null and "price_change"."size_class" is null)
        or ("price_change"."kind" <> 'PERIOD_DISCOUNT' and (("price_change"."box_id" is not null and "price_change"."size_class" is null)
          or ("price_change"."box_id" is null and "price_change"."size_class" in ('XS', 'SMALL', 'MEDIUM', 'LARGE')))))
);
--> statement-breakpoint
CREATE TABLE "warehouse_floor" (
	"warehouse_id" integer NOT NULL,
	"floor" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "warehouse_floor_warehouse_id_floor_pk" PRIMARY KEY("warehouse_id","floor"),
	CONSTRAINT "warehouse_floor_range" CHECK ("warehouse_floor"."floor" between 0 and 99)
);
--> statement-breakpoint
ALTER TABLE "box" ADD COLUMN "blocked_reason" text;--> statement-breakpoint
ALTER TABLE "price_change" ADD CONSTRAINT "price_change_warehouse_id_warehouse_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "warehouse"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_change" ADD CONSTRAINT "price_change_box_id_box_id_fk" FOREIGN KEY ("box_id") REFERENCES "box"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_change" ADD CONSTRAINT "price_change_created_by_staff_account_id_fk" FOREIGN KEY ("created_by") REFERENCES "staff_account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_floor" ADD CONSTRAINT "warehouse_floor_warehouse_id_warehouse_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "warehouse"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "price_change_warehouse_idx" ON "price_change" USING btree ("warehouse_id","effective_from");--> statement-breakpoint
CREATE INDEX "price_change_pending_idx" ON "price_change" USING btree ("effective_from") WHERE "price_change"."applied_at" is null and "price_change"."withdrawn_at" is null and "price_change"."kind" <> 'PERIOD_DISCOUNT';