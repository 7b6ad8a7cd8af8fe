import { PageHead } from '../lib/head.tsx';

const SITE_TITLE = 'Aso Residences';

/** The shell's description (index.html), for pages that do not say more. */
export const SITE_DESCRIPTION =
  'Aso Residences: serviced apartments in Maitama and Jabi Lake, Abuja. Studios, suites and two-bedroom apartments with 24/7 power, security and concierge.';

/**
 * Sets the tab title and the description search engines and link previews show (the
 * site's own on pages that do not say more); React hoists them into the page's head.
 */
export function DocumentTitle({ title, description }: { title?: string; description?: string }) {
  const fullTitle = title
    ? `${title} · ${SITE_TITLE}`
    : `${SITE_TITLE} · Serviced apartments in Abuja`;
  return (
    <PageHead
      title={fullTitle}
      metas={
        description
          ? [
              { name: 'description', content: description },
              { property: 'og:title', content: fullTitle },
              { property: 'og:description', content: description },
            ]
          : [{ name: 'description', content: SITE_DESCRIPTION }]
      }
    />
  );
}
