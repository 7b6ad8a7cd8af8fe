import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http, { type ClientRequest, type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

/*
 * Fetches a channel's iCal feed (issue 14). The URL is typed by staff, so the server must not
 * become a way to read its own network: only http(s), every redirect re-checked, and the
 * address actually connected to must be public unless ICAL_ALLOW_PRIVATE=1. Messages are
 * shown to staff on the unit's page, so they are short plain sentences.
 */

export interface FeedFetchOptions {
  /** The whole fetch, redirects and body included. */
  timeoutMs: number;
  maxBytes: number;
  /** Loopback, private and link-local targets allowed (ICAL_ALLOW_PRIVATE=1: tests, a local channel manager). */
  allowPrivate: boolean;
  /** Sent as If-None-Match. */
  etag?: string | null;
  /** Sent as If-Modified-Since. */
  lastModified?: string | null;
  maxRedirects?: number;
}

export type FeedFetchResult =
  | { kind: 'not_modified' }
  | { kind: 'ok'; body: string; etag: string | null; lastModified: string | null };

export type FeedFetchFailure =
  'bad_url' | 'private_address' | 'timeout' | 'too_large' | 'http_status' | 'redirect' | 'network';

export class FeedFetchError extends Error {
  constructor(
    readonly reason: FeedFetchFailure,
    message: string,
  ) {
    super(message);
    this.name = 'FeedFetchError';
  }
}

const DEFAULT_MAX_REDIRECTS = 3;
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
const REQUEST_HEADERS = {
  'user-agent': 'AsoResidences-ChannelSync/1.0',
  accept: 'text/calendar, */*;q=0.5',
};

export async function fetchFeed(url: string, options: FeedFetchOptions): Promise<FeedFetchResult> {
  let target = feedUrl(url);
  const maxRedirects = options.maxRedirects ?? DEFAULT_MAX_REDIRECTS;
  // One clock for every hop: a chain of slow redirects cannot stretch the limit.
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(), options.timeoutMs);
  try {
    for (let redirects = 0; ; redirects += 1) {
      const answer = await requestOnce(target, options, deadline.signal);
      if (answer.kind !== 'redirect') return answer;
      if (redirects >= maxRedirects) {
        throw new FeedFetchError(
          'redirect',
          `The channel redirected more than ${maxRedirects} times.`,
        );
      }
      target = redirectUrl(answer.location, target);
    }
  } finally {
    clearTimeout(timer);
  }
}

function feedUrl(url: string): URL {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new FeedFetchError('bad_url', 'The feed address is not a valid URL.');
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new FeedFetchError('bad_url', 'The feed address must start with http:// or https://.');
  }
  return parsed;
}

function redirectUrl(location: string | undefined, from: URL): URL {
  if (!location)
    throw new FeedFetchError('redirect', 'The channel redirected without saying where to.');
  let parsed: URL;
  try {
    parsed = new URL(location, from);
  } catch {
    throw new FeedFetchError('redirect', 'The channel redirected to an address that is not valid.');
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new FeedFetchError(
      'redirect',
      `The channel redirected to a ${parsed.protocol} address; only http and https are followed.`,
    );
  }
  return parsed;
}

/** Public unicast only; an IPv4-mapped IPv6 address is judged as the IPv4 address it carries. */
function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === 'unicast';
}

function privateAddressError(address: string): FeedFetchError {
  return new FeedFetchError(
    'private_address',
    `The feed address leads to a private or local network address (${address}), which is not allowed.`,
  );
}

/**
 * Resolves like the system does, then refuses private answers. Given to http.request as
 * `lookup`, it judges the very addresses the socket connects to: no second lookup that a
 * rebinding DNS server could answer differently.
 */
const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
    if (error) {
      callback(error, '', 0);
      return;
    }
    const refused = addresses.find((entry) => !isPublicAddress(entry.address));
    if (refused) {
      callback(privateAddressError(refused.address), '', 0);
      return;
    }
    if (options.all) {
      callback(null, addresses);
      return;
    }
    const [first] = addresses;
    if (first) callback(null, first.address, first.family);
    else
      callback(
        Object.assign(new Error(`No address for ${hostname}`), { code: 'ENOTFOUND' }),
        '',
        0,
      );
  });
};

type HopAnswer = FeedFetchResult | { kind: 'redirect'; location: string | undefined };

