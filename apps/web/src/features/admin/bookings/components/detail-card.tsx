import { useId, type ReactNode } from 'react';

/** A white card with a heading, for the side column of the booking page. */
export function DetailCard({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-3xl border border-line bg-white p-5 shadow-card sm:p-6"
    >
      <h2 id={headingId} className="text-xl text-brand">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** One labelled fact of a card's `<dl>`. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-muted">{label}</dt>
      <dd className="mt-0.5 font-semibold break-words">{children}</dd>
    </div>
  );
}
