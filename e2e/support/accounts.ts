/**
 * The staff accounts the end-to-end run creates with `npm run create-admin` before the
 * app starts, with the names the back office greets them by.
 */
export const ADMIN = {
  email: 'admin@aso.test',
  password: 'admin-secret-1',
  role: 'admin',
  firstName: 'Amaka',
  lastName: 'Bello',
};
export const SUPER_ADMIN = {
  email: 'boss@aso.test',
  password: 'boss-secret-1',
  role: 'super_admin',
  firstName: 'Ngozi',
  lastName: 'Okafor',
};
export type StaffAccount = typeof ADMIN;

/** `Amaka Bello`: what the header and the action log call the account. */
export const fullName = (account: StaffAccount) => `${account.firstName} ${account.lastName}`;

/** The front-desk address the app mails contact messages and staff notices to. */
export const STAFF_EMAIL = 'frontdesk@asoresidences.test';
