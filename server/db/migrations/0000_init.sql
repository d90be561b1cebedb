CREATE TABLE "box" (
	"id" serial PRIMARY KEY NOT NULL,
	"warehouse_id" integer NOT NULL,
	"name" text NOT NULL,
	"width_cm" integer NOT NULL,
	"length_cm" integer NOT NULL,
	"height_cm" integer NOT NULL,
	"floor" integer DEFAULT 0 NOT NULL,
	"plan_x" integer NOT NULL,
	"plan_y" integer NOT NULL,
	"plan_width" integer NOT NULL,
	"plan_height" integer NOT NULL,
	"price_minor" integer NOT NULL,
	"insurance_coverage_minor" integer DEFAULT 0 NOT NULL,
	"insurance_price_minor" integer,
	"active" boolean DEFAULT true NOT NULL,
	"occupancy" text DEFAULT 'FREE' NOT NULL,
	"held_until" timestamp with time zone,
	CONSTRAINT "box_dimensions_positive" CHECK ("box"."width_cm" > 0 and "box"."length_cm" > 0 and "box"."height_cm" > 0),
	CONSTRAINT "box_price_non_negative" CHECK ("box"."price_minor" >= 0),
	CONSTRAINT "box_occupancy_known" CHECK ("box"."occupancy" in ('FREE', 'HELD', 'RENTED'))
);
--> statement-breakpoint
CREATE TABLE "client_error" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"session_id" text,
	"username" text,
	"client_address" text,
	"error" text NOT NULL,
	"stacktrace" text,
	"context" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "floor_plan_fixture" (
	"id" serial PRIMARY KEY NOT NULL,
	"warehouse_id" integer NOT NULL,
	"floor" integer DEFAULT 0 NOT NULL,
	"kind" text NOT NULL,
	"x" integer NOT NULL,
	"y" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limit" (
	"key" text PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"hits" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "warehouse" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"country" char(3) NOT NULL,
	"branch_code" text NOT NULL,
	"street" text NOT NULL,
	"street_number" text NOT NULL,
	"city" text NOT NULL,
	"zip" text NOT NULL,
	"address_note" text,
	"description" text,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"barrier_free_entrance" boolean DEFAULT false NOT NULL,
	"nonstop_entry" boolean DEFAULT true NOT NULL,
	"heating" boolean DEFAULT false NOT NULL,
	"parking" boolean DEFAULT false NOT NULL,
	"smart" boolean DEFAULT false NOT NULL,
	"video_monitoring" boolean DEFAULT true NOT NULL,
	"first_month_free" boolean DEFAULT false NOT NULL,
	"starter_package" boolean DEFAULT false NOT NULL,
	"accessible_by_car" boolean DEFAULT true NOT NULL,
	"lock_version" text DEFAULT 'V2' NOT NULL,
	"opening_hours" text,
	"contact_phone" text,
	"deactivated" boolean DEFAULT false NOT NULL,
	"available_from" date,
	"plan_width" integer DEFAULT 2000 NOT NULL,
	"plan_height" integer DEFAULT 1200 NOT NULL,
	"free_box_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "warehouse_lat_range" CHECK ("warehouse"."lat" between -90 and 90),
	CONSTRAINT "warehouse_lng_range" CHECK ("warehouse"."lng" between -180 and 180)
);
--> statement-breakpoint
ALTER TABLE "box" ADD CONSTRAINT "box_warehouse_id_warehouse_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "warehouse"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "floor_plan_fixture" ADD CONSTRAINT "floor_plan_fixture_warehouse_id_warehouse_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "warehouse"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "box_warehouse_idx" ON "box" USING btree ("warehouse_id");--> statement-breakpoint
CREATE INDEX "box_free_price_idx" ON "box" USING btree ("warehouse_id","price_minor") WHERE "box"."active" and "box"."occupancy" = 'FREE';--> statement-breakpoint
CREATE UNIQUE INDEX "box_warehouse_name_uq" ON "box" USING btree ("warehouse_id","name");--> statement-breakpoint
CREATE INDEX "client_error_created_idx" ON "client_error" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "fixture_warehouse_idx" ON "floor_plan_fixture" USING btree ("warehouse_id");--> statement-breakpoint
CREATE INDEX "warehouse_geo_idx" ON "warehouse" USING gist (point("lng", "lat"));--> statement-breakpoint
CREATE INDEX "warehouse_country_idx" ON "warehouse" USING btree ("country");