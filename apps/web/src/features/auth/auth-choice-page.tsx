import { Link } from 'react-router';
import { DocumentTitle } from '../../components/document-title.tsx';
import { ChevronRightIcon, UserIcon, UsersIcon } from '../../components/icons.tsx';
import { paths } from '../../lib/paths.ts';
import { AuthShell } from './components/auth-shell.tsx';

const CHOICES = [
  {
    to: paths.login,
    title: 'Log in',
    text: 'I already have an account.',
    Icon: UserIcon,
  },
  {
    to: paths.signup,
    title: 'Create an account',
    text: 'I am new to Aso Residences.',
    Icon: UsersIcon,
  },
] as const;

const slug = (path: string) => `choice${path.replaceAll('/', '-')}`;

/** Spec §2: a chooser between logging in and signing up. */
export function AuthChoicePage() {
  return (
    <AuthShell
      eyebrow="Your account"
      title="Log in or sign up"
      intro={<p>Keep your reservations in one place and book your next stay in a few taps.</p>}
    >
      <DocumentTitle title="Log in or sign up" />
      <ul className="space-y-4">
        {CHOICES.map(({ to, title, text, Icon }) => (
          <li key={to}>
            <Link
              to={to}
              aria-labelledby={`${slug(to)}-title`}
              aria-describedby={`${slug(to)}-text`}
              className="group flex items-center gap-4 rounded-2xl border border-line bg-cream p-5 transition-colors hover:border-brand hover:bg-white"
            >
              <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-mint text-brand">
                <Icon className="size-6" />
              </span>
              <span className="flex-1">
                <span
                  id={`${slug(to)}-title`}
                  className="block font-display text-xl font-semibold text-brand"
                >
                  {title}
                </span>
                <span id={`${slug(to)}-text`} className="mt-1 block text-sm text-muted">
                  {text}
                </span>
              </span>
              <ChevronRightIcon className="size-5 shrink-0 text-brass-dark transition-transform group-hover:translate-x-1" />
            </Link>
          </li>
        ))}
      </ul>
    </AuthShell>
  );
}
