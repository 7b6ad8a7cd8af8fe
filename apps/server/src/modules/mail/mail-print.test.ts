/**
 * Without SMTP_URL a newcomer finds the verification link in the server log: each mail
 * printed once, readable, through the real app and pino (JSON and terminal format).
 */
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { prettyStream } from '../../lib/logging.ts';
import { latestMailTo, linkPathIn } from '../../test/outbox.ts';
import { testConfig } from '../../test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';

class TextSink extends Writable {
  text = '';
  override _write(chunk: Buffer, _encoding: string, done: () => void) {
    this.text += chunk.toString();
    done();
  }
}

let database: TestDatabase;
const apps: FastifyInstance[] = [];

async function appWithoutSmtp(destination: NodeJS.WritableStream) {
  const app = await buildApp({
    config: testConfig({ LOG_LEVEL: 'info', APP_URL: 'https://stay.example.ng' }),
    database,
    webDir: null,
    logger: destination,
  });
  apps.push(app);
  return app;
}

function signUp(app: FastifyInstance, email: string) {
  return app.inject({
    method: 'POST',
    url: '/api/register',
    payload: {
      first_name: 'Ada',
      last_name: 'Obi',
      email,
      password: 'lagoon-sunset-7',
      password_confirmation: 'lagoon-sunset-7',
      agreed_to_terms: true,
    },
  });
}

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await database.destroy();
});

describe('mail without SMTP_URL, in the server log', () => {
  it('prints each mail once at info: To, Subject and the text with its verification link', async () => {
    const sink = new TextSink();
    const app = await appWithoutSmtp(sink);
    expect((await signUp(app, 'ada@x.ng')).statusCode).toBeLessThan(300);
    await app.mailer.deliverDue();
    await app.mailer.deliverDue();

    const mail = (await latestMailTo(database.db, 'ada@x.ng'))!;
    const link = `https://stay.example.ng${linkPathIn(mail.textBody)}`;
    const printed = sink.text
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { level: number; msg: string; mailId?: number })
      .filter((line) => line.mailId !== undefined);
    expect(printed).toHaveLength(1);
    expect(printed[0]).toMatchObject({ level: 30, mailId: mail.id });
    const lines = printed[0]!.msg.split('\n');
    expect(lines[0]).toBe('mail kept in the outbox, not sent: SMTP_URL is not set');
    expect(lines[1]).toBe('    To:      ada@x.ng');
    expect(lines[2]).toBe(`    Subject: ${mail.subject}`);
    expect(lines).toContain(`    ${link}`);
    expect(mail.status).toBe('pending');
    // Its mailer would print the next test's mail to this sink.
    await app.close();
  });

  it('shows the block on a terminal as lines, the link on one of its own', async () => {
    const terminal = new TextSink();
    const app = await appWithoutSmtp(await prettyStream(terminal, false));
    await signUp(app, 'bola@x.ng');
    await app.mailer.deliverDue();

    const mail = (await latestMailTo(database.db, 'bola@x.ng'))!;
    const link = `https://stay.example.ng${linkPathIn(mail.textBody)}`;
    expect(terminal.text).toMatch(
      /\] INFO: mail kept in the outbox, not sent: SMTP_URL is not set\n {4}To: {6}bola@x\.ng\n/,
    );
    expect(terminal.text).toContain(`\n    ${link}\n`);
  });
});
