CREATE TABLE "booking_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"kind" text NOT NULL,
	"label" text NOT NULL,
	"amount_kobo" bigint NOT NULL,
	"included" boolean DEFAULT false NOT NULL,
	CONSTRAINT "booking_lines_kind_check" CHECK ("booking_lines"."kind" in ('room', 'long_stay_discount', 'promo_discount', 'breakfast', 'conveyance', 'service_charge', 'vat', 'consumption_tax'))
);
--> statement-breakpoint
CREATE TABLE "house_charges" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"vat_percent" numeric(5, 2) DEFAULT 0 NOT NULL,
	"consumption_tax_percent" numeric(5, 2) DEFAULT 0 NOT NULL,
	"service_charge_percent" numeric(5, 2) DEFAULT 0 NOT NULL,
	"taxes_included" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "house_charges_single_row" CHECK ("house_charges"."id"),
	CONSTRAINT "house_charges_percent_check" CHECK ("house_charges"."vat_percent" between 0 and 90 and "house_charges"."consumption_tax_percent" between 0 and 90 and "house_charges"."service_charge_percent" between 0 and 90)
);
--> statement-breakpoint
CREATE TABLE "promo_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"percent_off" numeric(5, 2),
	"amount_off_kobo" bigint,
	"stays_from" date NOT NULL,
	"stays_to" date NOT NULL,
	"valid_until" date NOT NULL,
	"min_nights" smallint DEFAULT 1 NOT NULL,
	"max_uses" integer,
	"room_type_ids" integer[] DEFAULT '{}' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_codes_discount_check" CHECK (("promo_codes"."percent_off" is null) <> ("promo_codes"."amount_off_kobo" is null)),
	CONSTRAINT "promo_codes_percent_check" CHECK ("promo_codes"."percent_off" > 0 and "promo_codes"."percent_off" <= 90),
	CONSTRAINT "promo_codes_amount_check" CHECK ("promo_codes"."amount_off_kobo" > 0),
	CONSTRAINT "promo_codes_stays_check" CHECK ("promo_codes"."stays_to" >= "promo_codes"."stays_from"),
	CONSTRAINT "promo_codes_min_nights_check" CHECK ("promo_codes"."min_nights" >= 1),
	CONSTRAINT "promo_codes_max_uses_check" CHECK ("promo_codes"."max_uses" >= 1)
);
--> statement-breakpoint
CREATE TABLE "rate_periods" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"room_type_id" integer,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"price_per_night_kobo" bigint,
	"min_nights" smallint,
	"max_nights" smallint,
	"closed_to_arrival" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rate_periods_dates_check" CHECK ("rate_periods"."end_date" > "rate_periods"."start_date"),
	CONSTRAINT "rate_periods_price_check" CHECK ("rate_periods"."price_per_night_kobo" >= 0),
	CONSTRAINT "rate_periods_nights_check" CHECK ("rate_periods"."min_nights" >= 1 and "rate_periods"."max_nights" >= 1 and ("rate_periods"."min_nights" is null or "rate_periods"."max_nights" is null or "rate_periods"."min_nights" <= "rate_periods"."max_nights"))
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "tax_kobo" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "promo_code_id" integer;--> statement-breakpoint
ALTER TABLE "room_types" ADD COLUMN "weekly_discount_percent" numeric(5, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "room_types" ADD COLUMN "monthly_discount_percent" numeric(5, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_lines" ADD CONSTRAINT "booking_lines_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_periods" ADD CONSTRAINT "rate_periods_room_type_id_room_types_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."room_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_lines_position_idx" ON "booking_lines" USING btree ("booking_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "promo_codes_code_idx" ON "promo_codes" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "rate_periods_dates_idx" ON "rate_periods" USING btree ("start_date","end_date");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_promo_code_idx" ON "bookings" USING btree ("promo_code_id") WHERE "bookings"."promo_code_id" is not null;--> statement-breakpoint
ALTER TABLE "room_types" ADD CONSTRAINT "room_types_discounts_check" CHECK ("room_types"."weekly_discount_percent" between 0 and 90 and "room_types"."monthly_discount_percent" between 0 and 90);--> statement-breakpoint
-- Two periods of one scope (a room type, or all types: room_type_id null, 0 here) never
-- share a night, whatever two staff save at once (Drizzle cannot express it).
ALTER TABLE "rate_periods" ADD CONSTRAINT "rate_periods_no_overlap" EXCLUDE USING gist (
  (coalesce("room_type_id", 0)) WITH =, daterange("start_date", "end_date") WITH &&
);--> statement-breakpoint
-- The house's one row of charges, all zero: the demo's prices stay as they were.
INSERT INTO "house_charges" ("id") VALUES (true);