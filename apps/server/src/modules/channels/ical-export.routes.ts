import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { answerUnitFeed, FEED_NOT_FOUND } from './ical-export.service.ts';

/**
 * The feed is private (its token is a credential: no shared cache may keep it, and a revoked
 * URL must stop answering at once) and may change any minute (a booking), so every use is
 * revalidated; the 304 that answers an unchanged feed costs almost nothing.
 */
const CACHE_CONTROL = 'private, no-cache';

/** `{id}/{token}.ics`: a unit id that fits an integer column and a token of URL-safe characters. */
const FEED_FILE = /^([1-9][0-9]{0,9})\/([A-Za-z0-9_-]{1,128})\.ics$/;
const MAX_ID = 2_147_483_647;

/** `GET /ical/units/{id}/{token}.ics`: a unit's busy nights for other channels (issue 14). */
export const icalExportRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  // A wildcard, not `:id/:file`: every path under /ical/units/ (malformed, or a token longer
  // than the router's parameter limit) gets this route's 404, not the web app's page.
  app.get<{ Params: { '*': string } }>('/ical/units/*', async (request, reply) => {
    const match = FEED_FILE.exec(request.params['*']);
    const roomId = Number(match?.[1]);
    if (!match || roomId > MAX_ID) throw new AppError(404, FEED_NOT_FOUND);
    const answer = await answerUnitFeed(db, roomId, match[2]!, {
      ifNoneMatch: request.headers['if-none-match'],
      ifModifiedSince: request.headers['if-modified-since'],
    });
    reply
      .header('cache-control', CACHE_CONTROL)
      .header('etag', answer.etag)
      .header('last-modified', answer.lastModified.toUTCString());
    if (answer.status === 304) return reply.code(304).send();
    return reply.type('text/calendar; charset=utf-8').send(answer.body);
  });
};
