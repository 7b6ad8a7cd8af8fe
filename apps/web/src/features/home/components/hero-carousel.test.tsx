import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HERO_ROTATION_MS } from '@aso/core/constants';
import { REDUCED_MOTION_QUERY } from '../../../lib/use-media-query.ts';
import { stubMatchMedia } from '../../../test/match-media.ts';
import { renderPage } from '../../../test/render.tsx';
import { HERO_SLIDES, HeroCarousel } from './hero-carousel.tsx';

const visibleHeadline = () =>
  screen
    .getAllByRole('heading', { level: 2 })
    .filter((heading) => !heading.closest('[aria-hidden="true"]'))
    .map((heading) => heading.textContent);

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('HeroCarousel', () => {
  it('moves to the next slide every 4 seconds', () => {
    vi.useFakeTimers();
    stubMatchMedia([]);
    renderPage(<HeroCarousel />);

    expect(visibleHeadline()).toEqual([HERO_SLIDES[0]!.headline]);
    act(() => vi.advanceTimersByTime(HERO_ROTATION_MS - 10));
    expect(visibleHeadline()).toEqual([HERO_SLIDES[0]!.headline]);
    act(() => vi.advanceTimersByTime(10));
    expect(visibleHeadline()).toEqual([HERO_SLIDES[1]!.headline]);
    act(() => vi.advanceTimersByTime(HERO_ROTATION_MS));
    expect(visibleHeadline()).toEqual([HERO_SLIDES[2]!.headline]);
    act(() => vi.advanceTimersByTime(HERO_ROTATION_MS));
    expect(visibleHeadline()).toEqual([HERO_SLIDES[0]!.headline]);
  });

  it('stays still under prefers-reduced-motion, but the controls still work', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stubMatchMedia([REDUCED_MOTION_QUERY]);
    renderPage(<HeroCarousel />);

    act(() => vi.advanceTimersByTime(HERO_ROTATION_MS * 3));
    expect(visibleHeadline()).toEqual([HERO_SLIDES[0]!.headline]);
    expect(screen.queryByRole('button', { name: /pause slideshow/i })).not.toBeInTheDocument();

    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(visibleHeadline()).toEqual([HERO_SLIDES[1]!.headline]);
    await user.click(screen.getByRole('button', { name: /^Show slide 3/ }));
    expect(visibleHeadline()).toEqual([HERO_SLIDES[2]!.headline]);
  });

  it('loads the first picture eagerly and the others lazily', () => {
    stubMatchMedia([]);
    renderPage(<HeroCarousel />);
    const [first, ...rest] = HERO_SLIDES.map((slide) =>
      document.querySelector(`img[src="${slide.image}"]`),
    );
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    for (const image of rest) expect(image).toHaveAttribute('loading', 'lazy');
  });
});
