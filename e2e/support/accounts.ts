/** The staff accounts the end-to-end run creates with `npm run create-admin` before the app starts. */
export const ADMIN = { email: 'admin@aso.test', password: 'admin-secret-1', role: 'admin' };
export const SUPER_ADMIN = {
  email: 'boss@aso.test',
  password: 'boss-secret-1',
  role: 'super_admin',
};
/** The front-desk address the app mails contact messages and staff notices to. */
export const STAFF_EMAIL = 'frontdesk@asoresidences.test';
