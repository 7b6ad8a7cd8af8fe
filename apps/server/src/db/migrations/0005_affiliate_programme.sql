CREATE TABLE "affiliate_visits" (
	"id" serial PRIMARY KEY NOT NULL,
	"affiliate_id" integer NOT NULL,
	"day" date NOT NULL,
	"visitor_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payout_requests" DROP CONSTRAINT "payout_requests_amount_check";--> statement-breakpoint
DROP INDEX "affiliate_ledger_affiliate_idx";--> statement-breakpoint
ALTER TABLE "affiliates" ADD COLUMN "account_name" text;--> statement-breakpoint
ALTER TABLE "affiliate_visits" ADD CONSTRAINT "affiliate_visits_affiliate_id_affiliates_id_fk" FOREIGN KEY ("affiliate_id") REFERENCES "public"."affiliates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "affiliate_visits_unique" ON "affiliate_visits" USING btree ("affiliate_id","day","visitor_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "affiliate_ledger_reversal_unique" ON "affiliate_ledger" USING btree ("booking_id") WHERE "affiliate_ledger"."kind" = 'reversal';--> statement-breakpoint
CREATE INDEX "bookings_affiliate_idx" ON "bookings" USING btree ("affiliate_id") WHERE "bookings"."affiliate_id" is not null;--> statement-breakpoint
CREATE INDEX "payout_requests_open_idx" ON "payout_requests" USING btree ("affiliate_id","created_at","id") WHERE "payout_requests"."status" <> 'paid';--> statement-breakpoint
CREATE INDEX "affiliate_ledger_affiliate_idx" ON "affiliate_ledger" USING btree ("affiliate_id","created_at");--> statement-breakpoint
ALTER TABLE "bookings" DROP COLUMN "guest_access_token_hash";--> statement-breakpoint
ALTER TABLE "affiliate_ledger" ADD CONSTRAINT "affiliate_ledger_sign_check" CHECK (("affiliate_ledger"."kind" = 'commission' and "affiliate_ledger"."amount_kobo" >= 0) or ("affiliate_ledger"."kind" <> 'commission' and "affiliate_ledger"."amount_kobo" <= 0));--> statement-breakpoint
UPDATE "affiliates" SET "affiliate_code" = upper("affiliate_code");--> statement-breakpoint
ALTER TABLE "affiliates" ADD CONSTRAINT "affiliates_code_upper_check" CHECK ("affiliates"."affiliate_code" = upper("affiliates"."affiliate_code"));--> statement-breakpoint
ALTER TABLE "payout_requests" ADD CONSTRAINT "payout_requests_amount_check" CHECK ("payout_requests"."amount_kobo" > 0 and "payout_requests"."paid_kobo" >= 0 and "payout_requests"."paid_kobo" <= "payout_requests"."amount_kobo");