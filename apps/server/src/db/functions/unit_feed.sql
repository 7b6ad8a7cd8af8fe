-- The export feed's one statement (issue 14), kept in the database as a PL/pgSQL function:
-- PL/pgSQL plans the query once per connection and reuses the plan, so a channel's poll
-- costs the lookups, not the planning (on PGlite the plan took longer than the answer).
-- It returns a unit's token and number, its calendar's version (ETag and Last-Modified:
-- unit_calendar_versions, bumped by every write of its bookings, plus the holds of the unit
-- that ran out since, as a lapse changes the feed without a write), whether the poller's
-- validators still hold, and only when they do not the bookings that hold the unit now.
-- "Holds the unit" restates HOLDS_UNIT of db/holds.ts: change
-- both together. ical-export.test.ts checks an expired hold leaves the feed.
CREATE OR REPLACE FUNCTION public.unit_feed(unit_id integer, held_etags jsonb, held_since timestamp with time zone)
 RETURNS TABLE(token text, room_number text, etag text, last_modified double precision, not_modified boolean, bookings json)
 LANGUAGE plpgsql
 STABLE
AS $function$
#variable_conflict use_column
BEGIN
  RETURN QUERY
  SELECT r."ical_token"::text, r."room_number"::text, version.etag, version.last_modified,
    answer.not_modified,
    CASE WHEN answer.not_modified THEN NULL ELSE (
      SELECT coalesce(json_agg(json_build_object(
          'id', b."id",
          'start_date', to_char(b."start_date", 'YYYY-MM-DD'),
          'end_date', to_char(b."end_date", 'YYYY-MM-DD'),
          'stamp', to_char(b."updated_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'))
        ORDER BY b."start_date", b."id"), '[]'::json)
      FROM "bookings" b
      WHERE b."room_id" = r."id" AND b."status" IN ('pending', 'confirmed', 'checked_in')
        AND (b."status" <> 'pending' OR coalesce(b."hold_expires_at", 'infinity') > now())
    ) END
  FROM "rooms" r
  LEFT JOIN "unit_calendar_versions" v ON v."room_id" = r."id",
  -- Holds of the unit that ran out but are still pending (bookings_room_holds_idx).
  LATERAL (
    SELECT count(*) AS count, max(b."hold_expires_at") AS latest
    FROM "bookings" b
    WHERE b."room_id" = r."id" AND b."status" = 'pending' AND b."hold_expires_at" <= now()
  ) lapsed,
  -- The leading 2 is the feed's format: bump it when the calendar's layout changes.
  LATERAL (
    SELECT '"' || md5(concat_ws(' ', 2, r."room_number", coalesce(v."version", 0),
        lapsed.count)) || '"' AS etag,
      floor(extract(epoch FROM greatest(r."updated_at", v."changed_at", lapsed.latest)))::float8
        AS last_modified
  ) version,
  LATERAL (
    SELECT CASE
        WHEN held_etags IS NOT NULL THEN held_etags ? version.etag OR held_etags ? '*'
        WHEN held_since IS NOT NULL THEN version.last_modified <= extract(epoch FROM held_since)
        ELSE false END AS not_modified
  ) answer
  WHERE r."id" = unit_id AND r."deleted_at" IS NULL;
END $function$;
