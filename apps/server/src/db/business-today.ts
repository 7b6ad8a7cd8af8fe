import { sql } from 'drizzle-orm';
import { BUSINESS_TIME_ZONE } from '@aso/core/constants';

/** "Today" in Abuja as the database computes it (DESIGN §3). */
export const BUSINESS_TODAY = sql.raw(`(now() at time zone '${BUSINESS_TIME_ZONE}')::date`);
