import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyCompress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { JSON_BODY_LIMIT } from './lib/body-limits.ts';
import { registerCors } from './lib/cors.ts';
import {
  clientErrorHandler,
  frameworkErrors,
  refuseWhileClosing,
  registerErrorHandling,
} from './lib/errors.ts';
import { loggingOptions, sendRequestIds } from './lib/logging.ts';
import { registerTextGuard } from './lib/text-guard.ts';
import type { Deps } from './deps.ts';
import { ratesRoutes } from './modules/rates/rates.routes.ts';
import { createRateLimits, type RateLimits } from './lib/rate-limit.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { passwordResetRoutes } from './modules/auth/password-reset.routes.ts';
import { createGuard } from './modules/auth/guard.ts';
import { contactRoutes } from './modules/contact/contact.routes.ts';
import { createMailer, type Mailer } from './modules/mail/mail.service.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import { adminUsersRoutes } from './modules/users/admin-users.routes.ts';
import { bookingsRoutes } from './modules/bookings/bookings.routes.ts';
import { checkoutRoutes } from './modules/bookings/checkout.routes.ts';
import { createGuestAccess } from './modules/bookings/guest-access.ts';
import { selfServiceRoutes } from './modules/bookings/self-service.routes.ts';
import { createRefundWorker, type RefundWorker } from './modules/payments/refunds.service.ts';
import { createHoldSweeper } from './modules/bookings/hold-sweeper.ts';
import { createChannelSync, type ChannelSync } from './modules/channels/channel-sync.service.ts';
import { channelsRoutes } from './modules/channels/channels.routes.ts';
import { icalExportRoutes } from './modules/channels/ical-export.routes.ts';
import { paymentsRoutes } from './modules/payments/payments.routes.ts';
import { adminPaymentsRoutes } from './modules/payments/admin-payments.routes.ts';
import { receiptRoutes } from './modules/payments/receipt.routes.ts';
import { createPaymentProvider } from './modules/payments/provider-factory.ts';
import { adminAffiliatesRoutes } from './modules/affiliates/admin-affiliates.routes.ts';
import { affiliatesRoutes } from './modules/affiliates/affiliates.routes.ts';
import { sandboxRoutes } from './modules/payments/sandbox.routes.ts';
import { isSandbox } from './modules/payments/sandbox.provider.ts';
import { adminLogRoutes } from './modules/admin-log/admin-log.routes.ts';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes.ts';
import { roomsRoutes } from './modules/catalogue/rooms.routes.ts';
import { roomTypesRoutes } from './modules/catalogue/room-types.routes.ts';
import { createRoomListCache, type RoomListCache } from './modules/catalogue/catalogue.service.ts';
import { imagesRoutes } from './modules/images/images.routes.ts';
import { policiesRoutes } from './modules/policies/policies.routes.ts';
import { systemRoutes } from './modules/system/system.routes.ts';
import { registerOpenApi } from './modules/system/openapi.ts';
import { preloadsFor } from './modules/web/page-preloads.ts';
import { createPageRenderer, loadRenderer, rendererPathFor } from './modules/web/page-renderer.ts';
import { registerSecurityHeaders, securityHeaders } from './modules/web/security-headers.ts';
import { registerStatic } from './modules/web/static.routes.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const DEFAULT_WEB_DIR = path.resolve(here, '../../web/dist');
export const DEMO_IMAGES_DIR = path.resolve(here, '../assets/images');

declare module 'fastify' {
  interface FastifyInstance {
    /** The serialized public room list; whoever changes the catalogue invalidates it. */
    roomListCache: RoomListCache;
    mailer: Mailer;
    rateLimits: RateLimits;
    refundWorker: RefundWorker;
    /** Imported channel feeds: `syncDue()` runs a pass now (tests). */
    channelSync: ChannelSync;
  }
}

export interface AppOptions {
  config: Config;
  database: Database;
  /** The built web app; `null` serves none. */
  webDir?: string | null;
  /** `true` logs to stdout (pretty on a terminal, else JSON lines); a stream gets JSON lines. */
  logger?: boolean | NodeJS.WritableStream;
}

