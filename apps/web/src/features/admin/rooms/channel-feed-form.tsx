import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  AddChannelFeedSchema,
  CHANNEL_LABELS,
  CHANNELS,
  type AddChannelFeed,
} from '@aso/core/channels';
import { Button } from '../../../components/button.tsx';
import { FormError, FormStatus, TextField } from '../../../components/form-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { ADD_FEED_FAILED, useAddChannelFeed } from './api/add-channel-feed.ts';

const FIELDS = ['channel', 'url'] as const;
type FieldName = (typeof FIELDS)[number];
const isField = (name: string): name is FieldName => (FIELDS as readonly string[]).includes(name);

/**
 * "Add a calendar": a channel and the feed URL it exports. Rules are the shared schema's;
 * what only the server can tell (a URL it will not fetch, one the unit already imports)
 * goes under the URL, anything else above the button.
 */
export function ChannelFeedForm({ roomId }: { roomId: number }) {
  const id = useId();
  const add = useAddChannelFeed(roomId);
  const [formError, setFormError] = useState<string | null>(null);
  const [added, setAdded] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<AddChannelFeed>({
    defaultValues: { channel: 'airbnb', url: '' },
    resolver: zodResolver(AddChannelFeedSchema),
  });

  const submit = handleSubmit((feed) => {
    if (add.isPending) return;
    setFormError(null);
    setAdded(null);
    add.mutate(feed, {
      onSuccess: ({ message }) => {
        setAdded(message);
        reset({ channel: feed.channel, url: '' });
      },
      onError: (error) => {
        let placed = false;
        if (error instanceof ApiError && error.status === 422 && error.errors) {
          for (const [name, messages] of Object.entries(error.errors)) {
            if (!isField(name) || !messages[0]) continue;
            setError(name, { type: 'server', message: messages[0] }, { shouldFocus: !placed });
            placed = true;
          }
        }
        // A refused URL without field errors (a private address, a duplicate) is the URL's.
        const reason = error instanceof ApiError ? error.serverMessage : undefined;
        if (!placed && reason && error instanceof ApiError && [409, 422].includes(error.status)) {
          setError('url', { type: 'server', message: reason }, { shouldFocus: true });
          placed = true;
        }
        setFormError(placed ? null : reason ? `${ADD_FEED_FAILED}: ${reason}` : ADD_FEED_FAILED);
      },
    });
  });

  const channelError = errors.channel?.message;
  return (
    <section aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="text-lg font-semibold text-ink">
        Add a calendar
      </h3>
      <p className="mt-1 text-sm text-muted">
        In Airbnb or Booking.com, copy the unit&apos;s calendar export link (it ends in .ics) and
        paste it here. Its nights are checked every 15 minutes.
      </p>
      <form noValidate onSubmit={(event) => void submit(event)} className="mt-4 space-y-4">
        <div className="grid gap-4 sm:grid-cols-[12rem_minmax(0,1fr)]">
          <div className="min-w-0">
            <label htmlFor={`${id}-channel`} className="block text-sm font-semibold text-ink">
              Channel
            </label>
            <select
              id={`${id}-channel`}
              aria-invalid={channelError ? true : undefined}
              aria-describedby={channelError ? `${id}-channel-error` : undefined}
              className="mt-2 block h-12 w-full rounded-xl border border-field bg-white px-4 text-base text-ink focus-visible:border-brand aria-[invalid=true]:border-terracotta-dark"
              {...register('channel')}
            >
              {CHANNELS.map((channel) => (
                <option key={channel} value={channel}>
                  {CHANNEL_LABELS[channel]}
                </option>
              ))}
            </select>
            {channelError ? (
              <p
                id={`${id}-channel-error`}
                className="mt-2 text-sm font-medium text-terracotta-dark"
              >
                {channelError}
              </p>
            ) : null}
          </div>
          <TextField
            id={`${id}-url`}
            className="min-w-0"
            label="Feed URL"
            type="url"
            inputMode="url"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            placeholder="https://"
            error={errors.url?.message}
            {...register('url')}
          />
        </div>
        <FormError>{formError}</FormError>
        <FormStatus>{added}</FormStatus>
        <Button type="submit" aria-disabled={add.isPending || undefined}>
          {add.isPending ? 'Adding...' : 'Add calendar'}
        </Button>
      </form>
    </section>
  );
}
