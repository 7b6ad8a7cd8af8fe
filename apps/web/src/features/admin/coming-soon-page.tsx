import { useLocation } from 'react-router';
import { ButtonLink } from '../../components/button.tsx';
import { DocumentTitle } from '../../components/document-title.tsx';
import { paths } from '../../lib/paths.ts';

/** The back-office pages of later issues, by path (routes match regardless of case). */
const PAGE_TITLES: Record<string, string> = {
  [paths.adminRoomTypes.toLowerCase()]: 'Room types',
  [paths.adminUsers.toLowerCase()]: 'Users',
  [paths.adminUserProfile.toLowerCase()]: 'User profile',
  [paths.adminPayments.toLowerCase()]: 'Payments',
  [paths.adminPolicies.toLowerCase()]: 'Policies',
  [paths.adminSettings.toLowerCase()]: 'Settings',
};

/** The page title for `pathname`, or "Coming soon" for a path not listed. */
export function comingSoonTitle(pathname: string): string {
  return PAGE_TITLES[pathname.toLowerCase().replace(/\/+$/, '')] ?? 'Coming soon';
}

/** A back-office page that is not built yet: named, inside the back office, never a 404. */
export function ComingSoonPage() {
  const title = comingSoonTitle(useLocation().pathname);
  return (
    <section className="wrap py-10 sm:py-14">
      <DocumentTitle title={title} />
      <p className="eyebrow text-brass-dark">Back office</p>
      <h1 className="mt-3 text-3xl text-brand sm:text-4xl">{title}</h1>
      <div className="mt-8 max-w-2xl rounded-2xl border border-dashed border-field bg-white p-6 sm:p-8">
        <p className="leading-relaxed text-muted">
          This page is coming soon. Until then, reservations and rooms are managed from their own
          pages.
        </p>
        <ButtonLink to={paths.adminBookings} className="mt-6">
          Back to reservations
        </ButtonLink>
      </div>
    </section>
  );
}
