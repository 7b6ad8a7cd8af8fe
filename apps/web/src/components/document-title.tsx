const SITE_TITLE = 'Aso Residences';

/** Sets the tab title; React 19 hoists `<title>` into the document head. */
export function DocumentTitle({ title }: { title?: string }) {
  return (
    <title>
      {title ? `${title} · ${SITE_TITLE}` : `${SITE_TITLE} · Serviced apartments in Abuja`}
    </title>
  );
}
