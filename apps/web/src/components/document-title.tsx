const SITE_TITLE = 'Aso Residences';

/** The shell's description (index.html), for pages that do not say more. */
export const SITE_DESCRIPTION =
  'Aso Residences: serviced apartments in Maitama and Jabi Lake, Abuja. Studios, suites and two-bedroom apartments with 24/7 power, security and concierge.';

/**
 * Sets the tab title and, for pages worth sharing, the description search engines and link
 * previews show; React 19 hoists `<title>` and `<meta>` into the document head (and the
 * server renders them there).
 */
export function DocumentTitle({ title, description }: { title?: string; description?: string }) {
  const fullTitle = title
    ? `${title} · ${SITE_TITLE}`
    : `${SITE_TITLE} · Serviced apartments in Abuja`;
  return (
    <>
      <title>{fullTitle}</title>
      {description ? (
        <>
          <meta name="description" content={description} />
          <meta property="og:title" content={fullTitle} />
          <meta property="og:description" content={description} />
        </>
      ) : null}
    </>
  );
}
