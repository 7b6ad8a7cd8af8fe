-- The newest of the booker's unpaid holds of the stay (own_unpaid_holds), or NULL: the hold
-- a new checkout of the same stay takes up again.
CREATE OR REPLACE FUNCTION public.own_unpaid_hold(type_id integer, stay_start date, stay_end date, booker_user integer, booker_email text)
 RETURNS integer
 LANGUAGE plpgsql
 STABLE
AS $function$
BEGIN
  RETURN (
    SELECT own."id"
    FROM own_unpaid_holds(type_id, stay_start, stay_end, booker_user, booker_email) own
    ORDER BY own."id" DESC
    LIMIT 1);
END $function$;
