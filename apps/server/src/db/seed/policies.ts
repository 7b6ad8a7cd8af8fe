/** The default house policies of spec §9, shown on the booking card (`information_card`). */
export const seedPolicies: { title: string; category: string; content: string }[] = [
  {
    title: 'Check-in',
    category: 'Arrival',
    content:
      'Check-in is from 3:00 PM. Early check-in depends on availability; ask the front desk.',
  },
  {
    title: 'Check-out',
    category: 'Departure',
    content: 'Check-out is by 12:00 noon.',
  },
  {
    title: 'Late check-out',
    category: 'Departure',
    content: 'Late check-out costs ₦5,000 per hour. After 3:00 PM a full night is charged.',
  },
  {
    title: 'Security deposit',
    category: 'Payments',
    content:
      'A refundable security deposit of ₦50,000 is taken at check-in and returned within 24 hours of check-out.',
  },
  {
    title: 'Cancellation',
    category: 'Payments',
    content:
      'Full refund when you cancel at least 7 days before check-in. A 25% charge applies when you cancel 3 to 6 days before check-in, and a 50% charge within 48 hours of check-in.',
  },
  {
    title: 'Smoking',
    category: 'House rules',
    content: 'All apartments are non-smoking. Smoking indoors incurs a cleaning fee of ₦200,000.',
  },
  {
    title: 'Pets',
    category: 'House rules',
    content: 'Pets are not allowed.',
  },
  {
    title: 'Housekeeping',
    category: 'Services',
    content: 'Housekeeping visits every other day between 10:00 AM and 6:00 PM.',
  },
  {
    title: 'Quiet hours',
    category: 'House rules',
    content: 'Quiet hours are from 11:00 PM to 7:00 AM.',
  },
];
