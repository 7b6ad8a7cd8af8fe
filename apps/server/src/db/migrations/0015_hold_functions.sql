-- The statements of a booking request's hold (issue 15: booking contention), kept in the
-- database as PL/pgSQL functions as `unit_feed` is (migration 0014): PL/pgSQL plans each
-- query once per connection and reuses the plan, where a statement sent by the app was
-- parsed and planned on every request (on PGlite, on the app's own thread, planning cost
-- more than running). modules/bookings/inventory.repository.ts calls them.
--
-- "Holds the unit" (holds_unit) restates HOLDS_UNIT of inventory.repository.ts and "for
-- sale" its UNIT_FOR_SALE: change them together. "An unpaid hold" (pending, online, its
-- hold running) is written here only, in own_unpaid_holds and client_unpaid_holds.

-- Whether a booking in this status holds its unit now: pending only until its hold runs
-- out. A plain SQL expression, inlined where it is used (free_units, unit_is_free).
CREATE FUNCTION "holds_unit"(status text, hold_expires_at timestamptz)
RETURNS boolean
LANGUAGE sql STABLE AS $$
  SELECT status IN ('pending', 'confirmed', 'checked_in')
    AND (status <> 'pending' OR coalesce(hold_expires_at, 'infinity') > now())
$$;
--> statement-breakpoint

-- The units of the type free for every night of [stay_start, stay_end): no booking
-- holds one on one of those nights, no channel block covers one, and each is for sale.
-- Written for the (room_type_id, start_date, end_date) index: half-open stays overlap when
-- start_date < stay_end and end_date > stay_start. A plain SQL function, so the planner
-- inlines it into the query that reads it (claim_free_unit, stay_check): no call of its own.
CREATE FUNCTION "free_units"(type_id integer, stay_start date, stay_end date)
RETURNS TABLE (id integer)
LANGUAGE sql STABLE AS $$
  SELECT r."id" FROM "rooms" r
  WHERE r."room_type_id" = type_id AND r."is_available" AND r."deleted_at" IS NULL
    AND r."id" NOT IN (
      SELECT b."room_id" FROM "bookings" b
      WHERE b."room_type_id" = type_id
        AND b."start_date" < stay_end AND b."end_date" > stay_start
        AND holds_unit(b."status", b."hold_expires_at"))
    AND NOT EXISTS (
      SELECT 1 FROM "channel_blocks" k
      WHERE k."room_id" = r."id" AND k."stay" && daterange(stay_start, stay_end, '[)'))
$$;
--> statement-breakpoint

-- Claims a free unit of the type for [stay_start, stay_end) (decision 005), after marking
-- the type's holds that ran out as expired (the insert that follows must not meet them in
-- the exclusion constraint): the first free unit whose allocation lock (namespace 4202) is
-- had without waiting, so a unit another allocation is writing right now is skipped. The
-- candidates come from the loop query's snapshot, taken before the lock was had: the write
-- that follows checks the unit again (`unit_is_free`). NULL when none is free and unclaimed.
CREATE FUNCTION "claim_free_unit"(type_id integer, stay_start date, stay_end date)
RETURNS integer
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  unit integer;
BEGIN
  UPDATE "bookings" SET "status" = 'expired', "updated_at" = now()
  WHERE "room_type_id" = type_id AND "status" = 'pending' AND "hold_expires_at" <= now();
  FOR unit IN
    SELECT free."id" FROM free_units(type_id, stay_start, stay_end) free ORDER BY free."id"
  LOOP
    IF pg_try_advisory_xact_lock(4202, unit) THEN
      RETURN unit;
    END IF;
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint

-- Whether no booking holds the unit on a night of [stay_start, stay_end) and no channel
-- block covers one. STABLE: it reads with the snapshot of the statement that calls it, so
-- an insert guarded by it sees what committed up to its own start.
CREATE FUNCTION "unit_is_free"(unit_id integer, stay_start date, stay_end date)
RETURNS boolean
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN NOT EXISTS (
      SELECT 1 FROM "bookings" b
      WHERE b."room_id" = unit_id
        AND b."start_date" < stay_end AND b."end_date" > stay_start
        AND holds_unit(b."status", b."hold_expires_at"))
    AND NOT EXISTS (
      SELECT 1 FROM "channel_blocks" k
      WHERE k."room_id" = unit_id AND k."stay" && daterange(stay_start, stay_end, '[)'));
END $$;
--> statement-breakpoint

-- The booker's unpaid holds of exactly this room type and these nights: an account's by
-- its user id (booker_user), a guest's by the email (stored lower case). A plain SQL
-- function, inlined into the query that reads it (own_unpaid_hold, stay_check).
CREATE FUNCTION "own_unpaid_holds"(type_id integer, stay_start date, stay_end date,
  booker_user integer, booker_email text)
RETURNS TABLE (id integer)
LANGUAGE sql STABLE AS $$
  SELECT b."id" FROM "bookings" b
  WHERE b."room_type_id" = type_id AND b."start_date" = stay_start
    AND b."end_date" = stay_end
    AND b."status" = 'pending' AND b."source" = 'online' AND b."hold_expires_at" > now()
    AND CASE WHEN booker_user IS NULL
      THEN b."user_id" IS NULL AND lower(b."guest_email") = booker_email
      ELSE b."user_id" = booker_user END
$$;
--> statement-breakpoint

-- The newest of them, or NULL: the hold a new checkout of the same stay takes up again.
CREATE FUNCTION "own_unpaid_hold"(type_id integer, stay_start date, stay_end date,
  booker_user integer, booker_email text)
RETURNS integer
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (
    SELECT own."id"
    FROM own_unpaid_holds(type_id, stay_start, stay_end, booker_user, booker_email) own
    ORDER BY own."id" DESC
    LIMIT 1);
END $$;
--> statement-breakpoint

-- The unpaid holds of online checkouts there are now: those made with the email (as a
-- guest's email or an account's, lower case) and those started from the client address.
CREATE FUNCTION "client_unpaid_holds"(client_email text, address text)
RETURNS TABLE (by_email integer, by_address integer)
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN QUERY
  SELECT
    (count(*) FILTER (WHERE lower(coalesce(u."email", b."guest_email")) = client_email))::integer,
    (count(*) FILTER (WHERE b."client_address" = address))::integer
  FROM "bookings" b LEFT JOIN "users" u ON u."id" = b."user_id"
  WHERE b."status" = 'pending' AND b."source" = 'online' AND b."hold_expires_at" > now();
END $$;
--> statement-breakpoint

-- The availability check in front of every booking request, in one call: the first unit
-- of the type free for every night of [stay_start, stay_end) (free_units), the booker's
-- newest unpaid hold of those nights (own_unpaid_holds; not own_unpaid_hold: a nested
-- PL/pgSQL call cost more than the query), and the approved affiliate of the code (as
-- stored, upper case) with its account's email, as json (id, userId, email, accountEmail).
CREATE FUNCTION "stay_check"(type_id integer, stay_start date, stay_end date,
  booker_user integer, booker_email text, code text)
RETURNS TABLE (free_unit integer, own_hold integer, affiliate json)
LANGUAGE plpgsql STABLE AS $$
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
END $$;
