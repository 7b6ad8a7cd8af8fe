import { StarIcon } from './icons.tsx';

interface QuoteCardProps {
  quote: string;
  name: string;
  detail: string;
  rating: number;
}

const STARS = [1, 2, 3, 4, 5];

/** A static guest quote with its star rating (testimonials and room reviews). */
export function QuoteCard({ quote, name, detail, rating }: QuoteCardProps) {
  return (
    <figure className="flex h-full flex-col rounded-2xl bg-white p-6 shadow-card">
      <div role="img" aria-label={`Rated ${rating} out of 5`} className="flex gap-1">
        {STARS.map((star) => (
          <StarIcon
            key={star}
            className={`size-5 ${star <= rating ? 'fill-brass text-brass' : 'fill-none text-brass-dark/50'}`}
          />
        ))}
      </div>
      <blockquote className="mt-4 flex-1 leading-relaxed text-ink">
        <p>“{quote}”</p>
      </blockquote>
      <figcaption className="mt-6 border-t border-line pt-4 text-sm">
        <span className="font-semibold text-brand">{name}</span>
        <span className="block text-muted">{detail}</span>
      </figcaption>
    </figure>
  );
}
