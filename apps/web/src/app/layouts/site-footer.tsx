import { Link } from 'react-router';
import { BrandMark } from '../../components/icons.tsx';
import { paths } from '../../lib/paths.ts';
import {
  FRONT_DESK_EMAIL,
  FRONT_DESK_PHONE,
  SITE_LOCATIONS,
  telHref,
  WHATSAPP_URL,
} from '../../lib/site-info.ts';

const QUICK_LINKS = [
  { to: paths.home, label: 'Home' },
  { to: paths.residencies, label: 'Residencies' },
  { to: paths.about, label: 'About' },
  { to: paths.contact, label: 'Contact' },
  { to: paths.menu, label: 'Menu' },
  { to: paths.faq, label: 'FAQ' },
  { to: paths.policies, label: 'Policies' },
  { to: paths.findBooking, label: 'Find your booking' },
] as const;

const linkClass = 'rounded text-mist underline-offset-4 hover:text-white hover:underline';

export function SiteFooter() {
  return (
    <footer className="on-dark bg-forest text-mist">
      <div className="wrap grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1.2fr_1.2fr]">
        <div>
          <Link to={paths.home} className="inline-flex items-center gap-3 rounded-lg">
            <BrandMark className="size-10" />
            <span className="font-display text-2xl font-semibold text-cream">Aso Residences</span>
          </Link>
          <p className="mt-4 max-w-xs text-sm leading-relaxed">
            Serviced apartments in Maitama and by Jabi Lake: the calm of home with the care of a
            good hotel, in the heart of Abuja.
          </p>
        </div>

        <nav aria-label="Quick links">
          <h2 className="eyebrow font-sans text-brass-light">Quick links</h2>
          <ul className="mt-4 space-y-2 text-sm">
            {QUICK_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={linkClass}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div>
          <h2 className="eyebrow font-sans text-brass-light">Visit us</h2>
          <ul className="mt-4 space-y-4 text-sm">
            {SITE_LOCATIONS.map((location) => (
              <li key={location.name}>
                <span className="block font-semibold text-cream">{location.name}</span>
                <address className="not-italic">{location.address}</address>
              </li>
            ))}
          </ul>
        </div>

        <div>
          <h2 className="eyebrow font-sans text-brass-light">Front desk, 24/7</h2>
          <ul className="mt-4 space-y-2 text-sm">
            <li>
              <a href={telHref(FRONT_DESK_PHONE)} className={linkClass}>
                {FRONT_DESK_PHONE.display}
              </a>
            </li>
            <li>
              <a href={`mailto:${FRONT_DESK_EMAIL}`} className={linkClass}>
                {FRONT_DESK_EMAIL}
              </a>
            </li>
            <li>
              <a
                href={WHATSAPP_URL}
                className={linkClass}
                target="_blank"
                rel="noopener noreferrer"
              >
                Chat on WhatsApp<span className="sr-only"> (opens in a new tab)</span>
              </a>
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <p className="wrap py-6 text-xs">
          © {new Date().getFullYear()} Aso Residences, Abuja. All prices in naira (₦).
        </p>
      </div>
    </footer>
  );
}
