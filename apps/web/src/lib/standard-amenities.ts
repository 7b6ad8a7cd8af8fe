/** What every apartment has (the room page and a reservation's features list). */
export const STANDARD_AMENITIES = [
  'Fast fibre Wi-Fi',
  'Air conditioning',
  'Smart TV with streaming apps',
  '24/7 power (inverter and generator backup)',
  '24-hour security and CCTV',
  'Housekeeping every other day',
  'Kitchen or kitchenette with essentials',
  'Fresh linen and towels',
];
