import { QuoteCard } from '../../../components/quote-card.tsx';

const REVIEWS = [
  {
    quote:
      'Clean, quiet and exactly as pictured. Check-in took two minutes and the team checked on us without ever being in the way.',
    name: 'Tunde A.',
    detail: 'Stayed 4 nights',
    rating: 5,
  },
  {
    quote:
      'Great base for work in Abuja: strong Wi-Fi, a proper desk and power all night. I have already booked my next trip.',
    name: 'Amina S.',
    detail: 'Stayed 9 nights',
    rating: 5,
  },
  {
    quote:
      'Comfortable beds and a well-stocked kitchen. The airport pickup was on time even though my flight landed late.',
    name: 'James K.',
    detail: 'Stayed 3 nights',
    rating: 4,
  },
];

export function RoomReviews() {
  return (
    <section aria-labelledby="reviews-title">
      <h2 id="reviews-title" className="text-2xl text-brand">
        Guest reviews
      </h2>
      <ul className="mt-6 grid gap-4 md:grid-cols-2 xl:grid-cols-3 desk:grid-cols-2">
        {REVIEWS.map((review) => (
          <li key={review.name}>
            <QuoteCard {...review} />
          </li>
        ))}
      </ul>
    </section>
  );
}
