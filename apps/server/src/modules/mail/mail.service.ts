import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from '../../config.ts';
import type { Db, Tx } from '../../db/client.ts';
import { resolveAttachments } from './attachments.ts';
import { outboxMessageId } from './message-id.ts';
import {
  claimDueMail,
  insertOutboxMail,
  markMailAttemptFailed,
  markMailSent,
  releaseUntriedClaims,
  takeMailToLog,
  type NewOutboxMail,
  type OutboxMail,
} from './mail.repository.ts';

export type MailLog = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

interface DeliveryResult {
  sent: number;
  failed: number;
}

/** Delivers the outbox; one per app process, any number of processes per database. */
export interface Mailer {
  /** Starts a delivery pass now (after the one running, if any); call after a commit that enqueued mail. */
  kick(): void;
  /** One delivery pass over everything due; passes of one mailer never overlap. */
  deliverDue(): Promise<DeliveryResult>;
  /** Delivers what is due now and then polls, so retries and other processes' mail go out. */
  start(): void;
  /** Stops polling, lets a pass in progress finish its current mail, closes the transport. */
  stop(): Promise<void>;
}

export interface MailerOptions {
  db: Db;
  config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM'>;
  log: MailLog;
  /** First retry delay after a failed attempt; doubles per attempt up to an hour. */
  retryBaseMs?: number;
  /** How long a claimed mail stays reserved for this process while it is being sent. */
  leaseMs?: number;
  pollIntervalMs?: number;
  batchSize?: number;
  /**
   * The database is this process's alone (embedded PGlite): mail an earlier process had
   * claimed when it died is sent at start instead of after its lease.
   */
  soleProcess?: boolean;
}

const RETRY_BASE_MS = 30_000;
const RETRY_MAX_MS = 60 * 60_000;
export const DELIVERY_LEASE_MS = 60_000;
const POLL_INTERVAL_MS = 5_000;
const BATCH_SIZE = 10;
const MAX_ERROR_LENGTH = 1_000;

/** Delay before the next attempt after `attempts` failed ones: 30 s, 1 min, 2 min, … 1 h. */
export function retryDelayMs(attempts: number, baseMs = RETRY_BASE_MS): number {
  return Math.min(baseMs * 2 ** Math.max(attempts - 1, 0), RETRY_MAX_MS);
}

/**
 * A mail as a developer reads it in the log when there is no SMTP server: who it is
 * for, the subject and the text part (with its links), indented under one heading.
 */
export function printedMail(mail: Pick<OutboxMail, 'toAddress' | 'subject' | 'textBody'>): string {
  const body = mail.textBody
    .trimEnd()
    .split('\n')
    .map((line) => (line ? `    ${line}` : ''))
    .join('\n');
  return [
    'mail kept in the outbox, not sent: SMTP_URL is not set',
    `    To:      ${mail.toAddress}`,
    `    Subject: ${mail.subject}`,
    '',
    body,
    '',
  ].join('\n');
}

/**
 * Writes a mail to the outbox with the caller's transaction handle, so the mail exists
 * exactly when the change that causes it commits. Call `mailer.kick()` after the commit.
 */
export async function enqueueMail(tx: Tx | Db, mail: NewOutboxMail): Promise<number> {
  return insertOutboxMail(tx, mail);
}

/**
 * Sends outbox mail over SMTP when `SMTP_URL` is set; without it, prints each new mail
 * to the log once (a developer can follow its links) and keeps it pending, so it is
 * sent once SMTP is configured.
 */
