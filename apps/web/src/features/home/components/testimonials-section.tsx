import { QuoteCard } from '../../../components/quote-card.tsx';
import { SectionHeading } from '../../../components/section-heading.tsx';

const TESTIMONIALS = [
  {
    quote:
      'The power never went off once in two weeks, the Wi-Fi kept up with my calls, and the front desk sorted a late-night airport run without fuss.',
    name: 'Chiamaka O.',
    detail: 'Consultant from Lagos · Deluxe Studio',
    rating: 5,
  },
  {
    quote:
      'We stayed a month in the family apartment by the lake. The children loved the park across the road; we loved that it felt like our own home.',
    name: 'David and Ngozi M.',
    detail: 'Family visiting from London · Two Bedroom',
    rating: 5,
  },
  {
    quote:
      'Spotless, quiet and very well run. Pepper soup delivered to the door after a long day of meetings was exactly what I needed.',
    name: 'Hauwa B.',
    detail: 'Business traveller from Kano · Executive Suite',
    rating: 4,
  },
];

export function TestimonialsSection() {
  return (
    <section aria-labelledby="testimonials-title" className="bg-forest">
      <div className="wrap py-20 sm:py-24">
        <SectionHeading
          id="testimonials-title"
          eyebrow="Guests say"
          title="Stays worth coming back to"
          tone="dark"
        />
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {TESTIMONIALS.map((testimonial) => (
            <li key={testimonial.name}>
              <QuoteCard {...testimonial} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
