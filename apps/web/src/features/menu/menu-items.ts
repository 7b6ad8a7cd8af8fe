export interface Dish {
  name: string;
  description: string;
  /** Naira. */
  price: number;
}

export interface MenuSection {
  title: string;
  dishes: Dish[];
}

/** The kitchen's static menu (spec: sample dishes ₦2,200 to ₦5,200). */
export const MENU: MenuSection[] = [
  {
    title: 'Rice and mains',
    dishes: [
      {
        name: 'Jollof rice with chicken',
        description: 'Smoky party jollof, grilled chicken and coleslaw.',
        price: 3500,
      },
      {
        name: 'Fried rice with turkey',
        description: 'Vegetable fried rice with peppered turkey wings.',
        price: 4000,
      },
      {
        name: 'Ofada rice and ayamase',
        description: 'Local rice with green pepper stew, assorted meat and egg.',
        price: 4500,
      },
    ],
  },
  {
    title: 'Soups and swallows',
    dishes: [
      {
        name: 'Egusi soup & pounded yam',
        description: 'Melon seed soup with spinach, beef and stockfish.',
        price: 4800,
      },
      {
        name: 'Efo riro & semo',
        description: 'Rich vegetable stew with assorted meat.',
        price: 4200,
      },
      {
        name: 'Pepper soup',
        description: 'Goat meat in a hot, fragrant broth of local spices.',
        price: 3000,
      },
    ],
  },
  {
    title: 'Grills',
    dishes: [
      {
        name: 'Suya platter',
        description: 'Spiced beef skewers with onions, tomatoes and yaji.',
        price: 5200,
      },
      {
        name: 'Asun',
        description: 'Peppered grilled goat meat, Ekiti style.',
        price: 4600,
      },
    ],
  },
  {
    title: 'Sides and breakfast',
    dishes: [
      {
        name: 'Fried plantain',
        description: 'Sweet, golden dodo.',
        price: 2200,
      },
      {
        name: 'Moi moi',
        description: 'Steamed bean pudding with egg and fish.',
        price: 2400,
      },
      {
        name: 'Yam and egg sauce',
        description: 'Boiled yam with a tomato and pepper egg sauce.',
        price: 3200,
      },
      {
        name: 'Akara and pap',
        description: 'Bean fritters with warm custard-style pap.',
        price: 2500,
      },
    ],
  },
];

/** Lowest and highest price on the menu, for the "from … to …" line. */
export function menuPriceRange(menu: MenuSection[]): { min: number; max: number } | null {
  const prices = menu.flatMap((section) => section.dishes.map((dish) => dish.price));
  if (prices.length === 0) return null;
  return { min: Math.min(...prices), max: Math.max(...prices) };
}
