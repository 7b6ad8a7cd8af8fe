/** Where the end-to-end run's processes listen. */
export const APP_PORT = Number(process.env.E2E_PORT ?? 4310);
export const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 4325);
export const MAIL_API_PORT = Number(process.env.E2E_MAIL_PORT ?? 4326);
