import type { ImgHTMLAttributes, SyntheticEvent } from 'react';
import { imageSrcSet } from '@aso/core/images';
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
  /**
   * How wide the picture shows, for the browser's pick among an uploaded photo's widths
   * (`srcset`); by default the whole screen on a phone, else `width` CSS pixels.
   */
  sizes?: string;
}

function showPlaceholder(event: SyntheticEvent<HTMLImageElement>) {
  const img = event.currentTarget;
  if (!img.src.endsWith(PLACEHOLDER_IMAGE)) {
    img.removeAttribute('srcset');
    img.src = PLACEHOLDER_IMAGE;
  }
}

/**
 * Every picture of the site: reserved size, lazy by default, placeholder on failure;
 * an uploaded photo offers all its widths so a phone downloads the small one.
 */
export function Photo({ src, alt, width, height, priority = false, sizes, ...rest }: PhotoProps) {
  const url = imageUrl(src);
  const srcSet = imageSrcSet(url);
  return (
    <img
      src={url}
      srcSet={srcSet}
      sizes={srcSet ? (sizes ?? `(max-width: 640px) 100vw, ${width}px`) : undefined}
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
