import { Accordion } from '../../../components/accordion.tsx';
import { SectionHeading } from '../../../components/section-heading.tsx';
import { FRONT_DESK_PHONE, telHref } from '../../../lib/site-info.ts';
import { HOME_FAQ, type FaqEntry } from '../faq-content.ts';

/** The FAQ; `/#faq` links land here. */
export function FaqSection({ entries = HOME_FAQ }: { entries?: FaqEntry[] }) {
  return (
    <section id="faq" aria-labelledby="faq-title" className="wrap py-20 sm:py-24">
      <div className="grid gap-10 lg:grid-cols-[1fr_1.6fr]">
        <SectionHeading id="faq-title" eyebrow="Good to know" title="Frequently asked questions">
          <p>
            Anything else? Call the front desk on{' '}
            <a
              href={telHref(FRONT_DESK_PHONE)}
              className="font-semibold whitespace-nowrap text-brand underline underline-offset-4"
            >
              {FRONT_DESK_PHONE.display}
            </a>
            , day or night.
          </p>
        </SectionHeading>
        <Accordion
          items={entries.map((entry) => ({
            title: entry.question,
            content: <p>{entry.answer}</p>,
          }))}
        />
      </div>
    </section>
  );
}
