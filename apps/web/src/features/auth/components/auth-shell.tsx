import type { ReactNode } from 'react';
import { Photo } from '../../../components/photo.tsx';

interface AuthShellProps {
  eyebrow: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  /** Below the card: "New here? Create an account". */
  footer?: ReactNode;
}

/**
 * The frame of every account page: the page's one h1 in a white card, and on wide
 * screens a photo of the apartments beside it (not loaded on phones: lazy and hidden).
 */
export function AuthShell({ eyebrow, title, intro, children, footer }: AuthShellProps) {
  return (
    <div className="bg-sand/60">
      <div className="wrap grid items-start gap-10 py-10 sm:py-16 lg:grid-cols-[1fr_minmax(0,32rem)] lg:gap-16">
        <figure className="relative hidden overflow-hidden rounded-3xl shadow-card lg:sticky lg:top-28 lg:block">
          <Photo
            src="/images/site/hero-2.webp"
            alt=""
            width={1600}
            height={900}
            className="aspect-[4/5] w-full object-cover"
          />
          <figcaption className="on-dark absolute inset-x-0 bottom-0 bg-linear-to-t from-forest/95 via-forest/70 to-transparent p-8 pt-24 text-cream">
            <p className="font-display text-2xl leading-snug">
              “The calm of home with the care of a good hotel.”
            </p>
            <p className="mt-3 text-sm text-mist">Aso Residences · Maitama and Jabi Lake, Abuja</p>
          </figcaption>
        </figure>

        <div>
          <section className="rounded-3xl border border-line bg-white p-6 shadow-card sm:p-10">
            <p className="eyebrow text-brass-dark">{eyebrow}</p>
            <h1 className="mt-3 text-3xl leading-tight text-brand sm:text-4xl">{title}</h1>
            {intro ? <div className="mt-3 leading-relaxed text-muted">{intro}</div> : null}
            <div className="mt-8">{children}</div>
          </section>
          {footer ? <div className="mt-6 text-center text-sm text-muted">{footer}</div> : null}
        </div>
      </div>
    </div>
  );
}

export const authLinkClass =
  'font-semibold text-brand underline underline-offset-4 hover:text-brand-hover';
