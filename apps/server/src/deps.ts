import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import type { Mailer } from './modules/mail/mail.service.ts';

/** What services need from the running app, built once by `buildApp`. */
export interface Deps {
  db: Db;
  config: Config;
  mailer: Mailer;
}
