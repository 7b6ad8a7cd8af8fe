import type { ReactNode } from 'react';

interface SectionHeadingProps {
  id?: string;
  eyebrow?: string;
  title: ReactNode;
  children?: ReactNode;
  align?: 'left' | 'center';
  /** On the forest background the colours flip. */
  tone?: 'light' | 'dark';
}

/** The eyebrow + serif title + intro block that opens every section. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  children,
  align = 'left',
  tone = 'light',
}: SectionHeadingProps) {
  const centered = align === 'center' ? 'mx-auto text-center' : '';
  const dark = tone === 'dark';
  return (
    <div className={`max-w-2xl ${centered}`}>
      {eyebrow ? (
        <p className={`eyebrow ${dark ? 'text-brass-light' : 'text-brass-dark'}`}>{eyebrow}</p>
      ) : null}
      <h2
        id={id}
        className={`mt-3 text-3xl leading-tight sm:text-4xl ${dark ? 'text-cream' : 'text-brand'}`}
      >
        {title}
      </h2>
      {children ? (
        <div className={`mt-4 text-base leading-relaxed ${dark ? 'text-mist' : 'text-muted'}`}>
          {children}
        </div>
      ) : null}
    </div>
  );
}
