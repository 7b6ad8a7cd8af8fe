-- What Drizzle's pg-core cannot express. Accepted by PostgreSQL 15 (server) and 18 (PGlite).
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
-- Emails are unique ignoring case.
CREATE UNIQUE INDEX "users_email_lower_unique" ON "users" (lower("email"));
--> statement-breakpoint
-- The stay as a half-open range of nights, derived from the two dates.
ALTER TABLE "bookings" ADD COLUMN "stay" daterange GENERATED ALWAYS AS (daterange("start_date", "end_date", '[)')) STORED;
--> statement-breakpoint
-- The final guard against double booking (DESIGN §4): one unit, overlapping nights,
-- two active bookings is impossible whatever the application does.
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_double_booking"
  EXCLUDE USING gist ("room_id" WITH =, "stay" WITH &&)
  WHERE ("status" IN ('pending', 'confirmed', 'checked_in'));
