import { z } from 'zod';

/*
 * Channel sync (issue 14, decision 012): each unit publishes its busy nights as an iCal
 * feed and imports the feeds of the other channels it is sold on as blocks.
 */

export const CHANNELS = ['airbnb', 'booking_com', 'other'] as const;
export type Channel = (typeof CHANNELS)[number];

/** How staff read a channel's name. */
export const CHANNEL_LABELS: Record<Channel, string> = {
  airbnb: 'Airbnb',
  booking_com: 'Booking.com',
  other: 'Other',
};

/** A feed is fetched this often, and after a failure less often (doubling, up to the cap). */
export const FEED_SYNC_EVERY_MINUTES = 15;
export const FEED_BACKOFF_CAP_MINUTES = 240;
/** After this many failures in a row a feed is flagged on its unit's page. */
export const FEED_FAILING_AFTER = 3;
/** A feed's answer larger than this is refused. */
export const FEED_MAX_BYTES = 2 * 1024 * 1024;
export const FEED_URL_MAX_LENGTH = 2000;

export const FeedStatusSchema = z.enum(['pending', 'ok', 'failing']);
export type FeedStatus = z.infer<typeof FeedStatusSchema>;

/** An imported feed as staff see it on the unit's page. */
export const ChannelFeedSchema = z.object({
  id: z.number().int(),
  room_id: z.number().int(),
  channel: z.enum(CHANNELS),
  url: z.string(),
  /** ISO times; null before the first attempt / success. */
  last_synced_at: z.string().nullable(),
  last_success_at: z.string().nullable(),
  next_sync_at: z.string(),
  events_imported: z.number().int(),
  consecutive_failures: z.number().int(),
  last_error: z.string().nullable(),
  /** `failing` after FEED_FAILING_AFTER failures in a row; `pending` before the first sync. */
  status: FeedStatusSchema,
});
export type ChannelFeed = z.infer<typeof ChannelFeedSchema>;

/** A block that arrived over a booking made here: both channels sold these nights. */
export const ChannelConflictSchema = z.object({
  block_id: z.number().int(),
  channel: z.enum(CHANNELS),
  start_date: z.string(),
  end_date: z.string(),
  summary: z.string().nullable(),
  booking_id: z.number().int(),
  booking_start_date: z.string(),
  booking_end_date: z.string(),
  guest_name: z.string(),
});
export type ChannelConflict = z.infer<typeof ChannelConflictSchema>;

/** `GET /api/rooms/{id}/channels`. */
export const UnitChannelsResponseSchema = z.object({
  /** The unit's private export feed, absolute. */
  export_url: z.string(),
  feeds: z.array(ChannelFeedSchema),
  conflicts: z.array(ChannelConflictSchema),
});
export type UnitChannelsResponse = z.infer<typeof UnitChannelsResponseSchema>;

export const RegenerateExportResponseSchema = z.object({
  message: z.string(),
  export_url: z.string(),
});

/** `POST /api/rooms/{id}/channel-feeds`. */
export const AddChannelFeedSchema = z.object({
  channel: z.enum(CHANNELS, { error: 'Choose the channel: Airbnb, Booking.com or Other.' }),
  url: z
    .string({ error: 'The feed URL is required.' })
    .trim()
    .min(1, 'The feed URL is required.')
    .max(FEED_URL_MAX_LENGTH, `The feed URL can be at most ${FEED_URL_MAX_LENGTH} characters.`)
    .refine(isHttpUrl, 'The feed URL must start with http:// or https://.'),
});
export type AddChannelFeed = z.infer<typeof AddChannelFeedSchema>;

export const ChannelFeedResponseSchema = z.object({
  message: z.string(),
  feed: ChannelFeedSchema,
});

export const FeedIdParamSchema = z.object({
  feedId: z.coerce
    .number({ error: 'The feed id must be a positive whole number.' })
    .int('The feed id must be a positive whole number.')
    .positive('The feed id must be a positive whole number.')
    .max(2_147_483_647, 'The feed id must be a positive whole number.'),
});

/** An absolute http(s) URL with a host (no `file:`, `data:`, `javascript:` ...), no spaces. */
export function isHttpUrl(value: string): boolean {
  return /^https?:\/\/[^\s/?#@]+(?:@[^\s/?#@]+)?(?:[/?#]\S*)?$/i.test(value);
}

/** A block on the occupancy grid: nights of the unit sold on another channel. */
export const OccupancyBlockSchema = z.object({
  id: z.number().int(),
  start_date: z.string(),
  end_date: z.string(),
  channel: z.enum(CHANNELS),
  summary: z.string().nullable(),
  /** The booking made here that shares these nights (shown in red), or null. */
  conflict_booking_id: z.number().int().nullable(),
});
export type OccupancyBlock = z.infer<typeof OccupancyBlockSchema>;
