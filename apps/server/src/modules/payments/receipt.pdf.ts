/**
 * The receipt as a one-page A4 PDF (pdfkit): the business, the receipt number, the guest,
 * the stay, each line of the price, the total, the payment and a thank-you line.
 * Imported lazily (see receipt.service.ts): pdfkit takes ~150 ms to load.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { create as parseFont } from 'fontkit';
import PDFDocument from 'pdfkit';
import { PAYMENT_STATUS_LABELS, receiptNumber } from '@aso/core/admin-payments';
import { formatDate, formatDateTime } from '@aso/core/display-dates';
import { formatKobo } from '@aso/core/money';
import { formatLineAmount, lineLabel, linesOfStoredAmounts } from '@aso/core/stay-price';
import type { ReceiptData } from './receipt.repository.ts';

export const BUSINESS_NAME = 'Aso Residences';
/** Printed when the room type has no location on record. */
const BUSINESS_ADDRESS = 'Abuja, Federal Capital Territory, Nigeria';
const FRONT_DESK = '+234 809 555 0147 · frontdesk@asoresidences.ng';
export const THANK_YOU =
  'Thank you for staying with Aso Residences. We look forward to welcoming you.';

// The standard PDF fonts have no naira sign (₦): DejaVu Sans has, and is free to embed.
// Parsed once here: parsing them for each receipt took ~20 ms of its ~25.
const fontsDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../assets/fonts',
);
const loadFont = (file: string) =>
  parseFont(readFileSync(path.join(fontsDir, file))) as unknown as PDFKit.Mixins.PDFFontSource;
const REGULAR = loadFont('DejaVuSans.ttf');
const BOLD = loadFont('DejaVuSans-Bold.ttf');

const EMERALD = '#1f4d3a';
const INK = '#2b2b2b';
const MUTED = '#5f5f5f';
const RULE = '#d9d4c7';
const CREAM = '#f7f3e9';

const PAGE_MARGIN = 56;

const plural = (count: number, one: string, many = `${one}s`) =>
  `${count} ${count === 1 ? one : many}`;

const CONVEYANCE_LABELS: Record<string, string> = {
  pickup: 'Airport pickup',
  dropoff: 'Airport drop-off',
  both: 'Airport pickup and drop-off',
};

/**
 * The price as the receipt itemises it: the lines the booking was priced with (room,
 * discounts, extras, service charge, taxes with their rates), then the total.
 */
export function priceLines(receipt: ReceiptData): { label: string; amount: string }[] {
  const lines = receipt.lines.length > 0 ? receipt.lines : linesOfStoredAmounts(receipt);
  return lines.map((line) => ({
    label:
      line.kind === 'conveyance' && receipt.conveyanceDirection
        ? (CONVEYANCE_LABELS[receipt.conveyanceDirection] ?? line.label)
        : lineLabel(line),
    amount: formatLineAmount(line),
  }));
}

/** What the payment line says when, by status. */
const DATE_LABELS: Record<ReceiptData['status'], string> = {
  success: 'Paid on',
  refunded: 'Paid on',
  partially_refunded: 'Paid on',
  pending: 'Started on',
  failed: 'Attempted on',
};

