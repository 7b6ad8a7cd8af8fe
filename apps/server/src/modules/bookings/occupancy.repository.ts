import { sql } from 'drizzle-orm';
import type { OccupancyBooking } from '@aso/core/admin';
import type { OccupancyBlock } from '@aso/core/channels';
import { queryRows, type Db } from '../../db/client.ts';
import { HOLDS_UNIT, nightsOf } from '../../db/holds.ts';
import { fullNameOrNull } from '../../db/person-name.ts';

/**
 * The occupancy grid of [from, to): each unit for sale (room types in order, units by
 * number) with the bookings holding it on some of those nights, read through the
 * exclusion constraint's (room_id, stay) index.
 */
export async function findOccupancy(db: Db, from: string, to: string) {
  return queryRows<{
    id: number;
    room_number: string;
    is_available: boolean;
    room_type_id: number;
    room_type: string;
    bookings: OccupancyBooking[];
    blocks: OccupancyBlock[];
  }>(
    db,
    sql`select r.id, r.room_number, r.is_available, t.id as room_type_id, t.title as room_type,
          coalesce((
            select json_agg(json_build_object(
                'id', b.id,
                'start_date', to_char(b.start_date, 'YYYY-MM-DD'),
                'end_date', to_char(b.end_date, 'YYYY-MM-DD'),
                'status', b.status,
                'guest_name', coalesce(${fullNameOrNull(sql`u.first_name`, sql`u.last_name`)},
                  b.guest_name, 'Guest'))
              order by b.start_date)
            from bookings b left join users u on u.id = b.user_id
            where b.room_id = r.id and ${HOLDS_UNIT}
              and b.stay && ${nightsOf(from, to)}
          ), '[]'::json) as bookings,
          coalesce((
            select json_agg(json_build_object(
                'id', k.id,
                'start_date', to_char(k.start_date, 'YYYY-MM-DD'),
                'end_date', to_char(k.end_date, 'YYYY-MM-DD'),
                'channel', f.channel,
                'summary', k.summary,
                'conflict_booking_id', k.conflict_booking_id)
              order by k.start_date, k.id)
            from channel_blocks k join channel_feeds f on f.id = k.feed_id
            where k.room_id = r.id and k.stay && ${nightsOf(from, to)}
          ), '[]'::json) as blocks
        from rooms r join room_types t on t.id = r.room_type_id
        where r.deleted_at is null and t.deleted_at is null
        order by t.id, r.room_number, r.id`,
  );
}
