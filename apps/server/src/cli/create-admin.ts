/**
 * npm run create-admin -- --email E --password P [--role admin|super_admin]
 *   [--first-name F --last-name L]
 * Creates (or promotes) a verified user with that role on the configured database.
 */
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { EmailSchema, PasswordSchema } from '@aso/core/auth';
import { ConfigError, loadConfig } from '../config.ts';
import { DatabaseUnavailableError, openDatabase } from '../db/client.ts';
import { DataDirLockedError } from '../lib/data-dir-lock.ts';
import { hashPassword } from '../lib/passwords.ts';
import { findUserByEmail, insertUser, updateUser } from '../modules/users/users.repository.ts';

const ArgsSchema = z.object({
  email: EmailSchema,
  password: PasswordSchema,
  role: z.enum(['admin', 'super_admin']).default('admin'),
  // The back office greets staff by name (spec §2); "Admin" when none is given.
  'first-name': z.string().trim().min(1).max(100).optional(),
  'last-name': z.string().trim().max(100).optional(),
});

async function main() {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      role: { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
    },
  });
  const parsed = ArgsSchema.safeParse(values);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new UsageError(`--${issue.path.join('.')}: ${issue.message}`);
  }
  const { email, password, role } = parsed.data;
  const name = {
    ...(parsed.data['first-name'] !== undefined ? { firstName: parsed.data['first-name'] } : {}),
    ...(parsed.data['last-name'] !== undefined ? { lastName: parsed.data['last-name'] } : {}),
  };
  const config = loadConfig();
  const database = await openDatabase(
    config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: config.dataDir },
  );
  try {
    const passwordHash = await hashPassword(password);
    const outcome = await database.db.transaction(async (tx) => {
      const existing = await findUserByEmail(tx, email);
      if (existing) {
        await updateUser(tx, existing.id, {
          role,
          ...name,
          passwordHash,
          emailVerifiedAt: existing.emailVerifiedAt ?? new Date(),
          suspendedAt: null,
        });
        return `Promoted ${email} (user ${existing.id}) to ${role} and set the password`;
      }
      const created = await insertUser(tx, {
        firstName: 'Admin',
        lastName: '',
        ...name,
        email,
        role,
        passwordHash,
        emailVerifiedAt: new Date(),
      });
      return `Created ${role} ${email} (user ${created.id})`;
    });
    console.log(`${outcome} on ${database.description}.`);
  } finally {
    await database.close();
  }
}

class UsageError extends Error {}

main().catch((error: unknown) => {
  const expected = [UsageError, ConfigError, DatabaseUnavailableError, DataDirLockedError];
  if (expected.some((kind) => error instanceof kind)) {
    console.error((error as Error).message);
    if (error instanceof UsageError) {
      console.error(
        'Usage: npm run create-admin -- --email E --password P [--role admin|super_admin] [--first-name F --last-name L]',
      );
    }
  } else {
    console.error('create-admin failed:', error);
  }
  process.exit(1);
});
