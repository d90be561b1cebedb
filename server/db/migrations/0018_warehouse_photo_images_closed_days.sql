CREATE TABLE "warehouse_closed_day" (
	"warehouse_id" integer NOT NULL,
	"day" date NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	CONSTRAINT "warehouse_closed_day_warehouse_id_day_pk" PRIMARY KEY("warehouse_id","day")
);
--> statement-breakpoint
CREATE TABLE "warehouse_photo_image" (
	"photo_id" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"hash" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "warehouse_photo_image_photo_id_width_pk" PRIMARY KEY("photo_id","width")
);
--> statement-breakpoint
ALTER TABLE "warehouse_closed_day" ADD CONSTRAINT "warehouse_closed_day_warehouse_id_warehouse_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "warehouse"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_photo_image" ADD CONSTRAINT "warehouse_photo_image_photo_id_warehouse_photo_id_fk" FOREIGN KEY ("photo_id") REFERENCES "warehouse_photo"("id") ON DELETE cascade ON UPDATE no action;