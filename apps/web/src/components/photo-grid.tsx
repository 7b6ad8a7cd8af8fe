import { Photo } from './photo.tsx';

/**
 * A room's photos as a booking or a unit shows them: the first large, two more beside it
 * (under it on a phone). No photos at all shows the placeholder.
 */
export function PhotoGrid({
  images,
  title,
  className = '',
}: {
  images: readonly (string | null)[];
  title: string;
  className?: string;
}) {
  const [cover = null, ...thumbnails] = images;
  return (
    <div className={`grid gap-3 sm:grid-cols-[2fr_1fr] ${className}`}>
      <div className="aspect-[3/2] overflow-hidden rounded-2xl bg-sand lg:aspect-[2/1]">
        <Photo
          src={cover}
          alt={`${title} photo 1`}
          width={1200}
          height={800}
          sizes="(max-width: 640px) 100vw, 800px"
          priority
          className="size-full object-cover"
        />
      </div>
      {thumbnails.length > 0 ? (
        <ul aria-label="More photos" className="grid grid-cols-2 gap-3 sm:grid-cols-1">
          {thumbnails.slice(0, 2).map((src, index) => (
            <li
              key={`${src}-${index}`}
              className="aspect-[3/2] overflow-hidden rounded-2xl bg-sand lg:aspect-[2/1]"
            >
              <Photo
                src={src}
                alt={`${title} photo ${index + 2}`}
                width={600}
                height={400}
                sizes="(max-width: 640px) 50vw, 400px"
                className="size-full object-cover"
              />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
