import { formatNaira } from '@aso/core/money';

export interface FaqEntry {
  question: string;
  answer: string;
}

/** House facts of spec §9 in the guests' words; the policies themselves live on the server. */
export const HOME_FAQ: FaqEntry[] = [
  {
    question: 'What time are check-in and check-out?',
    answer: `Check-in is from 3:00 PM and check-out is by 12:00 noon. Late check-out costs ${formatNaira(5000)} per hour; after 3:00 PM a full night is charged. Ask the front desk about early check-in.`,
  },
  {
    question: 'Is there a security deposit?',
    answer: `Yes. A refundable security deposit of ${formatNaira(50000)} is taken at check-in and returned within 24 hours of check-out.`,
  },
  {
    question: 'What is your cancellation policy?',
    answer:
      'Cancel at least 7 days before check-in for a full refund. Cancelling 3 to 6 days before check-in costs 25% of the booking, and within 48 hours of check-in 50%.',
  },
  {
    question: 'Can you pick me up from the airport?',
    answer: `Yes. Our driver meets you at Nnamdi Azikiwe International Airport: ${formatNaira(40000)} for a pickup or a drop-off, ${formatNaira(70000)} for both, and free for stays of 10 nights or more. Add it when you book.`,
  },
  {
    question: 'Is breakfast included?',
    answer:
      'Breakfast is optional and priced per person per night. Add it when you book and choose Nigerian or continental each morning; it is served in your apartment.',
  },
  {
    question: 'Is the power really on all the time?',
    answer:
      'Yes. Every apartment runs on grid power backed by inverters and a generator, so lights, air conditioning and Wi-Fi stay on day and night.',
  },
  {
    question: 'Are pets or smoking allowed?',
    answer: `Sorry, no pets. All apartments are non-smoking; smoking indoors incurs a cleaning fee of ${formatNaira(200000)}.`,
  },
];
