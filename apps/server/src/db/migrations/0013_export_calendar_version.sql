CREATE TABLE "unit_calendar_versions" (
	"room_id" integer PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "bookings_room_updated_idx";--> statement-breakpoint
ALTER TABLE "unit_calendar_versions" ADD CONSTRAINT "unit_calendar_versions_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_room_holds_idx" ON "bookings" USING btree ("room_id","hold_expires_at") WHERE "bookings"."status" = 'pending';--> statement-breakpoint
-- Every write of a booking bumps its unit's calendar version (and the unit it left, when it
-- moved): the export's ETag and Last-Modified then read one row. Units without a row yet
-- are at version 0.
CREATE FUNCTION "bump_unit_calendar_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD."room_id" IS NOT NULL THEN
    INSERT INTO "unit_calendar_versions" AS v ("room_id", "version", "changed_at")
      VALUES (OLD."room_id", 1, now())
      ON CONFLICT ("room_id") DO UPDATE SET "version" = v."version" + 1, "changed_at" = now();
  END IF;
  IF TG_OP <> 'DELETE' AND NEW."room_id" IS NOT NULL
     AND (TG_OP = 'INSERT' OR NEW."room_id" IS DISTINCT FROM OLD."room_id") THEN
    INSERT INTO "unit_calendar_versions" AS v ("room_id", "version", "changed_at")
      VALUES (NEW."room_id", 1, now())
      ON CONFLICT ("room_id") DO UPDATE SET "version" = v."version" + 1, "changed_at" = now();
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "bookings_bump_unit_calendar" AFTER INSERT OR UPDATE OR DELETE ON "bookings"
  FOR EACH ROW EXECUTE FUNCTION "bump_unit_calendar_version"();
