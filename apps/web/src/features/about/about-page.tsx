import { ButtonLink } from '../../components/button.tsx';
import { DocumentTitle } from '../../components/document-title.tsx';
import { PinIcon } from '../../components/icons.tsx';
import { PageHero } from '../../components/page-hero.tsx';
import { Photo } from '../../components/photo.tsx';
import { SectionHeading } from '../../components/section-heading.tsx';
import { paths } from '../../lib/paths.ts';
import { SITE_LOCATIONS } from '../../lib/site-info.ts';

const VALUES = [
  {
    title: 'Reliable, always',
    text: 'Power, water and Wi-Fi that simply work, day and night, so your plans never wait on the grid.',
  },
  {
    title: 'Warm, not fussy',
    text: 'A front desk that knows your name and your schedule, and leaves you in peace the rest of the time.',
  },
  {
    title: 'Safe and private',
    text: 'Gated buildings, 24-hour security and CCTV, and apartments that are yours alone for the stay.',
  },
  {
    title: 'Clear prices',
    text: 'Nightly rates in naira, extras priced up front, and a refundable deposit returned within a day.',
  },
];

export function AboutPage() {
  return (
    <>
      <DocumentTitle
        title="About"
        description="Who we are: serviced apartments in Maitama and by Jabi Lake, Abuja, run by a local team with a concierge who knows the city."
      />
      <PageHero eyebrow="Our story" title="About Aso Residences">
        <p>Serviced apartments in Abuja, run by people who love this city.</p>
      </PageHero>

      <section
        aria-labelledby="who-title"
        className="wrap grid items-center gap-12 py-16 sm:py-20 lg:grid-cols-2"
      >
        <div>
          <SectionHeading id="who-title" eyebrow="Who we are" title="A home in Abuja, looked after">
            <p>
              We opened our first apartment in Maitama for friends who came to Abuja on business and
              were tired of hotel rooms. They wanted a kitchen, a desk by a window, space to
              breathe, and someone to call when anything went wrong.
            </p>
            <p className="mt-4">
              That is still what we do. Our apartments are furnished like homes and run like a good
              hotel: fresh linen, housekeeping every other day, a 24/7 front desk and a driver on
              call for the airport run. Guests stay a weekend, a month or a whole posting.
            </p>
          </SectionHeading>
        </div>
        <div className="overflow-hidden rounded-3xl shadow-lift">
          <Photo
            src="/images/site/about.webp"
            alt="The Aso Residences reception, with a wooden front desk and green armchairs"
            width={1200}
            height={900}
            priority
            className="aspect-[4/3] size-full object-cover"
          />
        </div>
      </section>

      <section aria-labelledby="locations-title" className="bg-sand">
        <div className="wrap py-16 sm:py-20">
          <SectionHeading
            id="locations-title"
            eyebrow="Where we are"
            title="Two addresses in Abuja"
          />
          <ul className="mt-10 grid gap-6 md:grid-cols-2">
            {SITE_LOCATIONS.map((location) => (
              <li key={location.name} className="rounded-2xl bg-white p-8 shadow-card">
                <h3 className="text-2xl text-brand">{location.name}</h3>
                <p className="mt-2 flex items-start gap-2 text-sm text-muted">
                  <PinIcon className="mt-0.5 size-4 shrink-0" />
                  <span>{location.address}</span>
                </p>
                <p className="mt-4 leading-relaxed">{location.summary}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="values-title" className="wrap py-16 sm:py-20">
        <SectionHeading
          id="values-title"
          eyebrow="What we stand for"
          title="Our promises to every guest"
        />
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {VALUES.map((value, index) => (
            <li key={value.title} className="rounded-2xl border border-line bg-white p-6">
              <p aria-hidden="true" className="font-display text-3xl text-brass-dark">
                0{index + 1}
              </p>
              <h3 className="mt-3 text-xl text-brand">{value.title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-muted">{value.text}</p>
            </li>
          ))}
        </ul>
        <div className="mt-12 flex flex-wrap gap-3">
          <ButtonLink to={paths.residencies} size="lg">
            Explore residencies
          </ButtonLink>
          <ButtonLink to={paths.contact} variant="outline" size="lg">
            Contact us
          </ButtonLink>
        </div>
      </section>
    </>
  );
}
