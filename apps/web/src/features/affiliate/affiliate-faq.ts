import { AFFILIATE_COOKIE_DAYS, COMMISSION_PERCENT, MIN_PAYOUT_NAIRA } from '@aso/core/constants';
import { formatNaira } from '@aso/core/money';

/** Spec §3 FAQ entry. */
export interface FaqEntry {
  question: string;
  answer: string;
}

/** The five questions of the support page: the programme's rules of spec §9 in plain words. */
export const AFFILIATE_FAQ: FaqEntry[] = [
  {
    question: 'How much do I earn?',
    answer: `You earn ${COMMISSION_PERCENT}% of the total of every booking made with your link or your code. Each one appears on your dashboard with its commission.`,
  },
  {
    question: 'How long does my link keep counting?',
    answer: `When someone opens your link, your code is kept in their browser for ${AFFILIATE_COOKIE_DAYS} days, so a booking they make within that time still counts for you. Guests can also type your code in the booking form.`,
  },
  {
    question: 'When and how am I paid?',
    answer: `By bank transfer to the account you registered, weekly or monthly as you chose, once your balance reaches ${formatNaira(MIN_PAYOUT_NAIRA)}. You can request a payout from your dashboard.`,
  },
  {
    question: 'Can a guest pay me for their booking?',
    answer:
      'No. Guests always pay Aso Residences directly, through the secure card payment on this website. Never take money from a guest: your commission is paid to you by us.',
  },
  {
    question: 'Do my own bookings or cancelled bookings earn commission?',
    answer:
      'No. Bookings you make for yourself with your own link or code earn nothing. If a booking is cancelled or refunded, its commission is reversed and taken off your balance.',
  },
];
