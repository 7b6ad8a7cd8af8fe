import { ButtonLink } from '../../components/button.tsx';
import { DocumentTitle, SITE_DESCRIPTION } from '../../components/document-title.tsx';
import { PhoneIcon } from '../../components/icons.tsx';
import { paths } from '../../lib/paths.ts';
import { FRONT_DESK_PHONE, telHref } from '../../lib/site-info.ts';
import { FaqSection } from './components/faq-section.tsx';
import { HeroCarousel } from './components/hero-carousel.tsx';
import { ServicesSection } from './components/services-section.tsx';
import { StorySection } from './components/story-section.tsx';
import { TestimonialsSection } from './components/testimonials-section.tsx';

export function HomePage() {
  return (
    <>
      <DocumentTitle description={SITE_DESCRIPTION} />
      <HeroCarousel />
      <ServicesSection />
      <StorySection />
      <TestimonialsSection />
      <FaqSection />
      <section aria-labelledby="cta-title" className="wrap pb-20 sm:pb-24">
        <div className="flex flex-col items-start gap-6 rounded-3xl bg-brand px-6 py-10 text-white sm:px-12 md:flex-row md:items-center md:justify-between on-dark">
          <div>
            <h2 id="cta-title" className="text-3xl">
              Your Abuja home is ready
            </h2>
            <p className="mt-2 max-w-xl text-white/85">
              Browse the residencies, or call the front desk and we will find the right one for your
              dates.
            </p>
          </div>
          <div className="flex flex-wrap gap-3">
            <ButtonLink to={paths.residencies} variant="brass" size="lg">
              Explore residencies
            </ButtonLink>
            <a
              href={telHref(FRONT_DESK_PHONE)}
              className="inline-flex min-h-12 items-center gap-2 rounded-full border border-white/70 px-6 text-sm font-semibold hover:bg-white hover:text-ink"
            >
              <PhoneIcon className="size-4" />
              Call us
            </a>
          </div>
        </div>
      </section>
    </>
  );
}
