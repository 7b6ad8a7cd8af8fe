import { Photo } from '../../../components/photo.tsx';
import { SectionHeading } from '../../../components/section-heading.tsx';
import { pluralize } from '../../../lib/format.ts';
import { useCatalogueSummary } from '../api/get-catalogue-summary.ts';

interface StatItem {
  value: string;
  label: string;
}

function Stat({ value, label }: StatItem) {
  return (
    <div className="flex min-w-24 flex-1 flex-col-reverse rounded-2xl border border-line bg-cream px-4 py-4">
      <dt className="mt-1 text-sm font-semibold text-muted">{label}</dt>
      <dd className="font-display text-4xl font-semibold text-brand">{value}</dd>
    </div>
  );
}

/** Our story, with the counts of units and locations read from the live catalogue. */
export function StorySection() {
  const summary = useCatalogueSummary();
  const stats: StatItem[] = [];
  if (summary.data) {
    const { units, locations } = summary.data;
    stats.push(
      { value: String(units), label: pluralize(units, 'Unit') },
      { value: String(locations), label: pluralize(locations, 'Location') },
    );
  } else if (summary.isPending) {
    stats.push({ value: '–', label: 'Units' }, { value: '–', label: 'Locations' });
  }
  stats.push({ value: '24/7', label: 'Concierge' });

  return (
    <section aria-labelledby="story-title" className="bg-sand">
      <div className="wrap grid items-center gap-12 py-20 sm:py-24 lg:grid-cols-2">
        <div className="overflow-hidden rounded-3xl shadow-lift">
          <Photo
            src="/images/site/story.webp"
            alt="The Aso Residences building among palms and gardens on a sunny day"
            width={1200}
            height={900}
            className="aspect-[4/3] size-full object-cover"
          />
        </div>
        <div>
          <SectionHeading id="story-title" eyebrow="Our story" title="Home comforts, hotel care">
            <p>
              Aso Residences began with one apartment in Maitama and a simple idea: visitors to
              Abuja deserve a place that feels like home, with the reliability of a good hotel.
              Power that never drops, Wi-Fi that keeps up, and a front desk that answers at 3 AM.
            </p>
            <p className="mt-4">
              Today our serviced apartments sit on a quiet Maitama street and by Jabi Lake, cared
              for by a small team who treat every guest like family.
            </p>
          </SectionHeading>
          <dl className="mt-10 flex flex-wrap gap-3" aria-busy={summary.isPending}>
            {stats.map((stat) => (
              <Stat key={stat.label} {...stat} />
            ))}
          </dl>
        </div>
      </div>
    </section>
  );
}
