-- Claims a free unit of the type for [stay_start, stay_end) (decision 005), after marking
-- the type's holds that ran out as expired (the insert that follows must not meet them in
-- the exclusion constraint): the first free unit whose allocation lock (namespace 4202) is
-- had without waiting, so a unit another allocation is writing right now is skipped. The
-- candidates come from the loop query's snapshot, taken before the lock was had: the write
-- that follows checks the unit again (`unit_is_free`). NULL when none is free and unclaimed.
CREATE OR REPLACE FUNCTION public.claim_free_unit(type_id integer, stay_start date, stay_end date)
 RETURNS integer
 LANGUAGE plpgsql
AS $function$
DECLARE
  unit integer;
BEGIN
  UPDATE "bookings" SET "status" = 'expired', "updated_at" = now()
  WHERE "room_type_id" = type_id AND "status" = 'pending' AND "hold_expires_at" <= now();
  FOR unit IN
    SELECT free."id" FROM free_units(type_id, stay_start, stay_end) free ORDER BY free."id"
  LOOP
    IF pg_try_advisory_xact_lock(4202, unit) THEN
      RETURN unit;
    END IF;
  END LOOP;
  RETURN NULL;
END $function$;
