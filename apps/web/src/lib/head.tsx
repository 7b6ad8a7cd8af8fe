import { createContext, useContext, useEffect, type ReactNode } from 'react';

/*
 * The document head a page asks for: its title, its description tags and the pictures to
 * fetch first. While the server renders a page they are collected here and written into
 * the HTML's head (entry-server.tsx); in the browser the title and tags are set on the
 * document after each page renders.
 */

export interface MetaTag {
  name?: string;
  property?: string;
  content: string;
}

export interface PreloadImage {
  href: string;
  media: string;
}

export interface HeadTags {
  title: string | null;
  metas: MetaTag[];
  preloads: PreloadImage[];
}

/** What the pages write to while the server renders them; `tags` is what they wrote. */
export interface HeadRecorder {
  tags: HeadTags;
  setPage(title: string, metas: MetaTag[]): void;
  preload(image: PreloadImage): void;
}

export function createHeadRecorder(): HeadRecorder {
  const tags: HeadTags = { title: null, metas: [], preloads: [] };
  return {
    tags,
    setPage(title, metas) {
      tags.title = title;
      tags.metas = metas;
    },
    preload(image) {
      if (!tags.preloads.some((known) => known.href === image.href)) tags.preloads.push(image);
    },
  };
}

const HeadContext = createContext<HeadRecorder | null>(null);

/** Collects what the pages rendered inside it ask of the head (server rendering only). */
export function HeadCollector({
  recorder,
  children,
}: {
  recorder: HeadRecorder;
  children: ReactNode;
}) {
  return <HeadContext.Provider value={recorder}>{children}</HeadContext.Provider>;
}

/** The page's title and meta tags: written into the server's HTML, set in the browser. */
export function useHead(title: string, metas: MetaTag[]): void {
  useContext(HeadContext)?.setPage(title, metas);
  const metasKey = JSON.stringify(metas);
  useEffect(() => {
    document.title = title;
    for (const meta of JSON.parse(metasKey) as MetaTag[]) setMeta(meta);
  }, [title, metasKey]);
}

/** Pictures the page shows first: fetched from the head, before the parser reaches them. */
export function usePreloadImages(images: PreloadImage[]): void {
  const recorder = useContext(HeadContext);
  for (const image of images) recorder?.preload(image);
}

/** The head's elements for the collected tags (rendered to HTML by the server). */
export function HeadElements({ tags }: { tags: HeadTags }) {
  return (
    <>
      {tags.title === null ? null : <title>{tags.title}</title>}
      {tags.metas.map((meta) => (
        <meta key={meta.name ?? meta.property} {...meta} />
      ))}
      {tags.preloads.map((image) => (
        <link
          key={image.href}
          rel="preload"
          as="image"
          href={image.href}
          media={image.media}
          fetchPriority="high"
        />
      ))}
    </>
  );
}

function setMeta({ name, property, content }: MetaTag) {
  const selector = name ? `meta[name="${name}"]` : `meta[property="${property}"]`;
  let element = document.head.querySelector<HTMLMetaElement>(selector);
  if (!element) {
    element = document.createElement('meta');
    if (name) element.name = name;
    if (property) element.setAttribute('property', property);
    document.head.append(element);
  }
  element.content = content;
}
