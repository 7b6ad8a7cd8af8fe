/**
 * The whole product's schema. Money columns are integer kobo (`*_kobo`, bigint).
 * What Drizzle cannot express (btree_gist, the bookings `stay` daterange and its
 * exclusion constraint, case-insensitive unique email) lives in the custom migration
 * `0001_constraints.sql`; the rate periods' no-overlap constraint and the house charges'
 * one row in `0018_rates_and_charges.sql`.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { CHANNELS } from '@aso/core/channels';
import { PRICE_LINE_KINDS } from '@aso/core/stay-price';

/** A file a mail carries, described so that the mailer can make it at delivery. */
export type MailAttachmentRef = { kind: 'receipt'; payment_id: number };

const kobo = (name: string) => bigint(name, { mode: 'number' });
/** A percentage with up to two decimals (VAT 7.5), read as a number. */
const percent = (name: string) =>
  numeric(name, { precision: 5, scale: 2, mode: 'number' }).notNull().default(0);
/** Raw bytes; node-postgres gives a Buffer, PGlite a Uint8Array: both become a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phoneNumber: text('phone_number'),
    /** scrypt hash; null for accounts that only sign in with Google. */
    passwordHash: text('password_hash'),
    role: text('role', { enum: ['user', 'admin', 'super_admin'] })
      .notNull()
      .default('user'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    googleSubject: text('google_subject').unique(),
    profilePhoto: text('profile_photo'),
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check('users_role_check', sql`${t.role} in ('user', 'admin', 'super_admin')`)],
);

/** Session tokens and one-time email links; only the SHA-256 of a token is stored. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', {
      enum: ['session', 'email_verification', 'email_change', 'password_reset'],
    }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    /** The address an `email_change` token moves the account to. */
    newEmail: text('new_email'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('auth_tokens_user_idx').on(t.userId),
    check(
      'auth_tokens_purpose_check',
      sql`${t.purpose} in ('session', 'email_verification', 'email_change', 'password_reset')`,
    ),
  ],
);

export const locations = pgTable('locations', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  area: text('area').notNull(),
  address: text('address').notNull(),
  latitude: doublePrecision('latitude'),
  longitude: doublePrecision('longitude'),
  createdAt: createdAt(),
});

export const roomTypes = pgTable(
  'room_types',
  {
    id: serial('id').primaryKey(),
    locationId: integer('location_id').references(() => locations.id),
    title: text('title').notNull(),
    description: text('description').notNull(),
    pricePerNightKobo: kobo('price_per_night_kobo').notNull(),
    capacity: smallint('capacity').notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    breakfastEnabled: boolean('breakfast_enabled').notNull().default(false),
    /** Per person per night. */
    breakfastPriceKobo: kobo('breakfast_price_kobo').notNull().default(0),
    airportConveyanceEnabled: boolean('airport_conveyance_enabled').notNull().default(false),
    airportConveyancePriceKobo: kobo('airport_conveyance_price_kobo'),
    /** Null legs fall back to the spec's ₦40,000 / ₦40,000 / ₦70,000. */
    airportPickupPriceKobo: kobo('airport_pickup_price_kobo'),
    airportDropoffPriceKobo: kobo('airport_dropoff_price_kobo'),
    airportBothPriceKobo: kobo('airport_both_price_kobo'),
    /** Off the room from 7 nights, and from 28 (the larger that applies, never both). */
    weeklyDiscountPercent: percent('weekly_discount_percent'),
    monthlyDiscountPercent: percent('monthly_discount_percent'),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('room_types_price_check', sql`${t.pricePerNightKobo} >= 0`),
    check('room_types_capacity_check', sql`${t.capacity} >= 1`),
    check('room_types_breakfast_price_check', sql`${t.breakfastPriceKobo} >= 0`),
    check(
      'room_types_discounts_check',
      sql`${t.weeklyDiscountPercent} between 0 and 90 and ${t.monthlyDiscountPercent} between 0 and 90`,
    ),
  ],
);

