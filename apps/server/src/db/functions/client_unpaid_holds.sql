-- The unpaid holds of online checkouts there are now: those made with the email (a guest's
-- email, or an account's: lower case) and those started from the client address, each
-- count read through an index: a guest's by bookings_unpaid_guest_email_idx, an account's
-- by users_email_lower_unique and bookings_user_idx, an address's by
-- bookings_unpaid_address_idx (migration 0016). "An unpaid hold" (pending, online, its hold
-- running) is written only here and in own_unpaid_holds.
CREATE OR REPLACE FUNCTION public.client_unpaid_holds(client_email text, address text)
 RETURNS TABLE(by_email integer, by_address integer)
 LANGUAGE sql
 STABLE
AS $function$
  SELECT
    ((SELECT count(*) FROM "bookings" b
        WHERE b."status" = 'pending' AND b."source" = 'online' AND b."hold_expires_at" > now()
          AND b."user_id" IS NULL AND lower(b."guest_email") = client_email)
      + (SELECT count(*) FROM "users" u JOIN "bookings" b ON b."user_id" = u."id"
        WHERE lower(u."email") = client_email
          AND b."status" = 'pending' AND b."source" = 'online' AND b."hold_expires_at" > now())
    )::integer,
    (SELECT count(*) FROM "bookings" b
      WHERE b."status" = 'pending' AND b."source" = 'online' AND b."hold_expires_at" > now()
        AND b."client_address" = address)::integer
$function$;
