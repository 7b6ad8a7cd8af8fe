/** What every mail consists of: the outbox stores exactly these three. */
export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

export interface MailLayout {
  subject: string;
  /** The heading of the HTML part; the subject when not given. */
  title?: string;
  /** Before the call to action; line breaks inside a paragraph are kept. */
  paragraphs: string[];
  /** A button in the HTML part, the bare URL on its own line in the text part. */
  action?: { label: string; url: string };
  /** After the call to action: validity, "ignore this if…". */
  notes?: string[];
}

const BRAND = 'Aso Residences';
const EMERALD = '#1f4d3a';
const CREAM = '#f7f3e9';
const INK = '#2b2b2b';
const MUTED = '#6b6b6b';
const SIGNATURE = `${BRAND}, Abuja`;

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Makes any text safe inside HTML element content and quoted attributes. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);
}

/** Header values are one line: a name typed with line breaks must not fold the subject. */
function oneLine(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}

/** Lays out a branded mail with a plain-text and an HTML part saying the same thing. */
export function layoutMail({
  subject,
  title = subject,
  paragraphs,
  action,
  notes = [],
}: MailLayout): MailContent {
  const textBlocks = [...paragraphs];
  if (action) textBlocks.push(`${action.label}:\n${action.url}`);
  textBlocks.push(...notes, `— ${SIGNATURE}`);

  const paragraph = (content: string, color = INK) =>
    `<p style="margin:0 0 16px;color:${color};font-size:16px;line-height:1.5;white-space:pre-line">${escapeHtml(content)}</p>`;
  const button = action
    ? `<p style="margin:24px 0">` +
      `<a href="${escapeHtml(action.url)}" style="display:inline-block;background:${EMERALD};color:#ffffff;` +
      `text-decoration:none;font-weight:bold;padding:12px 24px;border-radius:6px">${escapeHtml(action.label)}</a></p>` +
      `<p style="margin:0 0 16px;color:${MUTED};font-size:13px;line-height:1.5">If the button does not work, copy this link into your browser:<br>` +
      `<a href="${escapeHtml(action.url)}" style="color:${EMERALD};word-break:break-all">${escapeHtml(action.url)}</a></p>`
    : '';
  const html = [
    '<!doctype html>',
    `<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">`,
    `<title>${escapeHtml(subject)}</title></head>`,
    `<body style="margin:0;padding:24px 12px;background:${CREAM};font-family:Georgia,'Times New Roman',serif">`,
    `<div style="max-width:560px;margin:0 auto">`,
    `<div style="color:${EMERALD};font-size:20px;font-weight:bold;letter-spacing:1px;margin:0 0 16px">${BRAND}</div>`,
    `<div style="background:#ffffff;border-top:4px solid ${EMERALD};border-radius:8px;padding:24px">`,
    `<h1 style="margin:0 0 16px;color:${EMERALD};font-size:22px">${escapeHtml(title)}</h1>`,
    ...paragraphs.map((text) => paragraph(text)),
    button,
    ...notes.map((text) => paragraph(text, MUTED)),
    '</div>',
    `<p style="margin:16px 0 0;color:${MUTED};font-size:12px;text-align:center">${SIGNATURE}</p>`,
    '</div></body></html>',
  ]
    .filter((line) => line !== '')
    .join('\n');

  return { subject: oneLine(subject), text: `${textBlocks.join('\n\n')}\n`, html };
}

/** The link that confirms a new account's address (valid as long as EMAIL_LINK_TTL_MS). */
export function verificationEmail({ firstName, url }: { firstName: string; url: string }) {
  return layoutMail({
    subject: 'Verify your email address',
    title: 'Welcome to Aso Residences',
    paragraphs: [
      `Hi ${firstName},`,
      'Thank you for creating an account. Please confirm that this is your email address so that you can sign in and manage your bookings.',
    ],
    action: { label: 'Verify email address', url },
    notes: [
      'This link is valid for 24 hours.',
      'If you did not create an account with us, you can ignore this email.',
    ],
  });
}

/** Sent to the new address: the change takes effect only when this link is opened. */
export function emailChangeEmail({
  firstName,
  url,
  newEmail,
}: {
  firstName: string;
  url: string;
  newEmail: string;
}) {
  return layoutMail({
    subject: 'Confirm your new email address',
    paragraphs: [
      `Hi ${firstName},`,
      `You asked to change the email address of your Aso Residences account to ${newEmail}. Please confirm the new address; until you do, you keep signing in with your current one.`,
    ],
    action: { label: 'Confirm new email address', url },
    notes: [
      'This link is valid for 24 hours.',
      'If you did not ask for this change, you can ignore this email and your account stays as it is.',
    ],
  });
}

/** The single-use link to choose a new password (valid as long as RESET_LINK_TTL_MS). */
export function passwordResetEmail({ firstName, url }: { firstName: string; url: string }) {
  return layoutMail({
    subject: 'Reset your password',
    paragraphs: [
      `Hi ${firstName},`,
      'Someone, hopefully you, asked to reset the password of your Aso Residences account. Choose a new password with the button below; every device signed in to your account will be signed out.',
    ],
    action: { label: 'Choose a new password', url },
    notes: [
      'This link is valid for 60 minutes and works once. Asking again sends a new link and the older one stops working.',
      'If you did not ask for this, you can ignore this email: your password stays as it is.',
    ],
  });
}

/** Tells the front desk about a message from the public contact form. */
export function contactStaffEmail({
  name,
  email,
  message,
}: {
  name: string;
  email: string;
  message: string;
}) {
  return layoutMail({
    subject: `New contact message from ${name}`,
    title: 'New contact message',
    paragraphs: [`${name} <${email}> wrote through the contact form:`, message],
    notes: [`To answer, reply to ${email}.`],
  });
}