/** Builds the app (plugins, error handling, modules, static web) without listening. */
export async function buildApp({
  config,
  database,
  webDir = DEFAULT_WEB_DIR,
  logger = false,
}: AppOptions): Promise<FastifyInstance> {
  const everyAnswer = securityHeaders(config);
  const app = Fastify({
    ...(await loggingOptions(config, logger === true ? 'stdout' : logger || null)),
    // Reads of guessed ids and garbage query strings must never reach a 500.
    routerOptions: { maxParamLength: 1000 },
    bodyLimit: JSON_BODY_LIMIT,
    // Refusals made before any route or hook, in the API's error envelope too, and with
    // the security headers of every answer.
    frameworkErrors: (error, request, reply) =>
      frameworkErrors(error, request, reply.headers(everyAnswer)),
    clientErrorHandler: (error, socket) => clientErrorHandler(error, socket, everyAnswer),
    // Fastify's own 503 while closing goes out before the hooks: refuseWhileClosing instead.
    return503OnClosing: false,
    trustProxy: config.TRUST_PROXY,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  // First of the hooks: every answer carries the headers, refusals of the hooks after it too.
  registerSecurityHeaders(app, config);
  sendRequestIds(app);
  refuseWhileClosing(app);
  registerTextGuard(app);
  await registerCors(app, config);
  // Compression only for the routes that ask for it (`compress` in their options); request
  // bodies are never inflated.
  await app.register(fastifyCompress, { global: false, globalDecompression: false });

  const { db } = database;
  const roomListCache = createRoomListCache(db);
  const mailer = createMailer({
    db,
    config,
    log: app.log,
    soleProcess: database.kind === 'pglite',
  });
  const rateLimits = createRateLimits(db, app.log);
  const provider = createPaymentProvider(db, config);
  const guestAccess = createGuestAccess(db);
  const deps: Deps = { db, config, mailer, provider, guestAccess };
  const guard = createGuard(db);
  app.decorate('roomListCache', roomListCache);
  app.decorate('mailer', mailer);
  app.decorate('rateLimits', rateLimits);
  const holdSweeper = createHoldSweeper(db, app.log);
  const refundWorker = createRefundWorker(deps, app.log);
  app.decorate('refundWorker', refundWorker);
  const channelSync = createChannelSync(deps, app.log);
  app.decorate('channelSync', channelSync);
  app.addHook('onReady', async () => {
    mailer.start();
    holdSweeper.start();
    refundWorker.start();
    rateLimits.start();
    channelSync.start();
  });
  app.addHook('onClose', async () => {
    await channelSync.stop();
    await holdSweeper.stop();
    await refundWorker.stop();
    await rateLimits.stop();
    await mailer.stop();
  });
  await registerOpenApi(app, config.APP_URL);
  await app.register(
    async (api) => {
      await api.register(systemRoutes, { database, config });
      await api.register(catalogueRoutes, { db, roomListCache });
      await api.register(policiesRoutes, { deps, guard });
      await api.register(authRoutes, { deps, guard, rateLimits });
      await api.register(passwordResetRoutes, { deps, rateLimits });
      await api.register(usersRoutes, { deps, guard });
      await api.register(adminUsersRoutes, { deps, guard });
      await api.register(contactRoutes, { deps, rateLimits });
      await api.register(bookingsRoutes, { deps, guard, guestAccess });
      await api.register(selfServiceRoutes, { deps, guard, rateLimits });
      await api.register(roomsRoutes, { deps, guard, roomListCache });
      await api.register(roomTypesRoutes, { deps, guard, roomListCache });
      await api.register(channelsRoutes, { deps, guard, sync: channelSync });
      await api.register(adminLogRoutes, { db, guard });
      await api.register(ratesRoutes, { deps, guard, rateLimits });
      await api.register(checkoutRoutes, { deps, guard });
      await api.register(paymentsRoutes, {
        deps: { ...deps, provider, guestAccess },
        guard,
      });
      await api.register(affiliatesRoutes, { deps: { ...deps, provider }, guard, rateLimits });
      await api.register(adminAffiliatesRoutes, { deps, guard });
      await api.register(adminPaymentsRoutes, { deps, guard });
      await api.register(receiptRoutes, { deps, guard, guestAccess });
      if (isSandbox(provider)) await api.register(sandboxRoutes, { db, provider });
    },
    { prefix: '/api' },
  );

  await app.register(imagesRoutes, { db });
  await app.register(icalExportRoutes, { db });
  const render =
    config.SERVER_RENDERING === 'on' ? await loadRenderer(webDir && rendererPathFor(webDir)) : null;
  await registerStatic(app, {
    webDir,
    preloadsFor: (pagePath) => preloadsFor(pagePath, roomListCache),
    renderPage: render && createPageRenderer(render, { db, roomListCache }),
    // Uploaded photos are in the database (`/images/store/…`, above), not in a directory.
    imageDirs: [DEMO_IMAGES_DIR],
  });
  return app;
}
