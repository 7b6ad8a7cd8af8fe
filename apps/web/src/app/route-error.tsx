import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button, ButtonLink } from '../components/button.tsx';
import { DocumentTitle } from '../components/document-title.tsx';
import { paths } from '../lib/paths.ts';

/** Shown when a page throws or its code fails to load (e.g. after a new release). */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  return (
    <section className="wrap py-20">
      <DocumentTitle title="Something went wrong" />
      <p className="eyebrow text-brass-dark">Sorry about that</p>
      <h1 className="mt-3 text-4xl text-brand">Something went wrong</h1>
      <p className="mt-4 max-w-xl text-muted">
        This page could not be shown. Reloading usually fixes it; if not, call the front desk and we
        will help you straight away.
        {detail ? <span className="mt-2 block text-sm">({detail})</span> : null}
      </p>
      <div className="mt-8 flex flex-wrap gap-3">
        <Button onClick={() => window.location.reload()}>Reload the page</Button>
        <ButtonLink to={paths.home} variant="outline">
          Go to the home page
        </ButtonLink>
      </div>
    </section>
  );
}
