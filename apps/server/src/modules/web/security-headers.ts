import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Config } from '../../config.ts';
import { API_DOCS_PATH } from '../system/openapi.ts';

/*
 * The security headers of every answer (pages, API, images, feeds, PDFs), by helmet, and
 * the Content-Security-Policy of the web app. The policy lists what the app loads and
 * nothing else: its own bundles, styles, fonts, photos and API; Google Maps on the room
 * page and Google sign-in on the login page, each only when the server is configured for
 * it. No inline script runs unless its hash is in the page's policy (`allowInlineScripts`).
 */

type Directives = Record<string, string[]>;

const SELF = "'self'";

/**
 * What the Maps JavaScript API loads, from Google's CSP guide and its list of Maps domains
 * (developers.google.com/maps/documentation/javascript/content-security-policy,
 * developers.google.com/maps/domains), as an allowlist and over https only. The script
 * hosts are the API's own (`*.googleapis.com` in script-src would let anyone's Cloud
 * Storage file run here). Google's sample policy has 'unsafe-eval' and blob: scripts, so the
 * map gets them when a key is set (it could not be tried against Google from here, and a
 * map that breaks only in production is worse); never 'unsafe-inline'.
 */
const GOOGLE_MAPS: Directives = {
  'script-src': [
    'https://maps.googleapis.com',
    'https://maps.gstatic.com',
    "'unsafe-eval'",
    'blob:',
  ],
  'style-src': ['https://fonts.googleapis.com'],
  'font-src': ['https://fonts.gstatic.com'],
  'img-src': [
    'data:',
    'https://*.googleapis.com',
    'https://*.gstatic.com',
    'https://*.google.com',
    'https://*.googleusercontent.com',
  ],
  'connect-src': [
    'https://*.googleapis.com',
    'https://*.google.com',
    'https://*.gstatic.com',
    'data:',
    'blob:',
  ],
  'frame-src': ['https://*.google.com'],
  'worker-src': ['blob:'],
};

/** Google Identity Services (developers.google.com/identity/gsi/web/guides/csp). */
const GOOGLE_SIGN_IN: Directives = {
  'script-src': ['https://accounts.google.com/gsi/client'],
  'style-src': ['https://accounts.google.com/gsi/style'],
  'connect-src': ['https://accounts.google.com/gsi/'],
  'frame-src': ['https://accounts.google.com/gsi/'],
};

/** The policy's directives for the configured site, with these inline scripts allowed. */
function contentSecurityPolicyDirectives(
  config: Pick<Config, 'APP_URL' | 'GOOGLE_MAPS_API_KEY' | 'GOOGLE_CLIENT_ID'>,
  scriptHashes: readonly string[] = [],
): Directives {
  const appOrigin = new URL(config.APP_URL).origin;
  const directives: Directives = {
    'default-src': [SELF],
    'script-src': [SELF, ...scriptHashes],
    // React writes style attributes into the server-rendered markup, the build inlines the
    // stylesheet, and Google's map and sign-in button insert <style> elements of their own.
    'style-src': [SELF, "'unsafe-inline'"],
    'font-src': [SELF],
    // blob: is the preview of a photo being uploaded.
    'img-src': [SELF, 'blob:'],
    'connect-src': [SELF],
    'frame-src': ["'none'"],
    'worker-src': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    // The sandbox checkout's Pay button posts here and is redirected to APP_URL's callback.
    'form-action': [SELF, appOrigin],
    'frame-ancestors': ["'none'"],
  };
  const add = (sources: Directives) => {
    for (const [name, values] of Object.entries(sources)) {
      const current = (directives[name] ?? []).filter((value) => value !== "'none'");
      directives[name] = [...new Set([...current, ...values])];
    }
  };
  if (config.GOOGLE_MAPS_API_KEY) add(GOOGLE_MAPS);
  if (config.GOOGLE_CLIENT_ID) add(GOOGLE_SIGN_IN);
  // Behind TLS every http:// reference is fetched over https; on plain http that would break.
  if (appOrigin.startsWith('https:')) directives['upgrade-insecure-requests'] = [];
  return directives;
}

/** The CSP source allowing an inline script whose text is exactly `source`. */
export const scriptHash = (source: string): string =>
  `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`;

/** Types of <script> the browser runs (the rest, JSON or JSON-LD, are data blocks). */
const EXECUTED_TYPE =
  /^(|module|importmap|speculationrules|(text|application)\/(x-)?(java|ecma)script|text\/jscript|text\/livescript)$/i;

