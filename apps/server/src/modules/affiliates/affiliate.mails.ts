import { formatKobo } from '@aso/core/money';
import { layoutMail } from '../mail/mail.templates.ts';

interface AffiliateForMail {
  fullName: string;
  affiliateCode: string;
  email: string;
}

/** To the staff (STAFF_EMAIL) when an affiliate asks for a payout (issue: payout requests). */
export function payoutRequestStaffNotice(
  affiliate: AffiliateForMail,
  amountKobo: number,
  owedKobo: number,
  appUrl: string,
) {
  return layoutMail({
    subject: `Payout request: ${formatKobo(amountKobo)} for ${affiliate.fullName} (${affiliate.affiliateCode})`,
    title: 'New affiliate payout request',
    paragraphs: [
      `${affiliate.fullName} (${affiliate.email}, code ${affiliate.affiliateCode}) asked for a payout of ${formatKobo(amountKobo)}.`,
      `Owed to them now: ${formatKobo(owedKobo)}.`,
    ],
    action: { label: 'Open affiliate payouts', url: `${appUrl}/admin/affiliate` },
  });
}

/** To the affiliate when staff record a payout to their bank account. */
export function payoutNotice(
  affiliate: AffiliateForMail & { bankName: string; accountNumber: string },
  amountKobo: number,
  owedAfterKobo: number,
  appUrl: string,
) {
  return layoutMail({
    subject: `Your affiliate payout of ${formatKobo(amountKobo)}`,
    title: 'Affiliate payout sent',
    paragraphs: [
      `Hello ${affiliate.fullName},`,
      `We have paid ${formatKobo(amountKobo)} of your commission to your ${affiliate.bankName} account ending ${affiliate.accountNumber.slice(-4)}. Bank transfers can take up to one working day to arrive.`,
      `Still owed to you after this payout: ${formatKobo(Math.max(owedAfterKobo, 0))}.`,
    ],
    action: { label: 'Open your affiliate dashboard', url: `${appUrl}/AffiliateDashboard` },
  });
}
