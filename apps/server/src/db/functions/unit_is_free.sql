-- Whether no booking holds the unit on a night of [stay_start, stay_end) and no channel
-- block covers one. STABLE: it reads with the snapshot of the statement that calls it, so
-- an insert guarded by it sees what committed up to its own start.
CREATE OR REPLACE FUNCTION public.unit_is_free(unit_id integer, stay_start date, stay_end date)
 RETURNS boolean
 LANGUAGE plpgsql
 STABLE
AS $function$
BEGIN
  RETURN NOT EXISTS (
      SELECT 1 FROM "bookings" b
      WHERE b."room_id" = unit_id
        AND b."start_date" < stay_end AND b."end_date" > stay_start
        AND holds_unit(b."status", b."hold_expires_at"))
    AND NOT EXISTS (
      SELECT 1 FROM "channel_blocks" k
      WHERE k."room_id" = unit_id AND k."stay" && daterange(stay_start, stay_end, '[)'));
END $function$;
