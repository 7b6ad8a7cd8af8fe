-- A checkout's client in one round trip (issue 15: booking contention): its locks and the
-- unpaid holds it has, which were two statements, and the count of those holds read
-- through indexes instead of every unpaid hold there is (under a rush of new guests, each
-- checkout counted all of the others' holds). modules/bookings/inventory.repository.ts
-- calls lock_checkout_client.
--
-- "An unpaid hold" (pending, online, its hold running) is still written only here and in
-- own_unpaid_holds (migration 0015).

-- The unpaid holds of a guest email and of a client address, found by index.
CREATE INDEX "bookings_unpaid_guest_email_idx" ON "bookings" (lower("guest_email"))
  WHERE "status" = 'pending' AND "source" = 'online';
--> statement-breakpoint
CREATE INDEX "bookings_unpaid_address_idx" ON "bookings" ("client_address")
  WHERE "status" = 'pending' AND "source" = 'online';
--> statement-breakpoint

-- The unpaid holds of online checkouts there are now: those made with the email (a guest's
-- email, or an account's: lower case) and those started from the client address. The same
-- answer as migration 0015's version, each count read through an index: a guest's by
-- bookings_unpaid_guest_email_idx, an account's by users_email_lower_unique and
-- bookings_user_idx, an address's by bookings_unpaid_address_idx.
CREATE OR REPLACE FUNCTION "client_unpaid_holds"(client_email text, address text)
RETURNS TABLE (by_email integer, by_address integer)
LANGUAGE sql STABLE AS $$
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
$$;
--> statement-breakpoint

-- One checkout at a time per guest email and per client address (when lock_address): the
-- advisory locks of namespaces 4203 and 4204 until the transaction ends, taken in that
-- order before any unit, so two checkouts never wait on each other in a circle. Then, read
-- after the locks were had (VOLATILE: each statement here takes a new snapshot, so the
-- holds counted are the holds there are), the booker's own unpaid hold of the stay (NULL
-- without a stay) and the client's unpaid holds; and, when a stay is given and the booker
-- holds none of it, a unit claimed for it as claim_free_unit claims one (NULL when none is
-- free and unclaimed): a new checkout's client and its unit in one round trip.
CREATE FUNCTION "lock_checkout_client"(client_email text, address text, lock_address boolean,
  type_id integer, stay_start date, stay_end date, booker_user integer)
RETURNS TABLE (own_hold integer, by_email integer, by_address integer, claimed_unit integer)
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  own integer;
BEGIN
  PERFORM pg_advisory_xact_lock(4203, hashtext(client_email));
  IF lock_address THEN
    PERFORM pg_advisory_xact_lock(4204, hashtext(address));
  END IF;
  IF type_id IS NOT NULL THEN
    own := own_unpaid_hold(type_id, stay_start, stay_end, booker_user, client_email);
  END IF;
  RETURN QUERY SELECT own, h."by_email", h."by_address",
    CASE WHEN type_id IS NULL OR own IS NOT NULL THEN NULL
      ELSE claim_free_unit(type_id, stay_start, stay_end) END
  FROM client_unpaid_holds(client_email, address) h;
END $$;
