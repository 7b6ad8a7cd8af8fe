-- Whether a booking in this status holds its unit now: pending only until its hold runs
-- out. A plain SQL expression, inlined where it is used (free_units, unit_is_free).
-- It restates HOLDS_UNIT of db/holds.ts: change them together.
CREATE OR REPLACE FUNCTION public.holds_unit(status text, hold_expires_at timestamp with time zone)
 RETURNS boolean
 LANGUAGE sql
 STABLE
AS $function$
  SELECT status IN ('pending', 'confirmed', 'checked_in')
    AND (status <> 'pending' OR coalesce(hold_expires_at, 'infinity') > now())
$function$;
