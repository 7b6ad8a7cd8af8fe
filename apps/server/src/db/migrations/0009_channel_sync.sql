CREATE TABLE "channel_blocks" (
	"id" serial PRIMARY KEY NOT NULL,
	"feed_id" integer NOT NULL,
	"room_id" integer NOT NULL,
	"uid" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"summary" text,
	"conflict_booking_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "channel_blocks_dates_check" CHECK ("channel_blocks"."end_date" > "channel_blocks"."start_date")
);
--> statement-breakpoint
CREATE TABLE "channel_feeds" (
	"id" serial PRIMARY KEY NOT NULL,
	"room_id" integer NOT NULL,
	"channel" text NOT NULL,
	"url" text NOT NULL,
	"etag" text,
	"last_modified" text,
	"last_synced_at" timestamp with time zone,
	"last_success_at" timestamp with time zone,
	"events_imported" integer DEFAULT 0 NOT NULL,
	"consecutive_failures" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_sync_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lease_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "channel_feeds_channel_check" CHECK ("channel_feeds"."channel" in ('airbnb', 'booking_com', 'other'))
);
--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "ical_token" text;--> statement-breakpoint
ALTER TABLE "channel_blocks" ADD CONSTRAINT "channel_blocks_feed_id_channel_feeds_id_fk" FOREIGN KEY ("feed_id") REFERENCES "public"."channel_feeds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_blocks" ADD CONSTRAINT "channel_blocks_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_blocks" ADD CONSTRAINT "channel_blocks_conflict_booking_id_bookings_id_fk" FOREIGN KEY ("conflict_booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_feeds" ADD CONSTRAINT "channel_feeds_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "channel_blocks_occurrence_unique" ON "channel_blocks" USING btree ("feed_id","uid","start_date");--> statement-breakpoint
CREATE INDEX "channel_blocks_conflict_idx" ON "channel_blocks" USING btree ("conflict_booking_id") WHERE "channel_blocks"."conflict_booking_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "channel_feeds_room_url_unique" ON "channel_feeds" USING btree ("room_id","url");--> statement-breakpoint
CREATE INDEX "channel_feeds_due_idx" ON "channel_feeds" USING btree ("next_sync_at");--> statement-breakpoint
-- What Drizzle cannot express: the blocks' nights as a range, and the guard that a block
-- and a booking never hold one unit on the same night (issue 14, decision 012).
ALTER TABLE "channel_blocks" ADD COLUMN "stay" daterange GENERATED ALWAYS AS (daterange("start_date", "end_date", '[)')) STORED;
--> statement-breakpoint
CREATE INDEX "channel_blocks_room_stay_idx" ON "channel_blocks" USING gist ("room_id", "stay");
--> statement-breakpoint
-- Every night held on a unit, by a booking (pending, confirmed, checked in) or by a
-- channel block that is not a conflict. The triggers below keep it; nothing else writes it.
-- Bookings among themselves are kept apart by bookings_no_double_booking, blocks of two
-- channels may cover the same night (both closed it); a booking and a block may not.
CREATE TABLE "room_claims" (
	"room_id" integer NOT NULL REFERENCES "rooms"("id"),
	"stay" daterange NOT NULL,
	"booking_id" integer UNIQUE REFERENCES "bookings"("id") ON DELETE CASCADE,
	"block_id" integer UNIQUE REFERENCES "channel_blocks"("id") ON DELETE CASCADE,
	"holder" text GENERATED ALWAYS AS (CASE WHEN "booking_id" IS NULL THEN 'block' ELSE 'booking' END) STORED,
	CONSTRAINT "room_claims_one_holder" CHECK (num_nonnulls("booking_id", "block_id") = 1),
	CONSTRAINT "room_claims_no_booking_on_block" EXCLUDE USING gist ("room_id" WITH =, "stay" WITH &&, "holder" WITH <>)
);
--> statement-breakpoint
CREATE FUNCTION "claim_booking_nights"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM room_claims WHERE booking_id = NEW.id;
	IF NEW.status IN ('pending', 'confirmed', 'checked_in') THEN
		INSERT INTO room_claims (room_id, stay, booking_id) VALUES (NEW.room_id, NEW.stay, NEW.id);
	END IF;
	IF TG_OP = 'UPDATE' THEN
		-- Blocks that arrived over this booking: still a conflict while some active booking
		-- shares their nights, otherwise they hold their nights from now on.
		UPDATE channel_blocks k SET conflict_booking_id = (
			SELECT b.id FROM bookings b
			WHERE b.room_id = k.room_id AND b.stay && k.stay
				AND b.status IN ('pending', 'confirmed', 'checked_in')
			ORDER BY b.id LIMIT 1)
		WHERE k.conflict_booking_id = NEW.id;
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "bookings_claim_nights" AFTER INSERT OR UPDATE OF "status", "room_id", "start_date", "end_date" ON "bookings"
	FOR EACH ROW EXECUTE FUNCTION "claim_booking_nights"();
--> statement-breakpoint
CREATE FUNCTION "claim_block_nights"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM room_claims WHERE block_id = NEW.id;
	IF NEW.conflict_booking_id IS NULL THEN
		INSERT INTO room_claims (room_id, stay, block_id) VALUES (NEW.room_id, NEW.stay, NEW.id);
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "channel_blocks_claim_nights" AFTER INSERT OR UPDATE OF "conflict_booking_id", "room_id", "start_date", "end_date" ON "channel_blocks"
	FOR EACH ROW EXECUTE FUNCTION "claim_block_nights"();
--> statement-breakpoint
INSERT INTO "room_claims" ("room_id", "stay", "booking_id")
	SELECT "room_id", "stay", "id" FROM "bookings" WHERE "status" IN ('pending', 'confirmed', 'checked_in');
