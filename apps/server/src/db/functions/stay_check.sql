-- The availability check in front of every booking request, in one call: the first unit
-- of the type free for every night of [stay_start, stay_end) (free_units), the booker's
-- newest unpaid hold of those nights (own_unpaid_holds; not own_unpaid_hold: a nested
-- PL/pgSQL call cost more than the query), and the approved affiliate of the code (as
-- stored, upper case) with its account's email, as json (id, userId, email, accountEmail).
CREATE OR REPLACE FUNCTION public.stay_check(type_id integer, stay_start date, stay_end date, booker_user integer, booker_email text, code text)
 RETURNS TABLE(free_unit integer, own_hold integer, affiliate json)
 LANGUAGE plpgsql
 STABLE
AS $function$
BEGIN
  RETURN QUERY SELECT
    (SELECT free."id" FROM free_units(type_id, stay_start, stay_end) free
      ORDER BY free."id" LIMIT 1),
    (SELECT own."id"
      FROM own_unpaid_holds(type_id, stay_start, stay_end, booker_user, booker_email) own
      ORDER BY own."id" DESC
      LIMIT 1),
    (SELECT json_build_object('id', a."id", 'userId', a."user_id", 'email', a."email",
        'accountEmail', u."email")
      FROM "affiliates" a JOIN "users" u ON u."id" = a."user_id"
      WHERE a."affiliate_code" = code AND a."status" = 'approved');
END $function$;
