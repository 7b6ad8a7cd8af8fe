import { ButtonLink } from '../../components/button.tsx';
import { DocumentTitle } from '../../components/document-title.tsx';
import { paths } from '../../lib/paths.ts';

/** An /admin path with no page (yet): stays inside the back office. */
export function AdminNotFoundPage() {
  return (
    <section className="wrap py-10 sm:py-14">
      <DocumentTitle title="Page not found" />
      <h1 className="text-3xl text-brand sm:text-4xl">Page not found</h1>
      <p className="mt-4 max-w-xl text-muted">
        This back-office page does not exist, or it is not ready yet.
      </p>
      <ButtonLink to={paths.adminBookings} className="mt-8">
        Go to booking management
      </ButtonLink>
    </section>
  );
}
