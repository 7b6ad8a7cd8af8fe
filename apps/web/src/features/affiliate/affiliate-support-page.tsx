import { Link } from 'react-router';
import { Accordion } from '../../components/accordion.tsx';
import { DocumentTitle } from '../../components/document-title.tsx';
import { MailIcon, PhoneIcon } from '../../components/icons.tsx';
import { PageHero } from '../../components/page-hero.tsx';
import { SectionHeading } from '../../components/section-heading.tsx';
import { paths } from '../../lib/paths.ts';
import { FRONT_DESK_EMAIL, FRONT_DESK_PHONE, telHref, WHATSAPP_URL } from '../../lib/site-info.ts';
import { AFFILIATE_FAQ } from './affiliate-faq.ts';

const linkClass = 'font-semibold text-brand underline underline-offset-4 hover:text-brand-hover';

const AFFILIATE_LINKS = [
  {
    to: paths.affiliateDashboard,
    label: 'Your affiliate dashboard',
    text: 'Commission, bookings and payouts.',
  },
  {
    to: paths.affiliateAssets,
    label: 'Creative assets',
    text: 'Logo, banner and social images to share.',
  },
  {
    to: paths.affiliateRegister,
    label: 'Become an affiliate',
    text: 'Not registered yet? Get your own link and code.',
  },
];

export function AffiliateSupportPage() {
  return (
    <>
      <DocumentTitle title="Affiliate support" />
      <PageHero eyebrow="Affiliate programme" title="Affiliate support">
        <p>
          Questions about your link, a booking or a payout? Read the answers below, or reach our
          team by email, phone or WhatsApp.
        </p>
      </PageHero>

      <div className="wrap grid gap-12 py-16 sm:py-20 lg:grid-cols-[1fr_1.6fr]">
        <div className="space-y-12">
          <section aria-labelledby="reach-title" className="space-y-6">
            <h2 id="reach-title" className="text-2xl text-brand">
              Contact the team
            </h2>
            <ul className="space-y-5">
              <li className="flex items-start gap-4">
                <MailIcon className="mt-0.5 size-6 shrink-0 text-brass-dark" />
                <div>
                  <p className="text-sm text-muted">Email</p>
                  <a href={`mailto:${FRONT_DESK_EMAIL}`} className={`${linkClass} break-all`}>
                    {FRONT_DESK_EMAIL}
                  </a>
                </div>
              </li>
              <li className="flex items-start gap-4">
                <PhoneIcon className="mt-0.5 size-6 shrink-0 text-brass-dark" />
                <div>
                  <p className="text-sm text-muted">Phone or WhatsApp, day or night</p>
                  <a href={telHref(FRONT_DESK_PHONE)} className={linkClass}>
                    {FRONT_DESK_PHONE.display}
                  </a>
                  <a
                    href={WHATSAPP_URL}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={`${linkClass} mt-1 block text-sm`}
                  >
                    Chat on WhatsApp<span className="sr-only"> (opens in a new tab)</span>
                  </a>
                </div>
              </li>
            </ul>
          </section>

          <nav aria-labelledby="shortcuts-title" className="rounded-2xl bg-sand p-6 sm:p-8">
            <h2 id="shortcuts-title" className="text-2xl text-brand">
              Affiliate pages
            </h2>
            <ul className="mt-4 space-y-4">
              {AFFILIATE_LINKS.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className={linkClass}>
                    {link.label}
                  </Link>
                  <p className="mt-1 text-sm text-muted">{link.text}</p>
                </li>
              ))}
            </ul>
          </nav>
        </div>

        <section aria-labelledby="faq-title" className="space-y-8">
          <SectionHeading
            id="faq-title"
            eyebrow="Good to know"
            title="Frequently asked questions"
          />
          <Accordion
            items={AFFILIATE_FAQ.map((entry) => ({
              title: entry.question,
              content: <p>{entry.answer}</p>,
            }))}
          />
        </section>
      </div>
    </>
  );
}
