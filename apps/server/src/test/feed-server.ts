import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One answer of the feed server, changeable between requests. */
export interface FeedAnswer {
  body?: string;
  status?: number;
  contentType?: string;
  /** Sent as ETag (and If-None-Match answered with 304) unless `false`. */
  etag?: boolean;
  /** Holds the answer this long before sending it. */
  delayMs?: number;
  /** Never answers (the client must give up). */
  hang?: boolean;
}

/**
 * A channel's calendar server on 127.0.0.1 for the tests: serves `.ics` answers by path,
 * honours If-None-Match with 304 and counts what it was asked.
 */
export async function startFeedServer() {
  const answers = new Map<string, FeedAnswer>();
  const requests: { path: string; ifNoneMatch: string | undefined }[] = [];
  const server: Server = createServer((request, response) => {
    const path = request.url ?? '/';
    const ifNoneMatch = request.headers['if-none-match'];
    requests.push({ path, ifNoneMatch });
    const answer = answers.get(path);
    if (!answer) {
      response.writeHead(404).end('not found');
      return;
    }
    if (answer.hang) return;
    const send = () => {
      const body = answer.body ?? '';
      const etag = `"${createHash('sha1').update(body).digest('hex')}"`;
      if (answer.etag !== false && ifNoneMatch === etag) {
        response.writeHead(304, { etag }).end();
        return;
      }
      response
        .writeHead(answer.status ?? 200, {
          'content-type': answer.contentType ?? 'text/calendar; charset=utf-8',
          ...(answer.etag === false ? {} : { etag }),
        })
        .end(body);
    };
    if (answer.delayMs) setTimeout(send, answer.delayMs);
    else send();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: (path: string) => `${base}${path}`,
    serve(path: string, answer: FeedAnswer) {
      answers.set(path, answer);
    },
    requestsTo: (path: string) => requests.filter((request) => request.path === path),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
export type FeedServer = Awaited<ReturnType<typeof startFeedServer>>;

export interface CalendarEvent {
  uid: string;
  /** YYYY-MM-DD; all-day, end exclusive as channels write it. */
  start: string;
  end: string;
  summary?: string;
  status?: 'CANCELLED' | 'CONFIRMED';
}

/** An Airbnb-style calendar of all-day events. */
export function calendar(events: CalendarEvent[]): string {
  const compact = (date: string) => date.replaceAll('-', '');
  const lines = [
    'BEGIN:VCALENDAR',
    'PRODID:-//Airbnb Inc//Hosting Calendar 1.0//EN',
    'CALSCALE:GREGORIAN',
    'VERSION:2.0',
    ...events.flatMap((event) => [
      'BEGIN:VEVENT',
      'DTSTAMP:20261120T080000Z',
      `DTSTART;VALUE=DATE:${compact(event.start)}`,
      `DTEND;VALUE=DATE:${compact(event.end)}`,
      `SUMMARY:${event.summary ?? 'Reserved'}`,
      `UID:${event.uid}`,
      ...(event.status ? [`STATUS:${event.status}`] : []),
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
  ];
  return `${lines.join('\r\n')}\r\n`;
}
