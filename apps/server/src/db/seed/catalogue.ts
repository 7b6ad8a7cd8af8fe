/**
 * The demo catalogue: two locations in Abuja, six room types, eleven units.
 * Prices are naira here and stored as kobo by the seeder. Images live in
 * `apps/server/assets/images/rooms`, committed files (how they were made: docs/photos.md).
 */

interface SeedRoomType {
  slug: string;
  title: string;
  description: string;
  priceNaira: number;
  capacity: number;
  latitude: number;
  longitude: number;
  breakfast: { priceNaira: number } | null;
  /** Null prices fall back to the spec's ₦40,000 / ₦40,000 / ₦70,000. */
  conveyance: { pickup: number | null; dropoff: number | null; both: number | null } | null;
  roomNumbers: string[];
  imageAlts: [string, string, string];
}

export interface SeedLocation {
  name: string;
  area: string;
  address: string;
  latitude: number;
  longitude: number;
  roomTypes: SeedRoomType[];
}

export const seedLocations: SeedLocation[] = [
  {
    name: 'Aso Residences Maitama',
    area: 'Maitama',
    address: '14 Gana Street, Maitama, Abuja',
    latitude: 9.0882,
    longitude: 7.4934,
    roomTypes: [
      {
        slug: 'deluxe-studio',
        title: 'Deluxe Studio',
        description:
          'A bright open-plan studio on a quiet Maitama street, with a queen-size bed, a writing desk by the window and a compact kitchenette. Fast fibre Wi-Fi, a smart TV and blackout curtains make it an easy base for business trips. Uninterrupted power and 24-hour security come as standard.',
        priceNaira: 35_000,
        capacity: 2,
        latitude: 9.0884,
        longitude: 7.4931,
        breakfast: { priceNaira: 5_000 },
        conveyance: { pickup: null, dropoff: null, both: null },
        roomNumbers: ['M101', 'M102', 'M103'],
        imageAlts: [
          'Deluxe Studio with a queen-size bed and warm lamp light',
          'Writing desk by the window of the Deluxe Studio',
          'Kitchenette of the Deluxe Studio',
        ],
      },
      {
        slug: 'executive-suite',
        title: 'Executive One Bedroom Suite',
        description:
          'A separate bedroom and a generous lounge with a three-seater sofa, dining table and a fully fitted kitchen. Floor-to-ceiling windows look over the leafy avenues of Maitama. Ideal for longer stays, with weekly housekeeping upgrades and a dedicated workspace.',
        priceNaira: 55_000,
        capacity: 2,
        latitude: 9.088,
        longitude: 7.4938,
        breakfast: { priceNaira: 6_000 },
        conveyance: { pickup: 35_000, dropoff: 35_000, both: 65_000 },
        roomNumbers: ['M201', 'M202'],
        imageAlts: [
          'Lounge of the Executive Suite with a sofa and dining table',
          'Bedroom of the Executive Suite with a king-size bed',
          'Fitted kitchen of the Executive Suite',
        ],
      },
      {
        slug: 'luxury-two-bedroom',
        title: 'Luxury 2 Bedroom Apartment',
        description:
          'Our signature apartment: two en-suite bedrooms, a wide living room with a dining area for six and a balcony over the garden. A family or a small team shares it comfortably, with a washing machine, a full kitchen and a private parking space.',
        priceNaira: 95_000,
        capacity: 4,
        latitude: 9.0879,
        longitude: 7.4929,
        breakfast: { priceNaira: 6_000 },
        conveyance: { pickup: null, dropoff: null, both: null },
        roomNumbers: ['M301'],
        imageAlts: [
          'Living room of the Luxury 2 Bedroom Apartment',
          'Master bedroom of the Luxury 2 Bedroom Apartment',
          'Balcony of the Luxury 2 Bedroom Apartment over the garden',
        ],
      },
    ],
  },
  {
    name: 'Aso Residences Jabi Lake',
    area: 'Jabi',
    address: '7 Obafemi Awolowo Way, Jabi, Abuja',
    latitude: 9.0645,
    longitude: 7.421,
    roomTypes: [
      {
        slug: 'classic-studio',
        title: 'Classic Studio',
        description:
          'A smart, well-priced studio a short walk from Jabi Lake Mall, with a double bed, a shower room and a kitchenette. Everything a solo traveller needs: Wi-Fi, air conditioning, a smart TV and a quiet night’s sleep.',
        priceNaira: 28_000,
        capacity: 2,
        latitude: 9.0648,
        longitude: 7.4206,
        breakfast: { priceNaira: 4_500 },
        conveyance: null,
        roomNumbers: ['J101', 'J102'],
        imageAlts: [
          'Classic Studio with a double bed',
          'Shower room of the Classic Studio',
          'Kitchenette corner of the Classic Studio',
        ],
      },
      {
        slug: 'lakeview-one-bedroom',
        title: 'Lakeview One Bedroom',
        description:
          'Wake up to the water: a one-bedroom apartment with a lounge facing Jabi Lake, a king-size bed and a rain shower. Evenings on the terrace, mornings in the gym downstairs, and the city centre fifteen minutes away.',
        priceNaira: 48_000,
        capacity: 2,
        latitude: 9.0642,
        longitude: 7.4214,
        breakfast: { priceNaira: 5_000 },
        conveyance: { pickup: null, dropoff: null, both: null },
        roomNumbers: ['J201', 'J202'],
        imageAlts: [
          'Lounge of the Lakeview One Bedroom facing the lake',
          'Bedroom of the Lakeview One Bedroom with a king-size bed',
          'Terrace of the Lakeview One Bedroom at sunset',
        ],
      },
      {
        slug: 'family-two-bedroom',
        title: 'Family Two Bedroom Apartment',
        description:
          'Room for everyone: two bedrooms (one king, one twin), two bathrooms, a family lounge and a kitchen with everything for home cooking. Children are welcome, cots are free on request, and the lakeside park is across the road.',
        priceNaira: 85_000,
        capacity: 4,
        latitude: 9.0651,
        longitude: 7.4219,
        breakfast: { priceNaira: 5_500 },
        conveyance: { pickup: 40_000, dropoff: 40_000, both: 70_000 },
        roomNumbers: ['J301'],
        imageAlts: [
          'Family lounge of the Family Two Bedroom Apartment',
          'Twin bedroom of the Family Two Bedroom Apartment',
          'Kitchen of the Family Two Bedroom Apartment',
        ],
      },
    ],
  },
];

export function roomImagePath(slug: string, index: number): string {
  return `/images/rooms/${slug}-${index + 1}.webp`;
}
