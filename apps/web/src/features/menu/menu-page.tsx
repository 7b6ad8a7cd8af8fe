import { formatNaira } from '@aso/core/money';
import { DocumentTitle } from '../../components/document-title.tsx';
import { PhoneIcon } from '../../components/icons.tsx';
import { PageHero } from '../../components/page-hero.tsx';
import { KITCHEN_PHONE, telHref } from '../../lib/site-info.ts';
import { MENU, menuPriceRange } from './menu-items.ts';

export function MenuPage() {
  const range = menuPriceRange(MENU);
  return (
    <>
      <DocumentTitle
        title="Menu"
        description="The Aso Residences kitchen menu: Nigerian favourites such as jollof rice, ofada and ayamase, cooked to order and brought to your apartment in Abuja."
      />
      <PageHero eyebrow="Dine on demand" title="Our kitchen menu">
        <p>
          Nigerian favourites cooked fresh and brought to your apartment
          {range ? `, from ${formatNaira(range.min)} to ${formatNaira(range.max)}` : ''}.
        </p>
      </PageHero>

      <div className="wrap py-12 sm:py-16">
        <aside
          aria-labelledby="call-first-title"
          className="on-dark flex flex-col gap-5 rounded-3xl bg-brand p-6 text-white shadow-lift sm:flex-row sm:items-center sm:justify-between sm:p-8"
        >
          <div>
            <h2 id="call-first-title" className="text-2xl">
              Please call the kitchen first
            </h2>
            <p className="mt-2 max-w-xl text-white/85">
              Every dish is cooked to order and some sell out by evening. Call to check what is
              ready, order, and hear how long it will take to reach your door.
            </p>
          </div>
          <a
            href={telHref(KITCHEN_PHONE)}
            className="inline-flex min-h-12 shrink-0 items-center justify-center gap-2 rounded-full bg-brass px-6 font-semibold text-ink hover:bg-brass-light"
          >
            <PhoneIcon className="size-5" />
            <span>
              Call the kitchen: <span className="whitespace-nowrap">{KITCHEN_PHONE.display}</span>
            </span>
          </a>
        </aside>

        <div className="mt-14 grid gap-x-16 gap-y-14 lg:grid-cols-2">
          {MENU.map((section, index) => (
            <section key={section.title} aria-labelledby={`menu-section-${index}`}>
              <h2
                id={`menu-section-${index}`}
                className="border-b border-brass/50 pb-3 text-2xl text-brand"
              >
                {section.title}
              </h2>
              <ul className="mt-4 divide-y divide-line">
                {section.dishes.map((dish) => (
                  <li key={dish.name} className="flex items-baseline justify-between gap-6 py-4">
                    <div>
                      <h3 className="font-sans text-base font-semibold text-ink">{dish.name}</h3>
                      <p className="mt-1 text-sm text-muted">{dish.description}</p>
                    </div>
                    <p className="shrink-0 font-display text-lg font-semibold text-brass-dark">
                      {formatNaira(dish.price)}
                    </p>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
        <p className="mt-12 text-sm text-muted">
          Prices are per portion and include delivery to your apartment. Tell us about any allergies
          when you call.
        </p>
      </div>
    </>
  );
}
