import { preload } from 'react-dom';

/*
 * The document head a page asks for, as React 19 gives it: a page renders its `<title>`
 * and `<meta>` tags where it likes and React hoists them into the head (in the browser at
 * once; on the server, renderToString writes them before the page's markup, and
 * `splitHoistedHead` moves them into the HTML's head); the pictures to fetch first are
 * React's `preload()`.
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

/** The page's title and meta tags, hoisted into the document's head by React. */
export function PageHead({ title, metas }: { title: string; metas: MetaTag[] }) {
  return (
    <>
      <title>{title}</title>
      {metas.map((meta) => (
        <meta key={meta.name ?? meta.property} {...meta} />
      ))}
    </>
  );
}

/** A picture the page shows first: fetched from the head, before the parser reaches it. */
export function preloadImage({ href, media }: PreloadImage): void {
  preload(href, { as: 'image', media, fetchPriority: 'high' });
}

// What renderToString writes before a page's markup: the hoisted title, metas and links.
const LEADING_HOISTABLES = /^(?:<title>[^<]*<\/title>|<(?:meta|link)\b[^>]*>)*/;

/** Splits renderToString's output into the hoisted head tags and the page's markup. */
export function splitHoistedHead(rendered: string): { head: string; html: string } {
  const head = LEADING_HOISTABLES.exec(rendered)?.[0] ?? '';
  return { head, html: rendered.slice(head.length) };
}
