import { useRef, useState } from 'react';
import { Photo } from '../../../components/photo.tsx';
import { usePrefersReducedMotion } from '../../../lib/use-media-query.ts';
import type { GalleryImage } from '../room-images.ts';

const MAX_GRID_IMAGES = 5;

/** Grid cells for 1 to 5 pictures: the first always large. */
function gridCellClass(index: number, count: number): string {
  if (count === 1) return 'col-span-4 row-span-2';
  if (count === 2) return 'col-span-2 row-span-2';
  if (index === 0) return 'col-span-2 row-span-2';
  if (count === 3 || (count === 4 && index === 1)) return 'col-span-2';
  return 'col-span-1';
}

function GalleryGrid({ images }: { images: GalleryImage[] }) {
  const shown = images.slice(0, MAX_GRID_IMAGES);
  return (
    <ul className="grid h-[30rem] grid-cols-4 grid-rows-2 gap-3">
      {shown.map((image, index) => (
        <li
          key={`${image.src}-${index}`}
          className={`overflow-hidden rounded-2xl bg-sand ${gridCellClass(index, shown.length)}`}
        >
          <Photo
            src={image.src}
            alt={image.alt}
            width={1200}
            height={800}
            sizes={index === 0 ? '50vw' : '25vw'}
            priority={index === 0}
            className="size-full object-cover"
          />
        </li>
      ))}
    </ul>
  );
}

function GallerySlider({ images, label }: { images: GalleryImage[]; label: string }) {
  const trackRef = useRef<HTMLUListElement>(null);
  const [active, setActive] = useState(0);
  const reducedMotion = usePrefersReducedMotion();

  const onScroll = () => {
    const track = trackRef.current;
    if (!track || track.clientWidth === 0) return;
    setActive(Math.round(track.scrollLeft / track.clientWidth));
  };

  const goTo = (index: number) => {
    const track = trackRef.current;
    if (!track) return;
    track.scrollTo({
      left: index * track.clientWidth,
      behavior: reducedMotion ? 'auto' : 'smooth',
    });
    setActive(index);
  };

  return (
    <div>
      <ul
        ref={trackRef}
        onScroll={onScroll}
        tabIndex={0}
        aria-label={`${label}, swipe for more`}
        className="-mx-5 flex snap-x snap-mandatory overflow-x-auto overscroll-x-contain [scrollbar-width:none] sm:mx-0 sm:rounded-2xl [&::-webkit-scrollbar]:hidden"
      >
        {images.map((image, index) => (
          <li
            key={`${image.src}-${index}`}
            className="aspect-[3/2] w-full shrink-0 snap-center bg-sand"
          >
            <Photo
              src={image.src}
              alt={image.alt}
              width={1200}
              height={800}
              priority={index === 0}
              className="size-full object-cover"
            />
          </li>
        ))}
      </ul>
      {images.length > 1 ? (
        <div className="mt-3 flex justify-center gap-1">
          {images.map((image, index) => (
            <button
              key={`${image.src}-${index}`}
              type="button"
              aria-label={`Show photo ${index + 1} of ${images.length}`}
              aria-current={index === active ? 'true' : undefined}
              onClick={() => goTo(index)}
              className="group inline-flex size-8 items-center justify-center rounded-full"
            >
              <span
                aria-hidden="true"
                className={`block size-2.5 rounded-full transition-colors ${
                  index === active ? 'bg-brand' : 'bg-line group-hover:bg-muted'
                }`}
              />
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}

/**
 * Spec "Room detail": a grid on desktop, a swipe slider with dots at 900px or narrower. Both
 * are in the page and CSS shows one, so the server's HTML is right on every screen (no
 * swap after hydration); the hidden one's lazy photos are never fetched.
 */
export function RoomGallery({ images, title }: { images: GalleryImage[]; title: string }) {
  const label = `Photos of ${title}`;
  return (
    <section aria-label={label}>
      <div className="desk:hidden">
        <GallerySlider images={images} label={label} />
      </div>
      <div className="hidden desk:block">
        <GalleryGrid images={images} />
      </div>
    </section>
  );
}
