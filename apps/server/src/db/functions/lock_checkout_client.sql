-- A checkout's client in one round trip (issue 15: booking contention). One checkout at a
-- time per guest email, and per client address when there is a hold limit (hold_limit,
-- HOLDS_PER_CLIENT; 0 for none): the advisory locks of namespaces 4203 and 4204 until the
-- transaction ends, taken in that order before any unit, so two checkouts never wait on
-- each other in a circle. Then, read after the locks were had (VOLATILE: each statement
-- here takes a new snapshot, so the holds counted are the holds there are), the booker's
-- own unpaid hold of the stay (NULL without a stay) and the client's unpaid holds; and,
-- when a stay is given, the booker holds none of it and the client is not at its limit, a
-- unit claimed for it as claim_free_unit claims one (NULL when none is free and
-- unclaimed). A client already at its limit claims nothing: its checkout answers 429, and
-- a claim would have made a concurrent checkout of the same stay skip the unit.
CREATE OR REPLACE FUNCTION public.lock_checkout_client(client_email text, address text, type_id integer, stay_start date, stay_end date, booker_user integer, hold_limit integer)
 RETURNS TABLE(own_hold integer, by_email integer, by_address integer, claimed_unit integer)
 LANGUAGE plpgsql
AS $function$
DECLARE
  own integer;
BEGIN
  PERFORM pg_advisory_xact_lock(4203, hashtext(client_email));
  IF hold_limit > 0 THEN
    PERFORM pg_advisory_xact_lock(4204, hashtext(address));
  END IF;
  IF type_id IS NOT NULL THEN
    own := own_unpaid_hold(type_id, stay_start, stay_end, booker_user, client_email);
  END IF;
  RETURN QUERY SELECT own, h."by_email", h."by_address",
    CASE WHEN type_id IS NULL OR own IS NOT NULL THEN NULL
      WHEN hold_limit > 0 AND (h."by_email" >= hold_limit OR h."by_address" >= hold_limit)
        THEN NULL
      ELSE claim_free_unit(type_id, stay_start, stay_end) END
  FROM client_unpaid_holds(client_email, address) h;
END $function$;
