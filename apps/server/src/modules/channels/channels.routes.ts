import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AdminIdParamSchema } from '@aso/core/admin';
import {
  AddChannelFeedSchema,
  ChannelFeedResponseSchema,
  FeedIdParamSchema,
  RegenerateExportResponseSchema,
  UnitChannelsResponseSchema,
} from '@aso/core/channels';
import type { Deps } from '../../deps.ts';
import { authOf, type Guard } from '../auth/guard.ts';
import type { ChannelSync } from './channel-sync.service.ts';
import {
  addFeed,
  describeOutcome,
  EXPORT_REGENERATED,
  readUnitChannels,
  regenerateExport,
  removeFeed,
  syncFeedNow,
  toChannelFeed,
} from './channels.service.ts';

/** Staff manage a unit's calendar export and imported channel feeds (issue 14). */
export const channelsRoutes: FastifyPluginAsyncZod<{
  deps: Deps;
  guard: Guard;
  sync: ChannelSync;
}> = async (app, { deps, guard, sync }) => {
  const staffOnly = guard.requireRole('admin');

  app.get(
    '/rooms/:id/channels',
    {
      onRequest: staffOnly,
      schema: { params: AdminIdParamSchema, response: { 200: UnitChannelsResponseSchema } },
    },
    (request) => readUnitChannels(deps, request.params.id),
  );

  app.post(
    '/rooms/:id/ical-token',
    {
      onRequest: staffOnly,
      schema: { params: AdminIdParamSchema, response: { 200: RegenerateExportResponseSchema } },
    },
    async (request) => ({
      message: EXPORT_REGENERATED,
      export_url: await regenerateExport(deps, authOf(request).user.id, request.params.id),
    }),
  );

  app.post(
    '/rooms/:id/channel-feeds',
    {
      onRequest: staffOnly,
      schema: {
        params: AdminIdParamSchema,
        body: AddChannelFeedSchema,
        response: { 201: ChannelFeedResponseSchema },
      },
    },
    async (request, reply) => {
      const { feed, outcome } = await addFeed(
        deps,
        sync,
        authOf(request).user.id,
        request.params.id,
        request.body,
      );
      const message = !outcome
        ? 'Calendar added. It will be synced in a moment.'
        : outcome.result === 'failed'
          ? `Calendar added, but the first sync failed: ${describeOutcome(outcome)}`
          : `Calendar added. First sync: ${describeOutcome(outcome)}`;
      return reply.status(201).send({ message, feed });
    },
  );

  app.delete(
    '/channel-feeds/:feedId',
    {
      onRequest: staffOnly,
      schema: {
        params: FeedIdParamSchema,
        response: { 200: z.object({ message: z.string() }) },
      },
    },
    async (request) => {
      await removeFeed(deps, authOf(request).user.id, request.params.feedId);
      return { message: 'Calendar removed. Its blocked nights are for sale again.' };
    },
  );

  app.post(
    '/channel-feeds/:feedId/sync',
    {
      onRequest: staffOnly,
      schema: { params: FeedIdParamSchema, response: { 200: ChannelFeedResponseSchema } },
    },
    async (request) => {
      const outcome = await syncFeedNow(deps, sync, authOf(request).user.id, request.params.feedId);
      const message =
        outcome.result === 'failed'
          ? `Sync failed: ${describeOutcome(outcome)}`
          : `Sync done: ${describeOutcome(outcome)}`;
      return { message, feed: toChannelFeed(outcome.feed) };
    },
  );
};
