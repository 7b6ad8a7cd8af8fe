-- lock_checkout_client (0016) claimed a unit for every new checkout, even one its client's
-- hold limit refuses: that checkout answers 429 and its transaction ends, but meanwhile the
-- unit's claim (an advisory lock, taken without waiting) made a concurrent checkout of the
-- same stay skip the unit. Now the limit comes in (hold_limit, HOLDS_PER_CLIENT; 0 for none)
-- and a client already at it claims nothing. The address lock, which only the limit needs,
-- is taken when there is one (0016's lock_address argument was always the same test).
-- Otherwise as in 0016.
DROP FUNCTION "lock_checkout_client"(text, text, boolean, integer, date, date, integer);
--> statement-breakpoint
CREATE FUNCTION "lock_checkout_client"(client_email text, address text, type_id integer,
  stay_start date, stay_end date, booker_user integer, hold_limit integer)
RETURNS TABLE (own_hold integer, by_email integer, by_address integer, claimed_unit integer)
LANGUAGE plpgsql VOLATILE AS $$
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
END $$;
