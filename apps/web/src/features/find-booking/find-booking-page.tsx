import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { FindBookingRequestSchema, type FindBookingRequest } from '@aso/core/bookings';
import { Button } from '../../components/button.tsx';
import { DocumentTitle } from '../../components/document-title.tsx';
import { FormError, FormStatus, TextField } from '../../components/form-field.tsx';
import { PageHero } from '../../components/page-hero.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { paths } from '../../lib/paths.ts';
import { useSession } from '../../lib/session.ts';
import { FRONT_DESK_PHONE, telHref } from '../../lib/site-info.ts';
import { findBookingErrorMessage, useFindBooking } from './api/find-booking.ts';

const FIELDS = ['reference', 'email'] as const;
const linkClass = 'font-semibold text-brand underline underline-offset-4 hover:text-brand-hover';

/**
 * `/find-booking`: a guest who lost the confirmation types the booking reference and the
 * email it was made with, and the confirmation (with the link to manage the booking) is
 * sent there again. The answer never tells whether they matched.
 */
export function FindBookingPage() {
  const { user } = useSession();
  const find = useFindBooking();
  const [answer, setAnswer] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<FindBookingRequest>({
    defaultValues: { reference: '', email: '' },
    resolver: zodResolver(FindBookingRequestSchema),
  });

  const submit = handleSubmit((request) => {
    if (find.isPending) return;
    setAnswer(null);
    setFailure(null);
    find.mutate(request, {
      onSuccess: ({ message }) => setAnswer(message),
      onError: (error) => {
        let first = true;
        for (const field of FIELDS) {
          const message = error instanceof ApiError ? error.errors?.[field]?.[0] : undefined;
          if (!message) continue;
          setError(field, { type: 'server', message }, { shouldFocus: first });
          first = false;
        }
        if (first) setFailure(findBookingErrorMessage(error));
      },
    });
  });

  return (
    <>
      <DocumentTitle title="Find your booking" />
      <PageHero eyebrow="Manage your booking" title="Find your booking">
        <p>
          Lost the confirmation email? Give us the booking reference and the email you booked with,
          and we will send the booking’s details and its link there again. From that link you can
          see your stay, download the receipt or cancel.
        </p>
      </PageHero>

      <div className="wrap grid gap-10 py-12 lg:grid-cols-[minmax(0,32rem)_1fr] lg:gap-16">
        <section
          aria-labelledby="find-booking-form-title"
          className="rounded-3xl border border-line bg-white p-6 shadow-card sm:p-8"
        >
          <h2 id="find-booking-form-title" className="text-2xl text-brand">
            Your booking reference
          </h2>
          <form noValidate onSubmit={(event) => void submit(event)} className="mt-6 space-y-5">
            <TextField
              id="find-booking-reference"
              label="Booking reference"
              hint={
                <>
                  It starts with ASO-, for example{' '}
                  <span className="whitespace-nowrap">ASO-000042</span>.
                </>
              }
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              error={errors.reference?.message}
              {...register('reference')}
            />
            <TextField
              id="find-booking-email"
              label="Email address"
              hint="The one the booking was made with."
              type="email"
              inputMode="email"
              autoComplete="email"
              error={errors.email?.message}
              {...register('email')}
            />
            <FormError>{failure}</FormError>
            <Button type="submit" size="lg" className="w-full" disabled={find.isPending}>
              {find.isPending ? 'Sending...' : 'Send me the booking'}
            </Button>
            <FormStatus>{answer}</FormStatus>
          </form>
        </section>

        <aside className="space-y-6 text-muted lg:pt-2">
          <div>
            <h2 className="font-sans text-base font-semibold text-ink">Where is the reference?</h2>
            <p className="mt-2 leading-relaxed">
              In the confirmation email we sent when you paid, beside the booking’s details.
            </p>
          </div>
          <div>
            <h2 className="font-sans text-base font-semibold text-ink">Booked with an account?</h2>
            <p className="mt-2 leading-relaxed">
              {user ? (
                <>
                  Your bookings are on{' '}
                  <Link to={paths.profile} className={linkClass}>
                    your profile
                  </Link>
                  .
                </>
              ) : (
                <>
                  <Link to={paths.login} className={linkClass}>
                    Log in
                  </Link>{' '}
                  and your bookings are on your profile.
                </>
              )}
            </p>
          </div>
          <div>
            <h2 className="font-sans text-base font-semibold text-ink">No email arrived?</h2>
            <p className="mt-2 leading-relaxed">
              Check the spam folder, or call the front desk on{' '}
              <a href={telHref(FRONT_DESK_PHONE)} className={`${linkClass} whitespace-nowrap`}>
                {FRONT_DESK_PHONE.display}
              </a>
              , day and night.
            </p>
          </div>
        </aside>
      </div>
    </>
  );
}
