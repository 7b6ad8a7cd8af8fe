import { DocumentTitle } from '../../components/document-title.tsx';
import { MailIcon, PhoneIcon, PinIcon } from '../../components/icons.tsx';
import { PageHero } from '../../components/page-hero.tsx';
import {
  FRONT_DESK_EMAIL,
  FRONT_DESK_PHONE,
  SITE_LOCATIONS,
  telHref,
  WHATSAPP_URL,
} from '../../lib/site-info.ts';
import { ContactForm } from './components/contact-form.tsx';

const linkClass = 'font-semibold text-brand underline underline-offset-4 hover:text-brand-hover';

export function ContactPage() {
  return (
    <>
      <DocumentTitle
        title="Contact us"
        description="Call, write or WhatsApp the Aso Residences front desk in Abuja, any time of day, or send us a message here."
      />
      <PageHero eyebrow="We are here 24/7" title="Contact us">
        <p>
          Questions about a stay, a long booking or an airport pickup? The front desk never sleeps.
        </p>
      </PageHero>

      <div className="wrap grid gap-12 py-16 sm:py-20 lg:grid-cols-[1fr_1.3fr]">
        <section aria-labelledby="reach-title" className="space-y-8">
          <h2 id="reach-title" className="text-2xl text-brand">
            Reach the front desk
          </h2>
          <ul className="space-y-5">
            <li className="flex items-start gap-4">
              <PhoneIcon className="mt-0.5 size-6 shrink-0 text-brass-dark" />
              <div>
                <p className="text-sm text-muted">Phone, day or night</p>
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
            <li className="flex items-start gap-4">
              <MailIcon className="mt-0.5 size-6 shrink-0 text-brass-dark" />
              <div>
                <p className="text-sm text-muted">Email, answered within a few hours</p>
                <a href={`mailto:${FRONT_DESK_EMAIL}`} className={`${linkClass} break-all`}>
                  {FRONT_DESK_EMAIL}
                </a>
              </div>
            </li>
            {SITE_LOCATIONS.map((location) => (
              <li key={location.name} className="flex items-start gap-4">
                <PinIcon className="mt-0.5 size-6 shrink-0 text-brass-dark" />
                <div>
                  <p className="text-sm text-muted">{location.name}</p>
                  <address className="font-semibold not-italic">{location.address}</address>
                </div>
              </li>
            ))}
          </ul>
        </section>

        <div className="rounded-3xl border border-line bg-white p-6 shadow-card sm:p-10">
          <ContactForm />
        </div>
      </div>
    </>
  );
}
