import { sqlStateOf } from '../lib/db-errors.ts';

/** A one-night-priced booking row of `unit` for [startDate, endDate), for writing straight to the table. */
export function bookingRowOf(
  unit: { id: number; roomTypeId: number },
  startDate: string,
  endDate: string,
) {
  return {
    roomId: unit.id,
    roomTypeId: unit.roomTypeId,
    startDate,
    endDate,
    nights: 1,
    roomKobo: 3_500_000,
    totalKobo: 3_500_000,
  };
}

/** The SQLSTATE with which the database refused a write, or undefined when it took it. */
export async function refusalOf(write: Promise<unknown>): Promise<string | undefined> {
  try {
    await write;
    return undefined;
  } catch (error) {
    return sqlStateOf(error);
  }
}
