/**
 * The affiliate's side of the programme (spec §3, §4, §5): registration with a resolved
 * bank account, code checks and visits, the dashboard, and payout requests.
 */
import { createHash, randomInt } from 'node:crypto';
import {
  accountNotFoundMessage,
  AFFILIATE_CODE_ALPHABET,
  AFFILIATE_CODE_LENGTH,
  ALREADY_AFFILIATE,
  bankNamed,
  EXCEEDS_PENDING,
  NOT_AN_AFFILIATE,
  PAYOUT_REQUESTED,
  type AffiliateDashboard,
  type AffiliateRegisterRequestSchema,
} from '@aso/core/affiliates';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { enqueueMail } from '../mail/mail.service.ts';
import { ProviderError, type PaymentProvider } from '../payments/provider.ts';
import { payoutRequestStaffNotice } from './affiliate.mails.ts';
import { findAffiliateOfUser, insertAffiliate, insertVisit } from './affiliates.repository.ts';
import { findActiveAffiliateByCode } from './attribution.ts';
import { findDashboard } from './dashboard.repository.ts';
import { balancesOf, insertPayoutRequest, lockAffiliate } from './ledger.repository.ts';

export interface AffiliatesDeps extends Deps {
  provider: PaymentProvider;
}

export const AFFILIATE_REGISTERED =
  'Registration successful. Your affiliate code is active: share your link to start earning.';
const ACCOUNT_RESOLUTION_FAILED =
  'We could not check that account with the bank right now. Please try again.';

type ParsedRegistration = z.output<typeof AffiliateRegisterRequestSchema>;

/** 8 characters of the look-alike-free alphabet, from a CSPRNG. */
function newAffiliateCode(): string {
  let code = '';
  for (let i = 0; i < AFFILIATE_CODE_LENGTH; i++) {
    code += AFFILIATE_CODE_ALPHABET[randomInt(AFFILIATE_CODE_ALPHABET.length)];
  }
  return code;
}

/**
 * The holder's name of an account, as the bank knows it. An unknown number is a 422 on
 * `account_number`; a bank that cannot be asked is a 502 here (`GET /resolve-account`).
 */
export async function resolveAccount(
  provider: PaymentProvider,
  bankName: string,
  accountNumber: string,
): Promise<{ account_name: string; account_number: string; bank_name: string }> {
  const bank = bankNamed(bankName)!;
  let resolved: { accountName: string } | null;
  try {
    resolved = await provider.resolveAccount(accountNumber, bank.code);
  } catch (error) {
    if (error instanceof ProviderError) throw new AppError(502, ACCOUNT_RESOLUTION_FAILED);
    throw error;
  }
  if (!resolved) {
    const message = accountNotFoundMessage(bank.name);
    throw new AppError(422, message, { account_number: [message] });
  }
  return {
    account_name: resolved.accountName,
    account_number: accountNumber,
    bank_name: bank.name,
  };
}

/**
 * `POST /affiliate/register`: one affiliate per user (409 for a second), approved at once,
 * with a fresh unique code. The account is resolved first: an unknown number is refused;
 * a bank that cannot be asked does not stop the registration (the name stays empty).
 */
export async function registerAffiliate(
  deps: AffiliatesDeps,
  userId: number,
  request: ParsedRegistration,
): Promise<{ affiliate_code: string }> {
  const existing = await findAffiliateOfUser(deps.db, userId);
  if (existing) throw new AppError(409, ALREADY_AFFILIATE);

  let accountName: string | null = null;
  try {
    accountName = (await resolveAccount(deps.provider, request.bank_name, request.account_number))
      .account_name;
  } catch (error) {
    if (!(error instanceof AppError) || error.statusCode !== 502) throw error;
  }

  for (let attempt = 1; ; attempt++) {
    const code = newAffiliateCode();
    try {
      await insertAffiliate(deps.db, {
        userId,
        affiliateCode: code,
        fullName: request.full_name,
        email: request.email,
        phoneNumber: request.phone_number,
        bankName: request.bank_name,
        accountNumber: request.account_number,
        accountName,
        payoutFrequency: request.payout_frequency,
      });
      return { affiliate_code: code };
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // The user registered in a parallel request, or (rarely) the code was taken.
      const mine = await findAffiliateOfUser(deps.db, userId);
      if (mine) throw new AppError(409, ALREADY_AFFILIATE);
      if (attempt >= 5) throw error;
    }
  }
}

/** `GET /affiliate/codes/{code}`: whether a code belongs to an active affiliate, nothing more. */
export async function isActiveCode(db: Db, code: string): Promise<boolean> {
  return (await findActiveAffiliateByCode(db, code)) !== undefined;
}

/**
 * `POST /affiliate/visits`: one visit per browser per day (Abuja's day) for an active
 * code. The browser's random id is kept only as a hash; nothing else is stored.
 */
export async function recordVisit(db: Db, code: string, visitor: string): Promise<boolean> {
  const affiliate = await findActiveAffiliateByCode(db, code);
  if (!affiliate) return false;
  return insertVisit(db, affiliate.id, createHash('sha256').update(visitor).digest('hex'));
}

async function affiliateOfUser(db: Db, userId: number) {
  const affiliate = await findAffiliateOfUser(db, userId);
  if (!affiliate) throw notFound(NOT_AN_AFFILIATE);
  return affiliate;
}

/** `GET /affiliate/dashboard`: the signed-in affiliate's own figures only. */
export async function affiliateDashboard(db: Db, userId: number): Promise<AffiliateDashboard> {
  const { id } = await affiliateOfUser(db, userId);
  return findDashboard(db, id);
}

/**
 * `POST /affiliate/request-payout`: at most what is owed less what is already asked for,
 * decided under the affiliate's row lock so two requests at once cannot both pass.
 */
export async function requestPayout(
  deps: Deps,
  userId: number,
  amountKobo: number,
): Promise<{ message: string }> {
  const { id } = await affiliateOfUser(deps.db, userId);
  await deps.db.transaction(async (tx) => {
    const affiliate = (await lockAffiliate(tx, id))!;
    const balances = await balancesOf(tx, id);
    if (amountKobo > balances.owedKobo - balances.requestedKobo) {
      throw new AppError(422, EXCEEDS_PENDING, { amount: [EXCEEDS_PENDING] });
    }
    await insertPayoutRequest(tx, id, amountKobo);
    await enqueueMail(tx, {
      to: deps.config.STAFF_EMAIL,
      ...payoutRequestStaffNotice(affiliate, amountKobo, balances.owedKobo, deps.config.APP_URL),
    });
  });
  deps.mailer.kick();
  return { message: PAYOUT_REQUESTED };
}