/** Renders the receipt; resolves with the whole file. */
export function renderReceiptPdf(receipt: ReceiptData): Promise<Buffer> {
  const number = receiptNumber(receipt.paymentId);
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE_MARGIN,
    lang: 'en-NG',
    displayTitle: true,
    info: {
      Title: `Receipt ${number}`,
      Author: BUSINESS_NAME,
      Subject: `Payment ${receipt.reference} for booking #${receipt.bookingId}`,
    },
  });
  const done = new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('regular', REGULAR);
  doc.registerFont('bold', BOLD);

  const left = PAGE_MARGIN;
  const width = doc.page.width - 2 * PAGE_MARGIN;
  const right = left + width;
  const rule = (y: number, color = RULE) =>
    doc.moveTo(left, y).lineTo(right, y).lineWidth(0.75).strokeColor(color).stroke();

  // The business, and the receipt's number and date.
  doc.rect(0, 0, doc.page.width, 8).fill(EMERALD);
  doc.font('bold').fontSize(22).fillColor(EMERALD).text(BUSINESS_NAME, left, 48);
  doc.font('regular').fontSize(9.5).fillColor(MUTED);
  const addressLines = [
    receipt.locationName && receipt.locationName !== BUSINESS_NAME ? receipt.locationName : null,
    receipt.address ?? BUSINESS_ADDRESS,
    FRONT_DESK,
  ].filter((line): line is string => line !== null);
  doc.text(addressLines.join('\n'), left, 78, { width: width * 0.6, lineGap: 2 });

  doc.font('bold').fontSize(16).fillColor(INK).text('Receipt', left, 48, { width, align: 'right' });
  doc.font('regular').fontSize(9.5).fillColor(MUTED);
  doc.text(`Receipt number ${number}`, left, 72, { width, align: 'right' });
  doc.text(`Booking #${receipt.bookingId}`, left, 86, { width, align: 'right' });

  rule(136);

  // Who stayed and what.
  const columnWidth = (width - 24) / 2;
  const block = (title: string, lines: string[], x: number, y: number) => {
    doc.font('bold').fontSize(8.5).fillColor(MUTED).text(title.toUpperCase(), x, y, {
      width: columnWidth,
      characterSpacing: 0.8,
    });
    doc.font('regular').fontSize(10.5).fillColor(INK);
    doc.text(lines.join('\n'), x, y + 16, { width: columnWidth, lineGap: 3 });
    return doc.y;
  };
  const guestBottom = block(
    'Guest',
    [receipt.guestName, receipt.guestEmail ?? '—', receipt.guestPhone ?? 'No phone given'],
    left,
    156,
  );
  const stayBottom = block(
    'Stay',
    [
      `${receipt.roomTitle}, unit ${receipt.roomNumber}`,
      `Check-in ${formatDate(receipt.startDate)}`,
      `Check-out ${formatDate(receipt.endDate)}`,
      plural(receipt.nights, 'night'),
    ],
    left + columnWidth + 24,
    156,
  );

  // Each line of the price, then the total.
  let y = Math.max(guestBottom, stayBottom) + 28;
  doc.rect(left, y, width, 24).fill(CREAM);
  doc.font('bold').fontSize(8.5).fillColor(MUTED);
  doc.text('DESCRIPTION', left + 10, y + 8, { characterSpacing: 0.8 });
  doc.text('AMOUNT', left, y + 8, { width: width - 10, align: 'right', characterSpacing: 0.8 });
  y += 24;
  doc.font('regular').fontSize(10.5).fillColor(INK);
  for (const line of priceLines(receipt)) {
    doc.text(line.label, left + 10, y + 10, { width: width * 0.7 });
    doc.text(line.amount, left, y + 10, { width: width - 10, align: 'right' });
    y += 32;
    rule(y);
  }
  doc.font('bold').fontSize(12).fillColor(INK);
  doc.text('Total', left + 10, y + 12);
  doc.text(formatKobo(receipt.totalKobo), left, y + 12, { width: width - 10, align: 'right' });
  y += 36;
  rule(y, INK);

  // The payment itself.
  y += 24;
  doc.font('bold').fontSize(8.5).fillColor(MUTED).text('PAYMENT', left, y, {
    characterSpacing: 0.8,
  });
  y += 16;
  const facts: [string, string][] = [
    ['Status', PAYMENT_STATUS_LABELS[receipt.status]],
    [DATE_LABELS[receipt.status], formatDateTime(receipt.paidAt)],
    ['Amount', `${formatKobo(receipt.amountKobo)} (${receipt.currency})`],
    ['Reference', receipt.reference],
  ];
  for (const [label, value] of facts) {
    doc.font('regular').fontSize(10.5).fillColor(MUTED).text(label, left, y, { width: 110 });
    doc.font(label === 'Status' ? 'bold' : 'regular').fillColor(INK);
    doc.text(value, left + 110, y, { width: width - 110 });
    y = doc.y + 6;
  }
  if (receipt.status !== 'success') {
    y += 6;
    doc.font('regular').fontSize(9.5).fillColor(MUTED);
    doc.text(
      receipt.status === 'refunded'
        ? 'This payment was refunded in full.'
        : 'This payment has not been received; this page is not proof of payment.',
      left,
      y,
      { width },
    );
    y = doc.y;
  }

  // Thanks.
  y += 32;
  doc.font('bold').fontSize(12).fillColor(EMERALD).text(THANK_YOU, left, y, { width });
  doc.font('regular').fontSize(9).fillColor(MUTED);
  doc.text(
    `Questions about this receipt? Call the front desk on ${FRONT_DESK.replace(' · ', ' or write to ')}.`,
    left,
    doc.y + 8,
    { width },
  );

  doc.end();
  return done;
}
