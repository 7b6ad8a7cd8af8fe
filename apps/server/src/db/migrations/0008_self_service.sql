CREATE TABLE "refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_id" integer NOT NULL,
	"booking_id" integer NOT NULL,
	"amount_kobo" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_payment_id_unique" UNIQUE("payment_id"),
	CONSTRAINT "refunds_status_check" CHECK ("refunds"."status" in ('pending', 'succeeded', 'manual')),
	CONSTRAINT "refunds_amount_check" CHECK ("refunds"."amount_kobo" > 0)
);
--> statement-breakpoint
ALTER TABLE "auth_tokens" DROP CONSTRAINT "auth_tokens_purpose_check";--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_cancelled_by_check";--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_status_check";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "client_address" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_kobo" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "payments" SET "refunded_kobo" = "amount_kobo" WHERE "status" = 'refunded';--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refunds_due_idx" ON "refunds" USING btree ("next_attempt_at") WHERE "refunds"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD CONSTRAINT "auth_tokens_purpose_check" CHECK ("auth_tokens"."purpose" in ('session', 'email_verification', 'email_change', 'password_reset'));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_cancelled_by_check" CHECK ("bookings"."cancelled_by" in ('payment', 'staff', 'guest'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_refunded_check" CHECK ("payments"."refunded_kobo" >= 0 and "payments"."refunded_kobo" <= "payments"."amount_kobo");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_status_check" CHECK ("payments"."status" in ('pending', 'success', 'failed', 'refunded', 'partially_refunded'));