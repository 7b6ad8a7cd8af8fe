import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import {
  LogController,
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import type { Config } from '../config.ts';

/** Where the log goes: the process's stdout, or a stream (tests capture it). */
export type LogDestination = 'stdout' | NodeJS.WritableStream;

const REDACTED = '[redacted]';

/** Query parameters whose value is a secret: guest `access`, reset / verification tokens, keys. */
const SECRET_PARAM = /^(?:access|key|api_?key|.*(?:token|secret|password|signature).*)$/i;

function redactQuery(query: string): string {
  return query
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      if (equals < 0) return pair;
      let name = pair.slice(0, equals);
      try {
        name = decodeURIComponent(name.replaceAll('+', ' '));
      } catch {
        // A malformed name is logged as it came; it can't match a secret's name then anyway.
      }
      return SECRET_PARAM.test(name) ? `${pair.slice(0, equals)}=${REDACTED}` : pair;
    })
    .join('&');
}

/** Paths whose segment is a secret: a unit's calendar feed, an email link. */
function redactPath(path: string): string {
  if (path.startsWith('/ical/units/')) {
    const unit = /^\/ical\/units\/(\d+)\//.exec(path);
    const suffix = path.endsWith('.ics') ? '.ics' : '';
    return unit ? `/ical/units/${unit[1]}/${REDACTED}${suffix}` : `/ical/units/${REDACTED}`;
  }
  if (path.startsWith('/api/email/verify/')) return `/api/email/verify/${REDACTED}`;
  return path;
}

/**
 * A URL safe to log: guest access tokens (`?access=`), password-reset and email
 * verification tokens and the calendar feed's token replaced by `[redacted]`;
 * everything else (affiliate codes, payment references) kept.
 */
export function redactUrl(url: unknown): unknown {
  if (typeof url !== 'string') return url;
  const question = url.indexOf('?');
  const path = question < 0 ? url : url.slice(0, question);
  const redactedPath = path.startsWith('/ical/') || path.startsWith('/api/email/verify/');
  if (question < 0) return redactedPath ? redactPath(path) : url;
  return `${redactedPath ? redactPath(path) : path}?${redactQuery(url.slice(question + 1))}`;
}

/** An incoming `x-request-id` (a proxy's, a client's) is kept only if it is a short plain token. */
const SANE_REQUEST_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,63}$/;
/** Random per process, so two instances behind one proxy never hand out the same id. */
const PROCESS_PREFIX = randomBytes(4).toString('hex');
let requestCount = 0;

function requestIdOf(request: IncomingMessage): string {
  const incoming = request.headers['x-request-id'];
  if (typeof incoming === 'string' && SANE_REQUEST_ID.test(incoming)) return incoming;
  requestCount += 1;
  return `${PROCESS_PREFIX}-${requestCount.toString(36)}`;
}

const STATIC_FILE =
  /\.(?:js|mjs|css|map|png|jpe?g|gif|webp|avif|svg|ico|woff2?|ttf|otf|eot|txt|xml|webmanifest|json)$/;

/** Requests logged only at debug: health checks, static assets, images. */
function isQuietPath(path: string): boolean {
  if (path.startsWith('/api/')) return path === '/api/health' || path === '/api/ready';
  return path.startsWith('/assets/') || path.startsWith('/images/') || STATIC_FILE.test(path);
}

/**
 * One line per request, written when the response is done: request id, method, URL
 * (secrets redacted by the `url` serializer), status and time. Fastify's own
 * "incoming request" line is dropped.
 */
class OneLinePerRequest extends LogController {
  override incomingRequest() {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    const url = request.url;
    const question = url.indexOf('?');
    const quiet = isQuietPath(question < 0 ? url : url.slice(0, question));
    const level = error ? 'error' : quiet ? 'debug' : 'info';
    // Fastify's logger is pino's, which has it (its type does not say so).
    const log = reply.log as FastifyBaseLogger & { isLevelEnabled(level: string): boolean };
    if (!log.isLevelEnabled(level)) return;
    const line = {
      method: request.method,
      url,
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 100) / 100,
      ...(error ? { err: error } : {}),
    };
    log[level](line, 'request');
  }
}

/** Fields of a request line, which the terminal format folds into its message. */
const REQUEST_FIELDS = ['method', 'url', 'status', 'ms'];

/** Readable lines for a terminal (stdout unless told), coloured if it supports colour. */
export async function prettyStream(
  destination: NodeJS.WritableStream | number = 1,
  colorize?: boolean,
): Promise<NodeJS.WritableStream> {
  // Loaded only for a terminal: the JSON path never pays for it.
  const { default: pretty } = await import('pino-pretty');
  return pretty({
    destination,
    ...(colorize === undefined ? {} : { colorize }),
    sync: true,
    translateTime: 'SYS:HH:MM:ss.l',
    ignore: ['pid', 'hostname', 'reqId', ...REQUEST_FIELDS].join(','),
    messageFormat: (log, messageKey) => {
      const id = typeof log.reqId === 'string' ? `${log.reqId} ` : '';
      if (log[messageKey] === 'request' && log.method) {
        return `${id}${String(log.method)} ${String(log.url)} ${String(log.status)} ${String(log.ms)} ms`;
      }
      // `url` is folded into request lines only; other lines keep it.
      const url = typeof log.url === 'string' ? ` (${log.url})` : '';
      return `${id}${String(log[messageKey] ?? '')}${url}`;
    },
  });
}

/**
 * The app's logging options: pretty lines on a terminal, JSON lines otherwise (pino's
 * default stdout destination, written asynchronously and flushed synchronously when the
 * process exits), request ids honoured or made, one line per request.
 */
export async function loggingOptions(
  config: Pick<Config, 'LOG_LEVEL'>,
  destination: LogDestination | null,
): Promise<
  Pick<FastifyServerOptions, 'logger' | 'logController' | 'genReqId' | 'requestIdHeader'>
> {
  const ids = { genReqId: requestIdOf, requestIdHeader: false } as const;
  if (destination === null) return { ...ids, logger: false };
  const stream =
    destination !== 'stdout'
      ? destination
      : process.stdout.isTTY
        ? await prettyStream()
        : undefined;
  return {
    ...ids,
    logger: {
      level: config.LOG_LEVEL,
      serializers: { url: redactUrl as (url: string) => string },
      ...(stream ? { stream } : {}),
    },
    logController: new OneLinePerRequest(),
  };
}

/** Every answer names its request id, so a user's report finds its log line. */
export function sendRequestIds(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
}
