import { useEffect, useState } from 'react';
import { ResolveAccountQuerySchema } from '@aso/core/affiliates';
import {
  accountNotFoundError,
  useResolveAccount,
  type AccountToResolve,
} from '../api/resolve-account.ts';

/** How long typing pauses before the account is looked up (leaving the field looks it up at once). */
export const RESOLVE_ACCOUNT_DELAY_MS = 400;

/** A bank and account number complete enough to be looked up, else null. */
function accountToResolve(bankName: unknown, accountNumber: unknown): AccountToResolve | null {
  const parsed = ResolveAccountQuerySchema.safeParse({
    bank_name: bankName,
    account_number: accountNumber,
  });
  return parsed.success ? parsed.data : null;
}

/**
 * The account typed in, looked up after a pause in typing (or at once on `lookUpNow`):
 * whether it is being looked up, the holder's name, and why the look-up failed.
 */
export function useAccountCheck(bankName: unknown, accountNumber: unknown) {
  const typed = accountToResolve(bankName, accountNumber);
  const [lookedUp, setLookedUp] = useState<AccountToResolve | null>(null);
  const typedBank = typed?.bank_name ?? null;
  const typedNumber = typed?.account_number ?? null;

  useEffect(() => {
    if (!typedBank || !typedNumber) return;
    const timer = setTimeout(
      () => setLookedUp({ bank_name: typedBank, account_number: typedNumber }),
      RESOLVE_ACCOUNT_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [typedBank, typedNumber]);

  // A look-up of an earlier bank or number says nothing about what is typed now.
  const current =
    typed &&
    lookedUp?.bank_name === typed.bank_name &&
    lookedUp.account_number === typed.account_number
      ? lookedUp
      : null;
  const resolution = useResolveAccount(current);
  const checking = typed !== null && (current === null || resolution.isPending);
  const notFound =
    current && resolution.isError
      ? accountNotFoundError(resolution.error, current.bank_name)
      : null;

  return {
    checking,
    accountName: current && resolution.isSuccess ? resolution.data.account_name : null,
    notFound,
    /** The look-up failed for another reason than an unknown account (server, network). */
    unavailable: current !== null && resolution.isError && notFound === null,
    failed: current !== null && resolution.isError,
    retrying: resolution.isFetching,
    retry: () => void resolution.refetch(),
    lookUpNow: () => {
      if (typed && !current) setLookedUp(typed);
    },
  };
}

export type AccountCheck = ReturnType<typeof useAccountCheck>;
