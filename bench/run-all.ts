/** Runs every benchmark and writes bench/RESULTS.md (needs `npm run build` first). */
import path from 'node:path';
import { benchAdminLists } from './admin-lists.ts';
import { affiliateListsTable, benchAffiliateLists } from './affiliate-lists.ts';
import { attributionTable, benchAttributionOverhead } from './attribution-overhead.ts';
import { benchBookingThroughput } from './booking-throughput.ts';
import { benchChannelSync, channelSyncSection } from './channel-sync.ts';
import { benchCrashSafety, crashSafetySection } from './crash-safety.ts';
import { benchHomeWeight } from './home-weight.ts';
import { benchIcalExport, icalExportSection } from './ical-export.ts';
import { machineDescription, writeMarkdown } from './lib.ts';
import { benchOffice, officeTable } from './office.ts';
import { benchPhotoUpload, photoUploadTable } from './photo-upload.ts';
import { benchRoomAvailability, roomAvailabilityTable } from './room-availability.ts';
import { benchRoomsThroughput } from './rooms-throughput.ts';
import { benchStartTime } from './start-time.ts';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const verdict = (pass: boolean) => (pass ? '**pass**' : '**FAIL**');

const rooms = await benchRoomsThroughput();
console.log('rooms', rooms);
const start = await benchStartTime();
console.log('start', start);
const home = await benchHomeWeight();
console.log('home', home);
const booking = await benchBookingThroughput();
console.log('booking', booking);
const admin = await benchAdminLists();
console.log('admin', admin);
const affiliates = await benchAffiliateLists();
console.log('affiliates', affiliates);
const attribution = await benchAttributionOverhead();
console.log('attribution', attribution);
const office = await benchOffice();
console.log('office', office);
const photos = await benchPhotoUpload();
console.log('photos', photos);
const availability = await benchRoomAvailability();
console.log('availability', availability);
const icalExport = await benchIcalExport();
console.log('ical export', icalExport);
const channelSync = await benchChannelSync();
console.log('channel sync', channelSync);
const crashSafety = await benchCrashSafety();
const adminRows = admin.pglite
  .map(
    (row, index) =>
      `| ${row.name} | ${row.p50} ms | ${row.p95} ms | ${admin.postgres[index]!.p50} ms | ${admin.postgres[index]!.p95} ms | ${row.target === Infinity ? '—' : `≤ ${row.target} ms`} |`,
  )
  .join('\n');
const bookingRow = (name: string, run: typeof booking.pglite.cold) =>
  `| ${name} | ${run.rps.toFixed(0)} | ${run.p50} ms | ${run.p99} ms | ${run.created} | ${run.conflicts} | ${run.serverErrors} | ${run.errors} | ${run.overlaps} |`;

