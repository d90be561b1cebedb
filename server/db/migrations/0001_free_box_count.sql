-- Keeps warehouse.free_box_count equal to the number of active boxes whose occupancy is FREE, so the
-- search sorts by "has free boxes" without counting boxes per request. Held boxes whose hold expired
-- are returned to FREE by the hold sweeper, which fires this trigger too.
CREATE OR REPLACE FUNCTION box_is_free(active boolean, occupancy text) RETURNS integer
  LANGUAGE sql IMMUTABLE AS $$ SELECT CASE WHEN active AND occupancy = 'FREE' THEN 1 ELSE 0 END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION box_free_count_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND box_is_free(OLD.active, OLD.occupancy) = 1 THEN
    UPDATE warehouse SET free_box_count = free_box_count - 1 WHERE id = OLD.warehouse_id;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') AND box_is_free(NEW.active, NEW.occupancy) = 1 THEN
    UPDATE warehouse SET free_box_count = free_box_count + 1 WHERE id = NEW.warehouse_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER box_free_count_sync
  AFTER INSERT OR DELETE OR UPDATE OF active, occupancy, warehouse_id ON box
  FOR EACH ROW EXECUTE FUNCTION box_free_count_sync();
