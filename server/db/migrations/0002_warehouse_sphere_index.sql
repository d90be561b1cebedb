DROP INDEX "warehouse_geo_idx";--> statement-breakpoint
ALTER TABLE "warehouse" ADD COLUMN "min_free_price_minor" integer;--> statement-breakpoint
-- Nearby search on the sphere: a point as a unit vector in 3-D. The chord between two such vectors
-- is 2·sin(θ/2) for their central angle θ, monotonic in the great-circle distance, so the cube GiST
-- index's k-nearest-neighbour scan returns warehouses in exact great-circle order.
-- Extensions belong to the whole database: keep it in public, whatever schema the tables live in.
CREATE EXTENSION IF NOT EXISTS cube SCHEMA public;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION geo_unit_vector(lat float8, lng float8) RETURNS cube
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT public.cube(ARRAY[cos(radians(lat)) * cos(radians(lng)), cos(radians(lat)) * sin(radians(lng)), sin(radians(lat))])
$$;
--> statement-breakpoint
CREATE INDEX "warehouse_sphere_idx" ON "warehouse" USING gist (geo_unit_vector("lat", "lng"));
--> statement-breakpoint
-- The trigger now recounts the affected warehouse (free count and cheapest free price) instead of
-- adding and subtracting, so a price change is reflected too and the numbers cannot drift.
CREATE OR REPLACE FUNCTION warehouse_refresh_free_boxes(wid integer) RETURNS void LANGUAGE sql AS $$
  UPDATE warehouse SET free_box_count = s.n, min_free_price_minor = s.p
  FROM (SELECT count(*)::int AS n, min(price_minor) AS p FROM box
        WHERE warehouse_id = wid AND active AND occupancy = 'FREE') s
  WHERE id = wid
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION box_free_count_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM warehouse_refresh_free_boxes(OLD.warehouse_id);
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.warehouse_id <> OLD.warehouse_id) THEN
    PERFORM warehouse_refresh_free_boxes(NEW.warehouse_id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS box_free_count_sync ON box;
--> statement-breakpoint
CREATE TRIGGER box_free_count_sync
  AFTER INSERT OR DELETE OR UPDATE OF active, occupancy, warehouse_id, price_minor ON box
  FOR EACH ROW EXECUTE FUNCTION box_free_count_sync();
--> statement-breakpoint
UPDATE warehouse w SET free_box_count = coalesce(s.n, 0), min_free_price_minor = s.p
FROM warehouse w2 LEFT JOIN (SELECT warehouse_id, count(*)::int AS n, min(price_minor) AS p FROM box
  WHERE active AND occupancy = 'FREE' GROUP BY warehouse_id) s ON s.warehouse_id = w2.id
WHERE w.id = w2.id;
