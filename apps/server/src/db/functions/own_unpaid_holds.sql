-- The booker's unpaid holds of exactly this room type and these nights: an account's by
-- its user id (booker_user), a guest's by the email (stored lower case). A plain SQL
-- function, inlined into the query that reads it (own_unpaid_hold, stay_check).
-- "An unpaid hold" (pending, online, its hold running) is written only here and in
-- client_unpaid_holds.
CREATE OR REPLACE FUNCTION public.own_unpaid_holds(type_id integer, stay_start date, stay_end date, booker_user integer, booker_email text)
 RETURNS TABLE(id integer)
 LANGUAGE sql
 STABLE
AS $function$
  SELECT b."id" FROM "bookings" b
  WHERE b."room_type_id" = type_id AND b."start_date" = stay_start
    AND b."end_date" = stay_end
    AND b."status" = 'pending' AND b."source" = 'online' AND b."hold_expires_at" > now()
    AND CASE WHEN booker_user IS NULL
      THEN b."user_id" IS NULL AND lower(b."guest_email") = booker_email
      ELSE b."user_id" = booker_user END
$function$;
