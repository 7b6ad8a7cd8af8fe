import { useEffect, useState } from 'react';
import { HERO_ROTATION_MS } from '@aso/core/constants';
import { preloadImage } from '../../../lib/head.tsx';
import { ButtonLink } from '../../../components/button.tsx';
import {
  ChevronLeftIcon,
  ChevronRightIcon,
  PauseIcon,
  PlayIcon,
} from '../../../components/icons.tsx';
import { paths } from '../../../lib/paths.ts';
import { usePrefersReducedMotion } from '../../../lib/use-media-query.ts';

export interface HeroSlide {
  image: string;
  alt: string;
  headline: string;
  sub: string;
}

export const HERO_SLIDES: HeroSlide[] = [
  {
    image: '/images/site/hero-1.webp',
    alt: 'The Aso Residences building lit up at dusk, with Aso Rock behind',
    headline: 'Serviced apartments in the heart of Abuja',
    sub: 'Calm, fully serviced homes in Maitama and by Jabi Lake, with 24/7 power, fast Wi-Fi and a concierge who knows the city.',
  },
  {
    image: '/images/site/hero-2.webp',
    alt: 'Living room with a wide window over Abuja and Aso Rock at sunset',
    headline: 'Room to breathe, views to match',
    sub: 'Bright living rooms, full kitchens and proper desks: an easy base for business trips and long stays alike.',
  },
  {
    image: '/images/site/hero-3.webp',
    alt: 'Waterside terrace with loungers and lanterns at sunset',
    headline: 'Stay a night, or stay a season',
    sub: 'Evenings by the water, housekeeping every other day, and homes from studios to two-bedroom family apartments.',
  },
];

/** A phone gets a portrait crop a third of the size; wider screens the whole landscape. */
export const phoneImage = (image: string) => image.replace(/\.webp$/, '-phone.webp');

/** Below this width the phone crop is shown (and preloaded). */
const PHONE_MEDIA = '(max-width: 640px)';

function SlidePicture({ slide, priority }: { slide: HeroSlide; priority: boolean }) {
  // In the head of the server's HTML, so the picture is fetched before the parser reaches
  // it; each screen size preloads only the file it shows.
  if (priority) {
    preloadImage({ href: phoneImage(slide.image), media: PHONE_MEDIA });
    preloadImage({ href: slide.image, media: 'not all and ' + PHONE_MEDIA });
  }
  return (
    <picture>
      <source media={PHONE_MEDIA} srcSet={phoneImage(slide.image)} width={720} height={900} />
      <img
        src={slide.image}
        alt={slide.alt}
        width={1600}
        height={900}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding="async"
        className="absolute inset-0 -z-10 size-full object-cover text-transparent"
      />
    </picture>
  );
}

const controlClass =
  'inline-flex size-11 items-center justify-center rounded-full border border-white/60 text-white transition-colors hover:bg-white hover:text-ink';

/**
 * Home hero: slides rotate every HERO_ROTATION_MS, pause while hovered or focused, can
 * be paused by the visitor, and never move by themselves under prefers-reduced-motion.
 */
