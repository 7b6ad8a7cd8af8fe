import { test as setup } from '@playwright/test';
import { ADMIN, SUPER_ADMIN } from './support/accounts.ts';
import { logInThroughApi, saveStaffSession } from './support/staff.ts';

/** Logs each staff account in once for the whole run (see support/staff.ts). */
setup('the staff accounts log in once for the run', async ({ request }) => {
  for (const account of [ADMIN, SUPER_ADMIN]) {
    saveStaffSession(account, await logInThroughApi(request, account));
  }
});
