import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client.ts';

/**
 * One checkout at a time per guest email and, when the client has a hold limit
 * (`holdLimit`, HOLDS_PER_CLIENT; 0 for none), per client address, until the transaction
 * ends (taken in that order, before any unit, so two checkouts never wait on each other in
 * a circle); then, read after the locks so that the holds counted are the holds there are:
 * the booker's own unpaid hold of the stay (when a stay is given) and the unpaid holds of
 * online checkouts made with the email (as a guest's email or an account's) and started
 * from the client address. With a stay the booker holds none of, a unit is claimed for it
 * as `claimFreeUnit` claims one (`claimed`: the unit, or null when none is free), unless
 * the client is at its limit: its checkout is refused, and a claim would only have made a
 * concurrent checkout skip the unit. One round trip (`lock_checkout_client`, migrations
 * 0016 and 0017).
 */
export async function lockCheckoutClient(
  tx: Tx,
  booker: { userId: number | null; email: string },
  address: string,
  options: {
    holdLimit: number;
    stay?: { roomTypeId: number; startDate: string; endDate: string };
  },
): Promise<{
  ownHold: number | null;
  byEmail: number;
  byAddress: number;
  claimed?: { unit: number | null };
}> {
  const { stay } = options;
  const [row] = await queryRows<{
    own_hold: number | null;
    by_email: number;
    by_address: number;
    claimed_unit: number | null;
  }>(
    tx,
    sql`select * from lock_checkout_client(${booker.email.toLowerCase()}::text, ${address}::text,
          ${stay?.roomTypeId ?? null}::int, ${stay?.startDate ?? null}::date,
          ${stay?.endDate ?? null}::date, ${booker.userId}::int, ${options.holdLimit}::int)`,
  );
  const ownHold = row?.own_hold ?? null;
  return {
    ownHold,
    byEmail: row?.by_email ?? 0,
    byAddress: row?.by_address ?? 0,
    ...(stay && ownHold === null ? { claimed: { unit: row?.claimed_unit ?? null } } : {}),
  };
}