export const roomTypeImages = pgTable(
  'room_type_images',
  {
    id: serial('id').primaryKey(),
    roomTypeId: integer('room_type_id')
      .notNull()
      .references(() => roomTypes.id, { onDelete: 'cascade' }),
    /** Served path, e.g. `/images/rooms/deluxe-studio-1.webp`. */
    path: text('path').notNull(),
    altText: text('alt_text').notNull().default(''),
    position: smallint('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('room_type_images_type_idx').on(t.roomTypeId, t.position)],
);

/** A unit: what is actually allocated to a booking. */
export const rooms = pgTable(
  'rooms',
  {
    id: serial('id').primaryKey(),
    roomTypeId: integer('room_type_id')
      .notNull()
      .references(() => roomTypes.id),
    roomNumber: text('room_number').notNull(),
    isAvailable: boolean('is_available').notNull().default(true),
    /**
     * The secret part of the unit's calendar feed URL (`/ical/units/{id}/{token}.ics`),
     * 128 random bits; made when staff first open the unit's channels, replaced to revoke.
     */
    icalToken: text('ical_token'),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('rooms_type_idx').on(t.roomTypeId),
    uniqueIndex('rooms_number_unique')
      .on(t.roomNumber)
      .where(sql`${t.deletedAt} is null`),
  ],
);

export const affiliates = pgTable(
  'affiliates',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .unique()
      .references(() => users.id),
    affiliateCode: text('affiliate_code').notNull().unique(),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    phoneNumber: text('phone_number').notNull(),
    bankName: text('bank_name').notNull(),
    accountNumber: text('account_number').notNull(),
    /** The holder's name as the bank resolved it; null when the bank could not be asked. */
    accountName: text('account_name'),
    payoutFrequency: text('payout_frequency', { enum: ['monthly', 'weekly'] })
      .notNull()
      .default('monthly'),
    status: text('status', { enum: ['pending', 'approved', 'suspended'] })
      .notNull()
      .default('approved'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('affiliates_frequency_check', sql`${t.payoutFrequency} in ('monthly', 'weekly')`),
    check('affiliates_status_check', sql`${t.status} in ('pending', 'approved', 'suspended')`),
    // Stored upper case, so a lookup of `upper(typed)` uses the unique index.
    check('affiliates_code_upper_check', sql`${t.affiliateCode} = upper(${t.affiliateCode})`),
  ],
);

export const bookings = pgTable(
  'bookings',
  {
    id: serial('id').primaryKey(),
    roomId: integer('room_id')
      .notNull()
      .references(() => rooms.id),
    roomTypeId: integer('room_type_id')
      .notNull()
      .references(() => roomTypes.id),
    userId: integer('user_id').references(() => users.id),
    guestName: text('guest_name'),
    guestEmail: text('guest_email'),
    guestPhone: text('guest_phone'),
    /** Half-open stay [start_date, end_date): the night of end_date is not included. */
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    status: text('status', {
      enum: ['pending', 'confirmed', 'checked_in', 'checked_out', 'cancelled', 'expired'],
    })
      .notNull()
      .default('pending'),
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    source: text('source', { enum: ['online', 'manual'] })
      .notNull()
      .default('online'),
    nights: integer('nights').notNull(),
    roomKobo: kobo('room_kobo').notNull(),
    includesBreakfast: boolean('includes_breakfast').notNull().default(false),
    breakfastCount: smallint('breakfast_count'),
    breakfastKobo: kobo('breakfast_kobo').notNull().default(0),
    conveyanceDirection: text('conveyance_direction', { enum: ['pickup', 'dropoff', 'both'] }),
    pickupDate: date('pickup_date', { mode: 'string' }),
    pickupTime: text('pickup_time'),
    pickupPhone: text('pickup_phone'),
    pickupAirport: text('pickup_airport', { enum: ['abuja', 'lagos', 'phc'] }),
    dropoffDate: date('dropoff_date', { mode: 'string' }),
    dropoffTime: text('dropoff_time'),
    dropoffPhone: text('dropoff_phone'),
    dropoffAirport: text('dropoff_airport', { enum: ['abuja', 'lagos', 'phc'] }),
    conveyanceKobo: kobo('conveyance_kobo').notNull().default(0),
    totalKobo: kobo('total_kobo').notNull(),
    /** The VAT and consumption tax in the total (added or held in the prices): no commission on it. */
    taxKobo: kobo('tax_kobo').notNull().default(0),
    /** The promo code the stay was priced with; its use counts while the booking holds a unit. */
    promoCodeId: integer('promo_code_id').references(() => promoCodes.id),
    affiliateId: integer('affiliate_id').references(() => affiliates.id),
    /** What the guest typed, kept even when it matched no affiliate. */
    affiliateCodeEntered: text('affiliate_code_entered'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /**
     * Who cancelled: `payment` (a failed or abandoned payment released the hold, which a
     * later successful payment may take up again), `staff` or `guest` (never revived).
     * Null for a booking that is not cancelled.
     */
    cancelledBy: text('cancelled_by', { enum: ['payment', 'staff', 'guest'] }),
    /** The client address that started an online checkout: unpaid holds are counted per address. */
    clientAddress: text('client_address'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('bookings_user_idx').on(t.userId),
    index('bookings_status_idx').on(t.status),
    index('bookings_created_idx').on(t.createdAt, t.id),
    index('bookings_affiliate_idx')
      .on(t.affiliateId)
      .where(sql`${t.affiliateId} is not null`),
    index('bookings_type_dates_idx').on(t.roomTypeId, t.startDate, t.endDate),
    index('bookings_promo_code_idx')
      .on(t.promoCodeId)
      .where(sql`${t.promoCodeId} is not null`),
    // A unit's holds, for its calendar export's version: one that ran out leaves the feed.
    index('bookings_room_holds_idx')
      .on(t.roomId, t.holdExpiresAt)
      .where(sql`${t.status} = 'pending'`),
    index('bookings_hold_idx')
      .on(t.holdExpiresAt)
      .where(sql`${t.status} = 'pending'`),
    check('bookings_dates_check', sql`${t.endDate} > ${t.startDate}`),
    check('bookings_cancelled_by_check', sql`${t.cancelledBy} in ('payment', 'staff', 'guest')`),
    check(
      'bookings_status_check',
      sql`${t.status} in ('pending', 'confirmed', 'checked_in', 'checked_out', 'cancelled', 'expired')`,
    ),
    check(
      'bookings_money_check',
      sql`${t.roomKobo} >= 0 and ${t.breakfastKobo} >= 0 and ${t.conveyanceKobo} >= 0 and ${t.totalKobo} >= 0`,
    ),
  ],
);

export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id),
    reference: text('reference').notNull().unique(),
    provider: text('provider', { enum: ['paystack', 'sandbox', 'manual'] }).notNull(),
    amountKobo: kobo('amount_kobo').notNull(),
    currency: text('currency').notNull().default('NGN'),
    status: text('status', {
      enum: ['pending', 'success', 'failed', 'refunded', 'partially_refunded'],
    })
      .notNull()
      .default('pending'),
    paymentDate: timestamp('payment_date', { withTimezone: true }),
    /** Why staff should look at it, e.g. refunded because the hold could not be honoured. */
    note: text('note'),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /** What has been given back (provider-confirmed); never more than amount_kobo. */
    refundedKobo: kobo('refunded_kobo').notNull().default(0),
    providerResponse: jsonb('provider_response'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('payments_booking_idx').on(t.bookingId),
    check(
      'payments_status_check',
      sql`${t.status} in ('pending', 'success', 'failed', 'refunded', 'partially_refunded')`,
    ),
    check('payments_amount_check', sql`${t.amountKobo} >= 0`),
    check(
      'payments_refunded_check',
      sql`${t.refundedKobo} >= 0 and ${t.refundedKobo} <= ${t.amountKobo}`,
    ),
  ],
);

/**
 * A refund owed on a payment after a cancellation: one per payment, so two cancellations
 * at once refund once. `pending` ones are asked of the provider until it accepts them
 * (`next_attempt_at` leases an attempt to one worker); `manual` ones (desk payments) are
 * given back by staff.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    paymentId: integer('payment_id')
      .notNull()
      .unique()
      .references(() => payments.id),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id),
    amountKobo: kobo('amount_kobo').notNull(),
    status: text('status', { enum: ['pending', 'succeeded', 'manual'] })
      .notNull()
      .default('pending'),
    /** Who decided it and how: e.g. `guest: policy, 10 days before check-in`. */
    reason: text('reason').notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('refunds_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    check('refunds_status_check', sql`${t.status} in ('pending', 'succeeded', 'manual')`),
    check('refunds_amount_check', sql`${t.amountKobo} > 0`),
  ],
);

export const payoutRequests = pgTable(
  'payout_requests',
  {
    id: serial('id').primaryKey(),
    affiliateId: integer('affiliate_id')
      .notNull()
      .references(() => affiliates.id),
    amountKobo: kobo('amount_kobo').notNull(),
    paidKobo: kobo('paid_kobo').notNull().default(0),
    status: text('status', { enum: ['requested', 'partially_paid', 'paid'] })
      .notNull()
      .default('requested'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'payout_requests_amount_check',
      sql`${t.amountKobo} > 0 and ${t.paidKobo} >= 0 and ${t.paidKobo} <= ${t.amountKobo}`,
    ),
    index('payout_requests_open_idx')
      .on(t.affiliateId, t.createdAt, t.id)
      .where(sql`${t.status} <> 'paid'`),
    check(
      'payout_requests_status_check',
      sql`${t.status} in ('requested', 'partially_paid', 'paid')`,
    ),
  ],
);

/** Every movement of an affiliate's money: commission earned (+), reversed (−), paid out (−). */
export const affiliateLedger = pgTable(
  'affiliate_ledger',
  {
    id: serial('id').primaryKey(),
    affiliateId: integer('affiliate_id')
      .notNull()
      .references(() => affiliates.id),
    kind: text('kind', { enum: ['commission', 'reversal', 'payout'] }).notNull(),
    amountKobo: kobo('amount_kobo').notNull(),
    bookingId: integer('booking_id').references(() => bookings.id),
    payoutRequestId: integer('payout_request_id').references(() => payoutRequests.id),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [
    index('affiliate_ledger_affiliate_idx').on(t.affiliateId, t.createdAt),
    // One commission per booking, whichever confirmation path gets there first, and at
    // most one reversal of it.
    uniqueIndex('affiliate_ledger_commission_unique')
      .on(t.bookingId)
      .where(sql`${t.kind} = 'commission'`),
    uniqueIndex('affiliate_ledger_reversal_unique')
      .on(t.bookingId)
      .where(sql`${t.kind} = 'reversal'`),
    check('affiliate_ledger_kind_check', sql`${t.kind} in ('commission', 'reversal', 'payout')`),
    // Earnings add, reversals and payouts take away: the sign follows the kind.
    check(
      'affiliate_ledger_sign_check',
      sql`(${t.kind} = 'commission' and ${t.amountKobo} >= 0) or (${t.kind} <> 'commission' and ${t.amountKobo} <= 0)`,
    ),
  ],
);

/**
 * One row per browser per day that arrived with a known code. `visitor_hash` is a hash of
 * a random id the browser made for itself: no address, no personal data.
 */
export const affiliateVisits = pgTable(
  'affiliate_visits',
  {
    id: serial('id').primaryKey(),
    affiliateId: integer('affiliate_id')
      .notNull()
      .references(() => affiliates.id),
    day: date('day', { mode: 'string' }).notNull(),
    visitorHash: text('visitor_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('affiliate_visits_unique').on(t.affiliateId, t.day, t.visitorHash)],
);

export const policies = pgTable(
  'policies',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    category: text('category'),
    placement: text('placement', {
      enum: ['information_card', 'site_wide', 'booking_flow', 'profile'],
    })
      .notNull()
      .default('information_card'),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('policies_placement_idx').on(t.placement, t.position),
    check(
      'policies_placement_check',
      sql`${t.placement} in ('information_card', 'site_wide', 'booking_flow', 'profile')`,
    ),
  ],
);

/**
 * One row per admin mutation, written in the transaction of the change it describes
 * (DESIGN §6), so a change that fails leaves no entry.
 */
export const adminActionLogs = pgTable(
  'admin_action_logs',
  {
    id: serial('id').primaryKey(),
    adminId: integer('admin_id').references(() => users.id),
    action: text('action').notNull(),
    details: text('details').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('admin_action_logs_created_idx').on(t.createdAt, t.id)],
);

/**
 * Uploaded photos live in the database (not on a disk), so every app instance serves the
 * same files and a database backup holds them. One row per upload; its WebP renditions
 * in `stored_image_variants`, served at `/images/store/{key}-{width}.webp`.
 */
export const storedImages = pgTable('stored_images', {
  id: serial('id').primaryKey(),
  /** Random, URL-safe: part of the image's public, immutable address. */
  key: text('key').notNull().unique(),
  /** Width and height of the upload after EXIF rotation. */
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  createdAt: createdAt(),
});

export const storedImageVariants = pgTable(
  'stored_image_variants',
  {
    imageId: integer('image_id')
      .notNull()
      .references(() => storedImages.id, { onDelete: 'cascade' }),
    /** The rendition's name in its URL (480, 960, 1600); never wider than the upload. */
    width: integer('width').notNull(),
    bytes: bytea('bytes').notNull(),
    etag: text('etag').notNull(),
  },
  (t) => [primaryKey({ columns: [t.imageId, t.width] })],
);

/** Mail is written here in the transaction that causes it, then delivered over SMTP. */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: serial('id').primaryKey(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    /**
     * Files made when the mail is sent, not stored with it, e.g.
     * `[{ "kind": "receipt", "payment_id": 12 }]` (see mail attachments).
     */
    attachments: jsonb('attachments').$type<MailAttachmentRef[]>().notNull().default([]),
    status: text('status', { enum: ['pending', 'sent'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('email_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/** A calendar feed of another channel (Airbnb, Booking.com, ...) imported onto one unit. */
export const channelFeeds = pgTable(
  'channel_feeds',
  {
    id: serial('id').primaryKey(),
    roomId: integer('room_id')
      .notNull()
      .references(() => rooms.id),
    channel: text('channel', { enum: CHANNELS }).notNull(),
    url: text('url').notNull(),
    /** Validators of the last successful answer, sent back for a conditional GET. */
    etag: text('etag'),
    lastModified: text('last_modified'),
    /** When the last fetch ended (success or not), and the last one that succeeded. */
    lastSyncedAt: timestamp('last_synced_at', { withTimezone: true }),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
    /** Events of the feed now held as blocks (after the last successful sync). */
    eventsImported: integer('events_imported').notNull().default(0),
    consecutiveFailures: integer('consecutive_failures').notNull().default(0),
    lastError: text('last_error'),
    nextSyncAt: timestamp('next_sync_at', { withTimezone: true }).notNull().defaultNow(),
    /** A sync in progress: no other instance takes the feed until the lease runs out. */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('channel_feeds_room_url_unique').on(t.roomId, t.url),
    index('channel_feeds_due_idx').on(t.nextSyncAt),
    check('channel_feeds_channel_check', sql`${t.channel} in ('airbnb', 'booking_com', 'other')`),
  ],
);

/**
 * Nights of a unit sold elsewhere: one event (or one occurrence of a recurring event) of
 * an imported feed, [start_date, end_date). A block holds its nights like a booking
 * (the `room_claims` exclusion constraint, migration 0009) unless it arrived over a
 * booking made here: then it is a conflict (`conflict_booking_id`) and holds nothing
 * until that booking is let go.
 */
export const channelBlocks = pgTable(
  'channel_blocks',
  {
    id: serial('id').primaryKey(),
    feedId: integer('feed_id')
      .notNull()
      .references(() => channelFeeds.id, { onDelete: 'cascade' }),
    roomId: integer('room_id')
      .notNull()
      .references(() => rooms.id),
    uid: text('uid').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    /** The event's summary as the channel wrote it ("Reserved", "Not available"). */
    summary: text('summary'),
    conflictBookingId: integer('conflict_booking_id').references(() => bookings.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('channel_blocks_occurrence_unique').on(t.feedId, t.uid, t.startDate),
    index('channel_blocks_conflict_idx')
      .on(t.conflictBookingId)
      .where(sql`${t.conflictBookingId} is not null`),
    check('channel_blocks_dates_check', sql`${t.endDate} > ${t.startDate}`),
  ],
);

/**
 * The version of a unit's calendar export (issue 14): a trigger on bookings bumps it with
 * every booking of the unit written (migration 0013), so that a poller's 304 reads one row
 * instead of the unit's bookings. A hold running out changes the feed without a write; the
 * export counts the unit's lapsed holds beside the version for that.
 */
export const unitCalendarVersions = pgTable('unit_calendar_versions', {
  roomId: integer('room_id')
    .primaryKey()
    .references(() => rooms.id, { onDelete: 'cascade' }),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
});

export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  message: text('message').notNull(),
  createdAt: createdAt(),
});

/** Keys the server makes for itself on first start (e.g. the one that signs guest access links). */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

/**
 * Attempts at an abuse-prone action in the current fixed window, per key
 * (`login:ip:203.0.113.7`, `login:email:ada@example.com`), shared by every app process
 * (lib/rate-limit.ts). Rows whose window has ended are deleted now and then.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  points: integer('points').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * A stretch of nights with its own price and stay rules, for one room type or (room type
 * null) for all. Two periods of one scope never overlap: the exclusion constraint of
 * migration 0018 decides it, whatever two staff save at once.
 */
export const ratePeriods = pgTable(
  'rate_periods',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    roomTypeId: integer('room_type_id').references(() => roomTypes.id),
    /** Half-open like a stay: the night of end_date is not covered. */
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    /** Null keeps the room type's own price for these nights. */
    pricePerNightKobo: kobo('price_per_night_kobo'),
    minNights: smallint('min_nights'),
    maxNights: smallint('max_nights'),
    closedToArrival: boolean('closed_to_arrival').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('rate_periods_dates_idx').on(t.startDate, t.endDate),
    check('rate_periods_dates_check', sql`${t.endDate} > ${t.startDate}`),
    check('rate_periods_price_check', sql`${t.pricePerNightKobo} >= 0`),
    check(
      'rate_periods_nights_check',
      sql`${t.minNights} >= 1 and ${t.maxNights} >= 1 and (${t.minNights} is null or ${t.maxNights} is null or ${t.minNights} <= ${t.maxNights})`,
    ),
  ],
);

/**
 * The house's taxes and service charge, one row (`id` is always true). All zero by
 * default; a booking keeps the lines it was priced with, so changing them changes none.
 */
export const houseCharges = pgTable(
  'house_charges',
  {
    id: boolean('id').primaryKey().default(true),
    vatPercent: percent('vat_percent'),
    consumptionTaxPercent: percent('consumption_tax_percent'),
    serviceChargePercent: percent('service_charge_percent'),
    /** The prices already hold the taxes: the total stays, the receipt states the tax part. */
    taxesIncluded: boolean('taxes_included').notNull().default(false),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('house_charges_single_row', sql`${t.id}`),
    check(
      'house_charges_percent_check',
      sql`${t.vatPercent} between 0 and 90 and ${t.consumptionTaxPercent} between 0 and 90 and ${t.serviceChargePercent} between 0 and 90`,
    ),
  ],
);

/**
 * The lines a booking was priced with (packages/core/src/stay-price.ts), in order: room,
 * discounts (negative), extras, service charge, taxes (`included` when the prices held them).
 */
export const bookingLines = pgTable(
  'booking_lines',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id),
    position: smallint('position').notNull(),
    kind: text('kind', { enum: PRICE_LINE_KINDS }).notNull(),
    label: text('label').notNull(),
    amountKobo: kobo('amount_kobo').notNull(),
    included: boolean('included').notNull().default(false),
  },
  (t) => [
    uniqueIndex('booking_lines_position_idx').on(t.bookingId, t.position),
    check(
      'booking_lines_kind_check',
      sql`${t.kind} in ('room', 'long_stay_discount', 'promo_discount', 'breakfast', 'conveyance', 'service_charge', 'vat', 'consumption_tax')`,
    ),
  ],
);

/**
 * A promo code: a percentage or a fixed amount off the room (never both), for stays whose
 * first night is in [stays_from, stays_to], booked until valid_until. Its uses are the
 * bookings that hold a unit with it (confirmed and held ones; an expired hold gives its use
 * back); `max_uses` is checked under the code's lock.
 */
export const promoCodes = pgTable(
  'promo_codes',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    percentOff: numeric('percent_off', { precision: 5, scale: 2, mode: 'number' }),
    amountOffKobo: kobo('amount_off_kobo'),
    staysFrom: date('stays_from', { mode: 'string' }).notNull(),
    staysTo: date('stays_to', { mode: 'string' }).notNull(),
    validUntil: date('valid_until', { mode: 'string' }).notNull(),
    minNights: smallint('min_nights').notNull().default(1),
    maxUses: integer('max_uses'),
    /** Empty: every room type. */
    roomTypeIds: integer('room_type_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('promo_codes_code_idx').on(sql`lower(${t.code})`),
    check(
      'promo_codes_discount_check',
      sql`(${t.percentOff} is null) <> (${t.amountOffKobo} is null)`,
    ),
    check('promo_codes_percent_check', sql`${t.percentOff} > 0 and ${t.percentOff} <= 90`),
    check('promo_codes_amount_check', sql`${t.amountOffKobo} > 0`),
    check('promo_codes_stays_check', sql`${t.staysTo} >= ${t.staysFrom}`),
    check('promo_codes_min_nights_check', sql`${t.minNights} >= 1`),
    check('promo_codes_max_uses_check', sql`${t.maxUses} >= 1`),
  ],
);
