-- Trigger function of bookings_bump_unit_calendar (migration 0013): every write of a booking
-- bumps its unit's calendar version (and the unit it left, when it moved): the export's ETag
-- and Last-Modified then read one row. Units without a row yet are at version 0.
CREATE OR REPLACE FUNCTION public.bump_unit_calendar_version()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD."room_id" IS NOT NULL THEN
    INSERT INTO "unit_calendar_versions" AS v ("room_id", "version", "changed_at")
      VALUES (OLD."room_id", 1, now())
      ON CONFLICT ("room_id") DO UPDATE SET "version" = v."version" + 1, "changed_at" = now();
  END IF;
  IF TG_OP <> 'DELETE' AND NEW."room_id" IS NOT NULL
     AND (TG_OP = 'INSERT' OR NEW."room_id" IS DISTINCT FROM OLD."room_id") THEN
    INSERT INTO "unit_calendar_versions" AS v ("room_id", "version", "changed_at")
      VALUES (NEW."room_id", 1, now())
      ON CONFLICT ("room_id") DO UPDATE SET "version" = v."version" + 1, "changed_at" = now();
  END IF;
  RETURN NULL;
END $function$;
