import { useId, useState, type ReactNode } from 'react';
import { ChevronDownIcon } from './icons.tsx';

export interface AccordionItem {
  title: string;
  content: ReactNode;
}

/**
 * Disclosure list (WAI-ARIA accordion pattern): each heading holds a button whose
 * aria-expanded tells whether the region it controls is shown. Several may be open.
 */
export function Accordion({ items }: { items: AccordionItem[] }) {
  const baseId = useId();
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set());

  const toggle = (index: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(index)) next.delete(index);
      else next.add(index);
      return next;
    });

  return (
    <div className="divide-y divide-line rounded-2xl border border-line bg-white shadow-card">
      {items.map((item, index) => {
        const expanded = open.has(index);
        const buttonId = `${baseId}-button-${index}`;
        const panelId = `${baseId}-panel-${index}`;
        return (
          <div key={item.title}>
            <h3 className="font-sans text-base font-semibold">
              <button
                id={buttonId}
                type="button"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => toggle(index)}
                className="flex w-full items-center justify-between gap-4 rounded-2xl px-5 py-5 text-left text-ink hover:text-brand sm:px-6"
              >
                <span>{item.title}</span>
                <ChevronDownIcon
                  className={`size-5 shrink-0 text-brass-dark transition-transform ${
                    expanded ? 'rotate-180' : ''
                  }`}
                />
              </button>
            </h3>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              hidden={!expanded}
              className="px-5 pb-6 leading-relaxed text-muted sm:px-6"
            >
              {item.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}
