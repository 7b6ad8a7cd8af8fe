import { ButtonLink } from '../../components/button.tsx';
import { DocumentTitle } from '../../components/document-title.tsx';
import { paths } from '../../lib/paths.ts';

export function NotFoundPage() {
  return (
    <section className="wrap flex min-h-[60vh] flex-col justify-center py-20">
      <DocumentTitle title="Page not found" />
      <p className="font-display text-7xl text-brass-dark" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-4xl text-brand sm:text-5xl">Page not found</h1>
      <p className="mt-4 max-w-xl text-lg text-muted">
        We could not find that page. It may have moved, or it may not be ready yet.
      </p>
      <div className="mt-8 flex flex-wrap gap-3">
        <ButtonLink to={paths.home} size="lg">
          Back to the home page
        </ButtonLink>
        <ButtonLink to={paths.residencies} variant="outline" size="lg">
          See the residencies
        </ButtonLink>
      </div>
    </section>
  );
}