function requestOnce(
  target: URL,
  options: FeedFetchOptions,
  deadline: AbortSignal,
): Promise<HopAnswer> {
  const host = target.hostname.replace(/^\[(.*)\]$/, '$1');
  // A literal IP never goes through `lookup`, so it is judged here.
  if (!options.allowPrivate && isIP(host) !== 0 && !isPublicAddress(host)) {
    return Promise.reject(privateAddressError(host));
  }
  if (deadline.aborted) return Promise.reject(timeoutError(options.timeoutMs));

  const headers: Record<string, string> = { ...REQUEST_HEADERS };
  // A validator Node would refuse to send is only a lost optimisation: the feed comes whole.
  if (options.etag && isHeaderValue(options.etag)) headers['if-none-match'] = options.etag;
  if (options.lastModified && isHeaderValue(options.lastModified)) {
    headers['if-modified-since'] = options.lastModified;
  }
  const client = target.protocol === 'https:' ? https : http;
  let request: ClientRequest;
  try {
    request = client.request(target, {
      method: 'GET',
      headers,
      // A fresh connection each time: a pooled socket would skip the address check.
      agent: false,
      ...(options.allowPrivate ? {} : { lookup: publicOnlyLookup }),
    });
  } catch (error) {
    return Promise.reject(networkError(error));
  }

  return new Promise<HopAnswer>((resolve, reject) => {
    let settled = false;
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      deadline.removeEventListener('abort', onDeadline);
      outcome();
    };
    const fail = (error: unknown) => {
      request.destroy();
      finish(() =>
        reject(deadline.aborted ? timeoutError(options.timeoutMs) : networkError(error)),
      );
    };
    const onDeadline = () => fail(undefined);

    deadline.addEventListener('abort', onDeadline, { once: true });
    request.on('error', fail);
    request.on('response', (response: IncomingMessage) => {
      response.on('error', fail);
      const status = response.statusCode ?? 0;
      if (status === 304) {
        response.destroy();
        finish(() => resolve({ kind: 'not_modified' }));
      } else if (REDIRECT_STATUSES.has(status)) {
        response.destroy();
        finish(() => resolve({ kind: 'redirect', location: response.headers.location }));
      } else if (status < 200 || status > 299) {
        response.destroy();
        finish(() =>
          reject(new FeedFetchError('http_status', `The channel answered HTTP ${status}.`)),
        );
      } else {
        readBody(response, options.maxBytes, (outcome) => {
          if ('error' in outcome) {
            request.destroy();
            finish(() => reject(outcome.error));
            return;
          }
          finish(() =>
            resolve({
              kind: 'ok',
              body: outcome.body,
              etag: response.headers.etag ?? null,
              lastModified: response.headers['last-modified'] ?? null,
            }),
          );
        });
      }
    });
    request.end();
  });
}

/** What Node accepts in a header value (its own check, `checkInvalidHeaderChar`). */
function isHeaderValue(value: string): boolean {
  return !/[^\t\x20-\x7e\x80-\xff]/.test(value);
}

/** Collects the body, refusing it as soon as it is known to pass `maxBytes` (declared or counted). */
function readBody(
  response: IncomingMessage,
  maxBytes: number,
  done: (outcome: { body: string } | { error: FeedFetchError }) => void,
): void {
  const tooLarge = () =>
    new FeedFetchError('too_large', `The feed is larger than ${formatBytes(maxBytes)}.`);
  const declared = Number(response.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) {
    response.destroy();
    done({ error: tooLarge() });
    return;
  }
  const chunks: Buffer[] = [];
  let received = 0;
  response.on('data', (chunk: Buffer) => {
    received += chunk.length;
    if (received > maxBytes) {
      response.destroy();
      done({ error: tooLarge() });
      return;
    }
    chunks.push(chunk);
  });
  response.on('end', () => {
    if (received <= maxBytes) done({ body: Buffer.concat(chunks).toString('utf8') });
  });
}

function timeoutError(timeoutMs: number): FeedFetchError {
  return new FeedFetchError(
    'timeout',
    `The channel did not answer within ${timeoutMs / 1000} second${timeoutMs === 1000 ? '' : 's'}.`,
  );
}

const NETWORK_MESSAGES: Record<string, string> = {
  ENOTFOUND: "The feed's host name could not be found.",
  EAI_AGAIN: "The feed's host name could not be found.",
  ECONNREFUSED: 'The channel refused the connection.',
  ECONNRESET: 'The channel closed the connection before the feed was complete.',
  EHOSTUNREACH: 'The channel could not be reached.',
  ENETUNREACH: 'The channel could not be reached.',
  ETIMEDOUT: 'The channel could not be reached.',
};

function networkError(error: unknown): FeedFetchError {
  if (error instanceof FeedFetchError) return error;
  const code = (error as { code?: unknown } | undefined)?.code;
  if (typeof code === 'string') {
    const known = NETWORK_MESSAGES[code];
    if (known) return new FeedFetchError('network', known);
    if (/CERT|TLS|SSL|SELF_SIGNED|UNABLE_TO_VERIFY/.test(code)) {
      return new FeedFetchError(
        'network',
        "The channel's secure connection could not be verified.",
      );
    }
    if (code.startsWith('HPE_')) {
      return new FeedFetchError('network', "The channel's answer was not valid HTTP.");
    }
    return new FeedFetchError('network', `The feed could not be fetched (${code}).`);
  }
  return new FeedFetchError('network', 'The feed could not be fetched.');
}

function formatBytes(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  if (Number.isInteger(mb)) return `${mb} MB`;
  const kb = bytes / 1024;
  if (Number.isInteger(kb)) return `${kb} KB`;
  return `${bytes} bytes`;
}
