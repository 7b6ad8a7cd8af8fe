import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { FEED_MAX_BYTES } from '@aso/core/channels';
import { afterEach, describe, expect, it } from 'vitest';
import { FeedFetchError, fetchFeed, type FeedFetchOptions } from './feed-fetch.ts';

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

/** A real HTTP server on 127.0.0.1, port 0, that records every request it receives. */
async function startServer(handler: Handler) {
  const requests: { path: string; headers: IncomingHttpHeaders }[] = [];
  const server = createServer((request, response) => {
    requests.push({ path: request.url ?? '/', headers: request.headers });
    handler(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const started = {
    port,
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  servers.push(started);
  return started;
}

const servers: { close: () => Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

const LOCAL: FeedFetchOptions = { timeoutMs: 5_000, maxBytes: FEED_MAX_BYTES, allowPrivate: true };
const CALENDAR = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n';
const FIVE_MB = 5 * 1024 * 1024;

/** The FeedFetchError a fetch ends with (fails the test if it succeeds or throws anything else). */
async function failureOf(promise: Promise<unknown>): Promise<FeedFetchError> {
  const outcome = await promise.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
  if (!('error' in outcome))
    throw new Error(`expected a failure, got ${JSON.stringify(outcome.value)}`);
  expect(outcome.error).toBeInstanceOf(FeedFetchError);
  return outcome.error as FeedFetchError;
}

describe('fetchFeed', () => {
  it('returns the body with its validators and says who is asking', async () => {
    const server = await startServer((_request, response) => {
      response
        .writeHead(200, {
          'content-type': 'text/calendar; charset=utf-8',
          etag: '"v1"',
          'last-modified': 'Wed, 25 Nov 2026 08:00:00 GMT',
        })
        .end(CALENDAR);
    });

    const result = await fetchFeed(server.url('/unit.ics'), LOCAL);

    expect(result).toEqual({
      kind: 'ok',
      body: CALENDAR,
      etag: '"v1"',
      lastModified: 'Wed, 25 Nov 2026 08:00:00 GMT',
    });
    const [request] = server.requests;
    expect(request!.headers['user-agent']).toBe('AsoResidences-ChannelSync/1.0');
    expect(request!.headers.accept).toBe('text/calendar, */*;q=0.5');
    expect(request!.headers['if-none-match']).toBeUndefined();
    expect(request!.headers['if-modified-since']).toBeUndefined();
  });

  it('decodes the body as UTF-8, even with a character split across two chunks', async () => {
    const text = `${CALENDAR}SUMMARY:Ọ̀ṣun – Ìbàdàn\r\n`;
    const bytes = Buffer.from(text, 'utf8');
    const cut = bytes.indexOf(Buffer.from('Ọ', 'utf8')) + 1;
    const server = await startServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/calendar' });
      response.write(bytes.subarray(0, cut));
      setTimeout(() => response.end(bytes.subarray(cut)), 20);
    });

    const result = await fetchFeed(server.url('/unit.ics'), LOCAL);

    expect(result).toMatchObject({ kind: 'ok', body: text });
  });

  it('sends the ETag back as If-None-Match and reports a 304 as not modified', async () => {
    const server = await startServer((request, response) => {
      if (request.headers['if-none-match'] === '"v1"')
        response.writeHead(304, { etag: '"v1"' }).end();
      else response.writeHead(200, { etag: '"v1"' }).end(CALENDAR);
    });

    const first = await fetchFeed(server.url('/unit.ics'), LOCAL);
    expect(first).toMatchObject({ kind: 'ok', etag: '"v1"' });
    const second = await fetchFeed(server.url('/unit.ics'), {
      ...LOCAL,
      etag: first.kind === 'ok' ? first.etag : null,
    });

    expect(second).toEqual({ kind: 'not_modified' });
    expect(server.requests.map((request) => request.headers['if-none-match'])).toEqual([
      undefined,
      '"v1"',
    ]);
  });

  it('fetches the whole feed when a stored ETag cannot be sent as a header', async () => {
    const server = await startServer((_request, response) => {
      response.writeHead(200, { etag: '"v2"' }).end(CALENDAR);
    });

    const result = await fetchFeed(server.url('/unit.ics'), {
      ...LOCAL,
      etag: '"v1"\r\nX-Evil: 1',
    });

    expect(result).toMatchObject({ kind: 'ok', body: CALENDAR, etag: '"v2"' });
    expect(server.requests[0]!.headers['if-none-match']).toBeUndefined();
    expect(server.requests[0]!.headers['x-evil']).toBeUndefined();
  });

  it('sends Last-Modified back as If-Modified-Since and reports a 304 as not modified', async () => {
    const stamp = 'Tue, 24 Nov 2026 10:30:00 GMT';
    const server = await startServer((request, response) => {
      const since = request.headers['if-modified-since'];
      if (since && Date.parse(since) >= Date.parse(stamp)) response.writeHead(304).end();
      else response.writeHead(200, { 'last-modified': stamp }).end(CALENDAR);
    });

    const first = await fetchFeed(server.url('/unit.ics'), LOCAL);
    expect(first).toEqual({ kind: 'ok', body: CALENDAR, etag: null, lastModified: stamp });
    const second = await fetchFeed(server.url('/unit.ics'), { ...LOCAL, lastModified: stamp });

    expect(second).toEqual({ kind: 'not_modified' });
    expect(server.requests[1]!.headers['if-modified-since']).toBe(stamp);
  });

  it('refuses an answer declared larger than the limit at once, without waiting for its body', async () => {
    const server = await startServer((_request, response) => {
      // Declares 5 MB, sends a few bytes, then stalls: only the declaration can refuse it quickly.
      response.writeHead(200, { 'content-length': String(FIVE_MB) });
      response.write('BEGIN:VCALENDAR\r\n');
    });

    const started = performance.now();
    const error = await failureOf(
      fetchFeed(server.url('/big.ics'), { ...LOCAL, timeoutMs: 3_000 }),
    );

    expect(error.reason).toBe('too_large');
    expect(error.message).toBe('The feed is larger than 2 MB.');
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it('refuses a chunked answer without Content-Length once more than the limit has arrived', async () => {
    let bytesWritten = 0;
    let closedEarly = false;
    const server = await startServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/calendar' });
      response.on('close', () => {
        closedEarly = !response.writableFinished;
      });
      const chunk = Buffer.alloc(64 * 1024, 'A');
      const pump = () => {
        while (bytesWritten < FIVE_MB && !response.destroyed) {
          bytesWritten += chunk.length;
          if (!response.write(chunk)) return void response.once('drain', pump);
        }
        if (!response.destroyed) response.end();
      };
      pump();
    });

    const error = await failureOf(fetchFeed(server.url('/big.ics'), LOCAL));

    expect(error.reason).toBe('too_large');
    expect(error.message).toBe('The feed is larger than 2 MB.');
    expect(server.requests[0]!.headers['content-length']).toBeUndefined();
    await expect.poll(() => closedEarly).toBe(true);
  });

  it('accepts an answer of exactly the limit', async () => {
    const body = 'A'.repeat(1024);
    const server = await startServer((_request, response) => {
      response.writeHead(200);
      response.write(body.slice(0, 512));
      response.end(body.slice(512));
    });

    const result = await fetchFeed(server.url('/edge.ics'), { ...LOCAL, maxBytes: 1024 });

    expect(result).toMatchObject({ kind: 'ok', body });
    const error = await failureOf(fetchFeed(server.url('/edge.ics'), { ...LOCAL, maxBytes: 1023 }));
    expect(error.reason).toBe('too_large');
  });

  it('gives up on a server that never answers, within the time limit', async () => {
    const server = await startServer(() => {});

    const started = performance.now();
    const error = await failureOf(
      fetchFeed(server.url('/silent.ics'), { ...LOCAL, timeoutMs: 300 }),
    );
    const elapsed = performance.now() - started;

    expect(error.reason).toBe('timeout');
    expect(error.message).toBe('The channel did not answer within 0.3 seconds.');
    expect(elapsed).toBeGreaterThanOrEqual(290);
    expect(elapsed).toBeLessThan(1_000);
    expect(server.requests).toHaveLength(1);
  });

  it('counts the body in the time limit: a feed that trickles in is cut off', async () => {
    const server = await startServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/calendar' });
      response.write('BEGIN:VCALENDAR\r\n');
      const drip = setInterval(() => response.write('X-FILLER:1\r\n'), 50);
      response.on('close', () => clearInterval(drip));
    });

    const started = performance.now();
    const error = await failureOf(fetchFeed(server.url('/slow.ics'), { ...LOCAL, timeoutMs: 300 }));

    expect(error.reason).toBe('timeout');
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it('follows redirects to http addresses, relative or absolute', async () => {
    const server = await startServer((request, response) => {
      if (request.url === '/old.ics') response.writeHead(301, { location: '/moved.ics' }).end();
      else if (request.url === '/moved.ics') {
        response.writeHead(302, { location: `http://127.0.0.1:${server.port}/final.ics` }).end();
      } else response.writeHead(200, { etag: '"final"' }).end(CALENDAR);
    });

    const result = await fetchFeed(server.url('/old.ics'), { ...LOCAL, etag: '"stale"' });

    expect(result).toEqual({ kind: 'ok', body: CALENDAR, etag: '"final"', lastModified: null });
    expect(server.requests.map((request) => request.path)).toEqual([
      '/old.ics',
      '/moved.ics',
      '/final.ics',
    ]);
  });

  it('refuses a redirect to a file: address', async () => {
    const server = await startServer((_request, response) => {
      response.writeHead(302, { location: 'file:///etc/passwd' }).end();
    });

    const error = await failureOf(fetchFeed(server.url('/unit.ics'), LOCAL));

    expect(error.reason).toBe('redirect');
    expect(error.message).toBe(
      'The channel redirected to a file: address; only http and https are followed.',
    );
  });

  it('refuses redirects to other schemes and redirects without a Location', async () => {
    const server = await startServer((request, response) => {
      if (request.url === '/ftp')
        response.writeHead(307, { location: 'ftp://example.com/a.ics' }).end();
      else if (request.url === '/data')
        response.writeHead(308, { location: 'data:text/calendar,x' }).end();
      else response.writeHead(302).end();
    });

    const ftp = await failureOf(fetchFeed(server.url('/ftp'), LOCAL));
    const data = await failureOf(fetchFeed(server.url('/data'), LOCAL));
    const nowhere = await failureOf(fetchFeed(server.url('/nowhere'), LOCAL));

    expect([ftp.reason, data.reason, nowhere.reason]).toEqual(['redirect', 'redirect', 'redirect']);
    expect(ftp.message).toContain('ftp:');
    expect(data.message).toContain('data:');
    expect(nowhere.message).toBe('The channel redirected without saying where to.');
  });

  it('stops after the allowed number of redirects', async () => {
    const server = await startServer((request, response) => {
      const hop = Number(request.url!.slice(1));
      response.writeHead(302, { location: `/${hop + 1}` }).end();
    });

    const error = await failureOf(fetchFeed(server.url('/0'), LOCAL));

    expect(error.reason).toBe('redirect');
    expect(error.message).toBe('The channel redirected more than 3 times.');
    // The first request and three redirects followed; the fourth is not.
    expect(server.requests.map((request) => request.path)).toEqual(['/0', '/1', '/2', '/3']);
    const none = await failureOf(fetchFeed(server.url('/0'), { ...LOCAL, maxRedirects: 0 }));
    expect(none.reason).toBe('redirect');
  });

  it('reports a non-2xx answer with its status', async () => {
    const server = await startServer((request, response) => {
      response.writeHead(request.url === '/gone.ics' ? 404 : 503).end('<html>Not here</html>');
    });

    const missing = await failureOf(fetchFeed(server.url('/gone.ics'), LOCAL));
    const down = await failureOf(fetchFeed(server.url('/down.ics'), LOCAL));

    expect(missing.reason).toBe('http_status');
    expect(missing.message).toBe('The channel answered HTTP 404.');
    expect(down.message).toBe('The channel answered HTTP 503.');
  });

  it('refuses addresses that are not http or https, and text that is no URL', async () => {
    for (const url of ['file:///etc/passwd', 'ftp://example.com/cal.ics', 'javascript:alert(1)']) {
      const error = await failureOf(fetchFeed(url, LOCAL));
      expect(error.reason).toBe('bad_url');
      expect(error.message).toBe('The feed address must start with http:// or https://.');
    }
    const error = await failureOf(fetchFeed('airbnb.com/calendar.ics', LOCAL));
    expect(error.reason).toBe('bad_url');
    expect(error.message).toBe('The feed address is not a valid URL.');
  });

  it('refuses loopback targets unless private addresses are allowed, before any request is sent', async () => {
    const server = await startServer((_request, response) => response.writeHead(200).end(CALENDAR));
    const strict = { ...LOCAL, allowPrivate: false };

    const literal = await failureOf(fetchFeed(server.url('/unit.ics'), strict));
    const named = await failureOf(fetchFeed(`http://localhost:${server.port}/unit.ics`, strict));
    const mapped = await failureOf(
      fetchFeed(`http://[::ffff:127.0.0.1]:${server.port}/unit.ics`, strict),
    );

    expect([literal.reason, named.reason, mapped.reason]).toEqual([
      'private_address',
      'private_address',
      'private_address',
    ]);
    expect(literal.message).toBe(
      'The feed address leads to a private or local network address (127.0.0.1), which is not allowed.',
    );
    expect(named.message).toMatch(/\((127\.0\.0\.1|::1)\)/);
    expect(server.requests).toEqual([]);
    // The same server is reachable when private addresses are allowed.
    expect(await fetchFeed(`http://localhost:${server.port}/unit.ics`, LOCAL)).toMatchObject({
      kind: 'ok',
    });
  });

  it('refuses other private, link-local and unspecified literal addresses', async () => {
    const strict = { ...LOCAL, allowPrivate: false, timeoutMs: 2_000 };
    for (const host of [
      '10.0.0.8',
      '192.168.1.1',
      '172.16.5.4',
      '169.254.169.254',
      '0.0.0.0',
      '[::1]',
      '[fe80::1]',
      '[fd00::1]',
    ]) {
      const error = await failureOf(fetchFeed(`http://${host}/feed.ics`, strict));
      expect(error.reason, host).toBe('private_address');
    }
  });

  it('reports a refused connection as a network failure', async () => {
    const server = await startServer(() => {});
    const url = server.url('/unit.ics');
    await server.close();

    const error = await failureOf(fetchFeed(url, LOCAL));

    expect(error.reason).toBe('network');
    expect(error.message).toBe('The channel refused the connection.');
  });
});
