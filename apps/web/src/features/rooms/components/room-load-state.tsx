import { ButtonLink } from '../../../components/button.tsx';
import { DocumentTitle } from '../../../components/document-title.tsx';
import { ErrorMessage, LoadingMessage } from '../../../components/status-message.tsx';
import { paths } from '../../../lib/paths.ts';

/** "Loading room details..." with the page's h1 kept for assistive technology. */
export function RoomLoading() {
  return (
    // A screen tall, so the footer does not jump when the room arrives (no layout shift).
    <div className="wrap min-h-svh py-12">
      <DocumentTitle title="Room details" />
      <h1 className="sr-only">Room details</h1>
      <LoadingMessage>Loading room details...</LoadingMessage>
    </div>
  );
}

export function RoomNotFound() {
  return (
    <div className="wrap py-20">
      <DocumentTitle title="Room not found" />
      <p className="eyebrow text-brass-dark">Residencies</p>
      <h1 className="mt-3 text-4xl text-brand">Room not found.</h1>
      <p className="mt-4 max-w-xl text-muted">
        This residence may have been renamed or removed. Have a look at the others; one of them will
        suit you.
      </p>
      <ButtonLink to={paths.residencies} className="mt-8">
        See all residencies
      </ButtonLink>
    </div>
  );
}

export function RoomLoadFailed({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <div className="wrap py-12">
      <DocumentTitle title="Room details" />
      <h1 className="mb-6 text-4xl text-brand">Room details</h1>
      <ErrorMessage onRetry={onRetry} retrying={retrying}>
        We could not load this residence just now. Please check your connection and try again.
      </ErrorMessage>
    </div>
  );
}