/** The text of each inline <script> in `html` the browser would run (no src, a script type). */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (/\ssrc\s*=/i.test(` ${attributes}`)) continue;
    const type = /\btype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attributes!);
    if (EXECUTED_TYPE.test((type?.[1] ?? type?.[2] ?? type?.[3] ?? '').trim())) {
      scripts.push(body!);
    }
  }
  return scripts;
}

/** Hashes of the inline scripts of a trusted template (the built index.html). */
export const inlineScriptHashes = (html: string): string[] => inlineScripts(html).map(scriptHash);

declare module 'fastify' {
  interface FastifyReply {
    /** This answer's policy also allows the inline scripts with these hashes (`scriptHash`). */
    allowInlineScripts(scriptHashes: readonly string[]): FastifyReply;
  }
}

const ONE_YEAR = 365 * 24 * 60 * 60;

/** Photos and the affiliates' creative assets (not their pages) may be shown by other sites. */
const EMBEDDABLE = /^\/(images\/|affiliate\/[^/?]+\.(png|jpe?g)(\?|$))/i;

/**
 * The headers helmet sets for `options`, worked out once. Helmet only ever sets and removes
 * headers, the same for every request; run per answer (as @fastify/helmet does, building a
 * new helmet each time) it cost about 30 µs a request here, half of GET /api/rooms.
 */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error) => {
    if (error) throw error;
  });
  return headers;
}

/** Helmet's headers for the configured site, with a policy of these directives. */
function headersWith(config: Config, directives: Directives): Record<string, string> {
  return helmetHeaders({
    contentSecurityPolicy: { useDefaults: false, directives },
    // Google sign-in's popup must be able to answer the page that opened it.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    // Off, as helmet's default: require-corp would refuse Google's map tiles and fonts.
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-origin' },
    // Guest links carry `?access=` tokens: other sites get the origin only, never the path
    // or query (Google still sees the origin its Maps key is restricted to).
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Only meaningful over TLS, and only sent when APP_URL says the site is served over it;
    // without includeSubDomains, as other hosts of the domain are not ours to vouch for.
    strictTransportSecurity: config.APP_URL.startsWith('https:')
      ? { maxAge: ONE_YEAR, includeSubDomains: false }
      : false,
    xFrameOptions: { action: 'deny' },
  });
}

/**
 * The headers of every answer (Strict-Transport-Security among them when APP_URL is
 * https), for the answers made before any hook runs: the router's refusals and Node's
 * (`app.ts`). The hook of `registerSecurityHeaders` sends them on all the others.
 */
export const securityHeaders = (config: Config): Record<string, string> =>
  headersWith(config, contentSecurityPolicyDirectives(config));

/**
 * Helmet's headers on every answer, with the policy above; registered before any other
 * hook that may answer (the text guard, CORS preflights), so that no answer goes without.
 */
export function registerSecurityHeaders(app: FastifyInstance, config: Config) {
  const everyAnswer = securityHeaders(config);
  // The API's browsable page (swagger-ui) draws its icons as data: images.
  const docsDirectives = contentSecurityPolicyDirectives(config);
  docsDirectives['img-src'] = [...docsDirectives['img-src']!, 'data:'];
  const docsPolicy = headersWith(config, docsDirectives)['content-security-policy']!;
  // A page's policy with its inline scripts, by their hashes (pages are few and cached).
  const pagePolicies = new Map<string, string>();
  const pagePolicy = (scriptHashes: readonly string[]) => {
    const key = scriptHashes.join(' ');
    let policy = pagePolicies.get(key);
    if (policy === undefined) {
      policy = headersWith(config, contentSecurityPolicyDirectives(config, scriptHashes))[
        'content-security-policy'
      ]!;
      if (pagePolicies.size < 1000) pagePolicies.set(key, policy);
    }
    return policy;
  };

  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(everyAnswer);
    if (EMBEDDABLE.test(request.url)) reply.header('cross-origin-resource-policy', 'cross-origin');
    if (request.url.startsWith(API_DOCS_PATH)) reply.header('content-security-policy', docsPolicy);
    done();
  });
  app.decorateReply('allowInlineScripts', function (this: FastifyReply, scriptHashes) {
    if (scriptHashes.length > 0) this.header('content-security-policy', pagePolicy(scriptHashes));
    return this;
  });
}
