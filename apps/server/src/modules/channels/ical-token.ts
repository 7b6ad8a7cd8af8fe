import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db, Tx } from '../../db/client.ts';
import { hashToken } from '../../lib/tokens.ts';
import { findIcalToken, replaceIcalToken, setIcalTokenIfNone } from './ical-export.repository.ts';

/*
 * The secret part of a unit's calendar export URL (issue 14). Stored as it is, not hashed:
 * staff copy the whole URL from the unit's page as often as they like. Anyone holding it
 * reads the unit's busy nights (no names, no prices); a new token revokes the old URL.
 */

/** 128 random bits, URL-safe (22 characters): the size for a feed link. */
function newIcalToken(): string {
  return randomBytes(16).toString('base64url');
}

/** The feed's path; the site's origin is put in front by whoever shows it. */
export function icalExportPath(roomId: number, token: string): string {
  return `/ical/units/${roomId}/${token}.ics`;
}

/**
 * The unit's export token, made on first use: null when the unit does not exist or is
 * deleted. Two first uses at once agree on one token: only the update that still finds
 * no token writes one, and the other reads it afterwards (a new statement, so it sees it).
 */
export async function ensureIcalToken(db: Db | Tx, roomId: number): Promise<string | null> {
  const existing = await findIcalToken(db, roomId);
  if (existing !== undefined && existing !== null) return existing;
  if (existing === undefined) return null;
  const made = await setIcalTokenIfNone(db, roomId, newIcalToken());
  if (made !== null) return made;
  return (await findIcalToken(db, roomId)) ?? null;
}

/** A new export token for the unit, which revokes the old URL; null for no (or a deleted) unit. */
export async function regenerateIcalToken(db: Db | Tx, roomId: number): Promise<string | null> {
  return replaceIcalToken(db, roomId, newIcalToken());
}

/**
 * Whether a token from a request is the unit's, in time independent of where the two
 * differ or of their lengths (both are hashed to 32 bytes first); never for a unit
 * without a token.
 */
export function icalTokenMatches(given: string, stored: string | null): boolean {
  const expected = Buffer.from(hashToken(stored ?? ''), 'hex');
  const actual = Buffer.from(hashToken(given), 'hex');
  return timingSafeEqual(expected, actual) && stored !== null;
}
