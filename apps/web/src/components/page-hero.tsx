import type { ReactNode } from 'react';

interface PageHeroProps {
  eyebrow: string;
  title: string;
  children?: ReactNode;
}

/** The sand band with the page's one h1 that opens every inner page. */
export function PageHero({ eyebrow, title, children }: PageHeroProps) {
  return (
    <header className="border-b border-line bg-sand">
      <div className="wrap py-12 sm:py-16">
        <p className="eyebrow text-brass-dark">{eyebrow}</p>
        <h1 className="mt-3 max-w-3xl text-4xl leading-tight text-brand sm:text-5xl">{title}</h1>
        {children ? (
          <div className="mt-4 max-w-2xl text-lg leading-relaxed text-muted">{children}</div>
        ) : null}
      </div>
    </header>
  );
}
