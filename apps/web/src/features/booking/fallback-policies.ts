/** Spec §7/§9: shown in View Policies when the policies cannot be loaded. */
export const FALLBACK_POLICIES: { title: string; content: string }[] = [
  {
    title: 'Check-in and check-out',
    content: 'Check-in is from 3:00 PM; check-out is by 12:00 noon.',
  },
  {
    title: 'Late check-out',
    content: 'Late check-out costs ₦5,000 per hour; after 3:00 PM a full night is charged.',
  },
  {
    title: 'Security deposit',
    content:
      'A refundable security deposit of ₦50,000 is taken at check-in and returned within 24 hours of check-out.',
  },
  {
    title: 'Cancellation',
    content:
      'Full refund when you cancel at least 7 days before check-in; a 25% charge applies 3 to 6 days before, and a 50% charge within 48 hours of check-in.',
  },
  {
    title: 'House rules',
    content:
      'All apartments are non-smoking (cleaning fee ₦200,000 for smoking indoors). No pets. Quiet hours are from 11:00 PM to 7:00 AM.',
  },
  {
    title: 'Housekeeping',
    content: 'Housekeeping visits every other day between 10:00 AM and 6:00 PM.',
  },
];