export function createMailer({
  db,
  config,
  log,
  retryBaseMs = RETRY_BASE_MS,
  leaseMs = DELIVERY_LEASE_MS,
  pollIntervalMs = POLL_INTERVAL_MS,
  batchSize = BATCH_SIZE,
  soleProcess = false,
}: MailerOptions): Mailer {
  const transport = config.SMTP_URL
    ? nodemailer.createTransport({
        url: config.SMTP_URL,
        // Well below the lease: a send must end before another process may claim the mail.
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 20_000,
      })
    : null;
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  let inFlight: Promise<DeliveryResult> | null = null;
  let queued: Promise<DeliveryResult> | null = null;

  async function send(mail: OutboxMail, result: DeliveryResult) {
    try {
      // Made now from the current data (a receipt): a failure here is retried like a send.
      const { attachments, missing } = await resolveAttachments(db, mail.attachments);
      if (missing.length > 0) {
        log.warn({ mailId: mail.id, missing }, 'mail attachment no longer exists, sent without it');
      }
      await transport!.sendMail({
        messageId: outboxMessageId(mail, config.MAIL_FROM),
        from: config.MAIL_FROM,
        to: mail.toAddress,
        subject: mail.subject,
        text: mail.textBody,
        html: mail.htmlBody,
        attachments,
      });
    } catch (error) {
      const attempts = mail.attempts + 1;
      const retryInMs = retryDelayMs(attempts, retryBaseMs);
      const message = (error instanceof Error ? error.message : String(error)).slice(
        0,
        MAX_ERROR_LENGTH,
      );
      await markMailAttemptFailed(db, mail.id, { error: message, retryInMs });
      log.warn(
        { mailId: mail.id, to: mail.toAddress, attempts, retryInMs, error: message },
        'mail delivery failed, will retry',
      );
      result.failed += 1;
      return;
    }
    await markMailSent(db, mail.id);
    log.info({ mailId: mail.id, to: mail.toAddress, subject: mail.subject }, 'mail sent');
    result.sent += 1;
  }

  async function sendDue(): Promise<DeliveryResult> {
    const result: DeliveryResult = { sent: 0, failed: 0 };
    while (!stopped) {
      const batch = await claimDueMail(db, { limit: batchSize, leaseMs });
      // Only start a send while most of the lease is left; the rest return when it lapses.
      const startSendsUntil = Date.now() + leaseMs / 2;
      for (const mail of batch) {
        if (stopped || Date.now() > startSendsUntil) return result;
        await send(mail, result);
      }
      // After a failure the server is likely down: the back-off, not this loop, retries.
      if (batch.length < batchSize || result.failed > 0) break;
    }
    return result;
  }

  async function logDue(): Promise<DeliveryResult> {
    while (!stopped) {
      const batch = await takeMailToLog(db, { limit: batchSize });
      for (const mail of batch) log.info({ mailId: mail.id }, printedMail(mail));
      if (batch.length < batchSize) break;
    }
    return { sent: 0, failed: 0 };
  }

  function startPass(): Promise<DeliveryResult> {
    const pass: Promise<DeliveryResult> = (transport ? sendDue() : logDue()).finally(() => {
      if (inFlight === pass) inFlight = null;
    });
    inFlight = pass;
    return pass;
  }

  function deliverDue(): Promise<DeliveryResult> {
    if (!inFlight) return startPass();
    // The running pass may have claimed before the caller's mail was committed, so one
    // more pass follows it; every caller in the meantime shares that one.
    queued ??= inFlight
      .catch(() => undefined)
      .then(() => {
        queued = null;
        return startPass();
      });
    return queued;
  }

  function kick() {
    if (stopped) return;
    deliverDue().catch((error: unknown) => log.error({ err: error }, 'mail delivery pass failed'));
  }

  return {
    kick,
    deliverDue,
    start() {
      if (stopped || timer) return;
      log.info(
        transport
          ? 'mail is delivered over SMTP from the outbox'
          : 'SMTP_URL is not set: mail stays in the outbox and is printed to the log',
      );
      if (soleProcess) {
        releaseUntriedClaims(db)
          .then((released) => {
            if (released > 0) log.info({ released }, 'mail claimed before a restart is due again');
          })
          .catch((error: unknown) => log.warn({ err: error }, 'releasing claimed mail failed'))
          .finally(kick);
      } else {
        kick();
      }
      timer = setInterval(kick, pollIntervalMs);
      // Polling must not keep the process alive on its own.
      timer.unref();
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = null;
      await Promise.allSettled([inFlight, queued]);
      transport?.close();
    },
  };
}
