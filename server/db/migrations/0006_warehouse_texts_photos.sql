CREATE TABLE "warehouse_photo" (
	"id" serial PRIMARY KEY NOT NULL,
	"warehouse_id" integer NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"path" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	CONSTRAINT "warehouse_photo_kind_known" CHECK ("warehouse_photo"."kind" in ('exterior', 'entrance', 'corridor', 'boxes', 'loading'))
);
--> statement-breakpoint
CREATE TABLE "warehouse_text" (
	"warehouse_id" integer NOT NULL,
	"language" text NOT NULL,
	"description" text,
	"opening_hours" text,
	"address_note" text,
	CONSTRAINT "warehouse_text_warehouse_id_language_pk" PRIMARY KEY("warehouse_id","language"),
	CONSTRAINT "warehouse_text_language_known" CHECK ("warehouse_text"."language" in ('SK', 'CS', 'EN', 'UK', 'PL', 'HU', 'RO'))
);
--> statement-breakpoint
ALTER TABLE "warehouse_photo" ADD CONSTRAINT "warehouse_photo_warehouse_id_warehouse_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "warehouse"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_text" ADD CONSTRAINT "warehouse_text_warehouse_id_warehouse_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "warehouse"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "warehouse_photo_position_uq" ON "warehouse_photo" USING btree ("warehouse_id","position");--> statement-breakpoint
-- Keep the texts written so far: descriptions and opening hours were English, address notes in the
-- language of the warehouse's country.
INSERT INTO "warehouse_text" ("warehouse_id", "language", "description", "opening_hours")
SELECT "id", 'EN', "description", "opening_hours" FROM "warehouse" WHERE "description" IS NOT NULL OR "opening_hours" IS NOT NULL;--> statement-breakpoint
INSERT INTO "warehouse_text" ("warehouse_id", "language", "address_note")
SELECT "id", CASE "country" WHEN 'SVK' THEN 'SK' WHEN 'CZE' THEN 'CS' WHEN 'POL' THEN 'PL' WHEN 'HUN' THEN 'HU' WHEN 'ROU' THEN 'RO' ELSE 'EN' END, "address_note"
FROM "warehouse" WHERE "address_note" IS NOT NULL
ON CONFLICT ("warehouse_id", "language") DO UPDATE SET "address_note" = excluded."address_note";--> statement-breakpoint
ALTER TABLE "warehouse" DROP COLUMN "address_note";--> statement-breakpoint
ALTER TABLE "warehouse" DROP COLUMN "description";--> statement-breakpoint
ALTER TABLE "warehouse" DROP COLUMN "opening_hours";