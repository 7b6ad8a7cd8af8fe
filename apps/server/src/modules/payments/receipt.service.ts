/**
 * Receipts (spec "Admin payments", issue 11): one PDF for the staff's Download, the
 * guest's own copy and the confirmation mail's attachment, made when asked for from
 * what the database holds then.
 */
import { PAYMENT_NOT_FOUND, RECEIPT_NOT_FOUND, receiptFileName } from '@aso/core/admin-payments';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import type { GuestAccess } from '../bookings/guest-access.ts';
import type { UserRow } from '../users/users.repository.ts';
import {
  findReceiptOfBooking,
  findReceiptOfPayment,
  type ReceiptData,
} from './receipt.repository.ts';

export interface ReceiptFile {
  fileName: string;
  pdf: Buffer;
}

// pdfkit takes ~150 ms to load: not at start-up, only with the first receipt.
let pdfModule: Promise<typeof import('./receipt.pdf.ts')> | null = null;

async function render(receipt: ReceiptData): Promise<ReceiptFile> {
  pdfModule ??= import('./receipt.pdf.ts');
  const { renderReceiptPdf } = await pdfModule;
  return { fileName: receiptFileName(receipt.paymentId), pdf: await renderReceiptPdf(receipt) };
}

/** The receipt of payment `paymentId`, or null when there is no such payment. */
export async function findPaymentReceipt(db: Db, paymentId: number): Promise<ReceiptFile | null> {
  const receipt = await findReceiptOfPayment(db, paymentId);
  return receipt ? render(receipt) : null;
}

/** `GET /payments/{id}/receipt.pdf` (staff): any payment's receipt. */
export async function paymentReceipt(db: Db, paymentId: number): Promise<ReceiptFile> {
  const file = await findPaymentReceipt(db, paymentId);
  if (!file) throw notFound(PAYMENT_NOT_FOUND);
  return file;
}

/**
 * `GET /bookings/{id}/receipt.pdf`: the receipt of a booking (its successful payment,
 * else its latest attempt) for whoever may read the booking, as `GET /bookings/{id}`
 * decides: staff, the account that booked, or a guest with the booking's access token.
 * Anyone else gets the 404 of an unknown booking, so ids cannot be probed.
 */
export async function bookingReceipt(
  db: Db,
  guestAccess: GuestAccess,
  bookingId: number | null,
  reader: { user: UserRow | null; accessToken?: string | undefined },
): Promise<ReceiptFile> {
  const receipt = bookingId === null ? undefined : await findReceiptOfBooking(db, bookingId);
  if (!receipt) throw notFound(RECEIPT_NOT_FOUND);
  const { user } = reader;
  const allowed =
    (user !== null && (user.role !== 'user' || receipt.userId === user.id)) ||
    (receipt.userId === null && (await guestAccess.allows(receipt.bookingId, reader.accessToken)));
  if (!allowed) throw notFound(RECEIPT_NOT_FOUND);
  return render(receipt);
}