export function HeroCarousel({ slides = HERO_SLIDES }: { slides?: HeroSlide[] }) {
  const [active, setActive] = useState(0);
  const [pausedByVisitor, setPausedByVisitor] = useState(false);
  const [interacting, setInteracting] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const rotating = !reducedMotion && !pausedByVisitor && !interacting && slides.length > 1;
  // The first slide's picture is the page's largest paint: the others wait for the page to
  // load, so on a slow line they do not share its bandwidth (or the scripts').
  const [showAll, setShowAll] = useState(false);
  useEffect(() => {
    const show = () => setShowAll(true);
    if (document.readyState === 'complete') {
      show();
      return;
    }
    window.addEventListener('load', show, { once: true });
    return () => window.removeEventListener('load', show);
  }, []);

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setTimeout(
      () => setActive((index) => (index + 1) % slides.length),
      HERO_ROTATION_MS,
    );
    return () => window.clearTimeout(timer);
  }, [rotating, active, slides.length]);

  const show = (index: number) => setActive((index + slides.length) % slides.length);

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Welcome to Aso Residences"
      className="on-dark relative isolate h-[max(34rem,min(86svh,46rem))] overflow-hidden bg-forest text-white"
      onMouseEnter={() => setInteracting(true)}
      onMouseLeave={() => setInteracting(false)}
      onFocus={() => setInteracting(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setInteracting(false);
      }}
    >
      <h1 className="sr-only">Aso Residences: serviced apartments in Abuja</h1>
      <div aria-live={rotating ? 'off' : 'polite'}>
        {slides.map((slide, index) => {
          const current = index === active;
          return (
            <div
              key={slide.image}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${slides.length}`}
              aria-hidden={!current}
              inert={!current}
              className={`absolute inset-0 transition-opacity duration-1000 ${
                current ? 'opacity-100' : 'opacity-0'
              }`}
            >
              {index === 0 || showAll ? (
                <SlidePicture slide={slide} priority={index === 0} />
              ) : null}
              <div
                aria-hidden="true"
                className="absolute inset-0 -z-10 bg-linear-to-t from-forest via-forest/60 to-forest/10 sm:bg-linear-to-r sm:from-forest/95 sm:via-forest/55 sm:to-transparent"
              />
              <div className="wrap flex h-full flex-col justify-end pb-28 sm:justify-center sm:pb-0">
                <div className="max-w-2xl">
                  <p aria-hidden="true" className="eyebrow text-brass-light">
                    Aso Residences · Abuja
                  </p>
                  <h2 className="mt-4 text-4xl leading-[1.1] sm:text-6xl">{slide.headline}</h2>
                  <p className="mt-4 max-w-xl text-base leading-relaxed text-white/90 sm:text-lg">
                    {slide.sub}
                  </p>
                  <ButtonLink to={paths.residencies} variant="brass" size="lg" className="mt-8">
                    Explore residencies
                  </ButtonLink>
                </div>
              </div>
            </div>
          );
        })}
      </div>

      <div className="wrap pointer-events-none absolute inset-x-0 bottom-6 flex items-center justify-between gap-4">
        <div className="pointer-events-auto flex items-center gap-2">
          {slides.map((slide, index) => (
            <button
              key={slide.image}
              type="button"
              aria-label={`Show slide ${index + 1}: ${slide.headline}`}
              aria-current={index === active ? 'true' : undefined}
              onClick={() => show(index)}
              // Narrower below sm (still a 28 × 44 target), so dots and buttons fit 320 px.
              className="group inline-flex h-11 w-7 items-center justify-center rounded-full sm:w-11"
            >
              <span
                aria-hidden="true"
                className={`block h-1.5 rounded-full transition-all ${
                  index === active ? 'w-6 bg-brass sm:w-8' : 'w-3 bg-white/70 group-hover:bg-white'
                }`}
              />
            </button>
          ))}
        </div>
        <div className="pointer-events-auto flex items-center gap-2">
          {reducedMotion ? null : (
            <button
              type="button"
              className={controlClass}
              aria-label={pausedByVisitor ? 'Play slideshow' : 'Pause slideshow'}
              onClick={() => setPausedByVisitor((paused) => !paused)}
            >
              {pausedByVisitor ? <PlayIcon className="size-5" /> : <PauseIcon className="size-5" />}
            </button>
          )}
          <button
            type="button"
            className={controlClass}
            aria-label="Previous slide"
            onClick={() => show(active - 1)}
          >
            <ChevronLeftIcon className="size-5" />
          </button>
          <button
            type="button"
            className={controlClass}
            aria-label="Next slide"
            onClick={() => show(active + 1)}
          >
            <ChevronRightIcon className="size-5" />
          </button>
        </div>
      </div>
    </section>
  );
}
