import type { ImgHTMLAttributes, SyntheticEvent } from 'react';
import { imageUrl, PLACEHOLDER_IMAGE } from '../lib/image-url.ts';

interface PhotoProps extends Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'alt' | 'width' | 'height' | 'loading' | 'fetchPriority'
> {
  src: string | null | undefined;
  /** Say what the picture shows; pass '' only for a purely decorative image. */
  alt: string;
  /** Intrinsic size, so the browser reserves the space before the file arrives. */
  width: number;
  height: number;
  /** The page's largest first-screen image: loaded eagerly with high priority. */
  priority?: boolean;
}

function showPlaceholder(event: SyntheticEvent<HTMLImageElement>) {
  const img = event.currentTarget;
  if (!img.src.endsWith(PLACEHOLDER_IMAGE)) img.src = PLACEHOLDER_IMAGE;
}

/** Every picture of the site: reserved size, lazy by default, placeholder on failure. */
export function Photo({ src, alt, width, height, priority = false, ...rest }: PhotoProps) {
  return (
    <img
      src={imageUrl(src)}
      alt={alt}
      aria-hidden={alt === '' ? true : undefined}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      onError={showPlaceholder}
      {...rest}
    />
  );
}
