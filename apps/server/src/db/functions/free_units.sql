-- The units of the type free for every night of [stay_start, stay_end): no booking
-- holds one on one of those nights, no channel block covers one, and each is for sale
-- ("for sale" restates UNIT_FOR_SALE of db/units.ts: change
-- them together). Written for the (room_type_id, start_date, end_date) index: half-open
-- stays overlap when start_date < stay_end and end_date > stay_start. A plain SQL function,
-- so the planner inlines it into the query that reads it (claim_free_unit, stay_check): no
-- call of its own.
CREATE OR REPLACE FUNCTION public.free_units(type_id integer, stay_start date, stay_end date)
 RETURNS TABLE(id integer)
 LANGUAGE sql
 STABLE
AS $function$
  SELECT r."id" FROM "rooms" r
  WHERE r."room_type_id" = type_id AND r."is_available" AND r."deleted_at" IS NULL
    AND r."id" NOT IN (
      SELECT b."room_id" FROM "bookings" b
      WHERE b."room_type_id" = type_id
        AND b."start_date" < stay_end AND b."end_date" > stay_start
        AND holds_unit(b."status", b."hold_expires_at"))
    AND NOT EXISTS (
      SELECT 1 FROM "channel_blocks" k
      WHERE k."room_id" = r."id" AND k."stay" && daterange(stay_start, stay_end, '[)'))
$function$;