const report = `# Benchmark results

Written by \`npm run bench\` (bench/run-all.ts) on ${new Date().toISOString().slice(0, 10)}.
Machine: ${machineDescription()}.

## GET /api/rooms at 50 connections (autocannon, ${process.env.BENCH_DURATION ?? 10} s after a 2 s warm-up)

| server | requests/s | p50 | p99 |
|---|---|---|---|
| real app, embedded PGlite, demo catalogue (${rooms.bodyBytes} B body) | ${rooms.real.rps.toFixed(0)} | ${rooms.real.p50} ms | ${rooms.real.p99} ms |
| bare Fastify route, constant JSON of the same size | ${rooms.baseline.rps.toFixed(0)} | ${rooms.baseline.p50} ms | ${rooms.baseline.p99} ms |

Ratio ${(rooms.ratio * 100).toFixed(0)}% of the bare route (target ≥ 60%; rounds ${rooms.rounds.map((round) => `${round.ratio}%`).join(', ')}), p99 ${rooms.real.p99} ms (target ≤ 25 ms): ${verdict(rooms.pass)}.
The load generator and the server share the machine's cores.

## Server start on an existing data dir to the first 200 from /api/health

Runs: ${start.times.map((time) => `${time.toFixed(0)} ms`).join(', ')}; median ${start.median.toFixed(0)} ms, worst ${start.worst.toFixed(0)} ms (target ≤ 3000 ms): ${verdict(start.pass)}.

## What the home page loads (Chromium, desktop viewport, scrolled to the bottom)

| script | gzipped |
|---|---|
${home.scripts.map((script) => `| ${script.file} | ${kb(script.gzipBytes)} |`).join('\n')}

JavaScript in total: ${kb(home.jsGzipBytes)} gzipped (target ≤ 150 KB). Largest image: ${home.largestImage.file}, ${kb(home.largestImage.bytes)} (target ≤ 200 KB): ${verdict(home.pass)}.

## POST /api/initiate-payment, 100 concurrent clients competing for the 11 units (autocannon, ${process.env.BENCH_DURATION ?? 10} s)

Random room type, start within 120 days, 1–5 nights; the sandbox provider. Clients:
${booking.clients}; refused by those limits (429): ${booking.pglite.cold.limited + booking.pglite.warm.limited} (PGlite),
${booking.postgres.cold.limited + booking.postgres.warm.limited} (PostgreSQL). Each row is a fresh app and database, as deployed
(LOG_LEVEL info). Cold: measured from the app's first request. Warm: measured after ${booking.warmupS} s of the
same load on stays 400 days and more ahead (the same units, other nights). After each run
the database is checked for units with overlapping active bookings.

| database | run | requests/s | p50 | p99 | held (201) | refused (409) | 5xx | socket errors/timeouts | overlaps |
|---|---|---|---|---|---|---|---|---|---|
${bookingRow('embedded PGlite | cold', booking.pglite.cold)}
${bookingRow('embedded PGlite | warm', booking.pglite.warm)}
${bookingRow('PostgreSQL 15 (local) | cold', booking.postgres.cold)}
${bookingRow('PostgreSQL 15 (local) | warm', booking.postgres.warm)}

Target (issue 15): p99 ≤ 150 ms on PGlite and on PostgreSQL, zero overlaps, zero 5xx: ${verdict(booking.pass)} (warm runs);
cold runs ${verdict(booking.coldPass)}.
The load generator, the app and PostgreSQL share the machine's cores, so the p99 moves
from run to run by several tens of milliseconds.

## Admin lists at 10,000 bookings and 5,000 users (one request after another, ${admin.requests} each after as many to warm up)

The app as \`npm start\` runs it (LOG_LEVEL info, a log line per request), seeded by
\`bench/seed-admin-data.ts\`; the yardstick is the same server's \`GET /api/health\`.

| call | PGlite p50 | PGlite p95 | PostgreSQL p50 | PostgreSQL p95 | target (p95) |
|---|---|---|---|---|---|
${adminRows}

Every answer 2xx and every p95 within its target: ${verdict(admin.pass)}.

## Affiliate programme (issue 10)

### Dashboard and admin list at 1,000 affiliates and ~50,000 ledger rows

The app as \`npm start\` runs it (LOG_LEVEL info), seeded by \`bench/seed-affiliate-data.ts\`
(\`bench/affiliate-lists.ts\`); the yardsticks are the same server's \`GET /api/health\` and
\`GET /api/user\`.

${affiliateListsTable(affiliates)}
### What attribution adds to the booking contention benchmark

The booking contention benchmark against the seeded affiliate programme, alternating
rounds without a code, with an approved affiliate's code and with an unknown code
(\`bench/attribution-overhead.ts\`).

${attributionTable(attribution)}
## The office (issue 11)

### Users, payments and receipts at 5,000 users and 10,000 bookings

The app as \`npm start\` runs it (LOG_LEVEL info), seeded by \`bench/seed-admin-data.ts\`
(\`bench/office.ts\`); the yardstick is the same server's \`GET /api/health\`.

${officeTable(office)}
### A photo upload and everyone else (\`bench/photo-upload.ts\`)

${photoUploadTable(photos)}
## The residencies search (issue 13)

\`GET /api/rooms?start_date=&end_date=\` (free units of every type for given nights) against
the app as \`npm start\` runs it (LOG_LEVEL info), with the demo data and with the demo
catalogue under 10,000 bookings (\`bench/room-availability.ts\`); the yardsticks are the
same server's \`GET /api/health\` and plain \`GET /api/rooms\`.

${roomAvailabilityTable(availability)}
${icalExportSection(icalExport)}
${channelSyncSection(channelSync)}
${crashSafetySection(crashSafety)}`;
await writeMarkdown(path.join(import.meta.dirname, 'RESULTS.md'), report);
console.log(report);
