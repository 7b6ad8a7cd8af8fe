import { ErrorMessage, LoadingMessage } from '../../../components/status-message.tsx';
import { useUnitChannels } from './api/get-unit-channels.ts';
import { ChannelExportLink } from './channel-export-link.tsx';
import { ChannelFeedForm } from './channel-feed-form.tsx';
import { ChannelFeedsTable } from './channel-feeds-table.tsx';

export const CHANNELS_LOAD_FAILED = 'Could not load the channel sync settings.';

/**
 * Issue 14 on the unit's page: the link the other channels import to close the nights
 * booked here, and the calendars imported from them, whose nights are closed here.
 */
export function ChannelSyncSection({ roomId }: { roomId: number }) {
  const channels = useUnitChannels(roomId);

  return (
    <section
      aria-labelledby="channel-sync-title"
      className="rounded-3xl border border-line bg-white p-5 shadow-card sm:p-6"
    >
      <h2 id="channel-sync-title" className="text-xl text-brand">
        Channel sync
      </h2>
      <p className="mt-2 text-sm text-muted">
        Sell this unit on Airbnb and Booking.com too without selling a night twice.
      </p>
      <div className="mt-6">
        {channels.data ? (
          <div className="space-y-8">
            <ChannelExportLink roomId={roomId} exportUrl={channels.data.export_url} />
            {/* Not a region itself: the table's scroll box (the cards' list on a phone) has this name. */}
            <div className="min-w-0">
              <h3 className="mb-3 text-lg font-semibold text-ink">Imported calendars</h3>
              <ChannelFeedsTable roomId={roomId} feeds={channels.data.feeds} />
            </div>
            <ChannelFeedForm roomId={roomId} />
          </div>
        ) : channels.isError ? (
          <ErrorMessage onRetry={() => void channels.refetch()} retrying={channels.isFetching}>
            {CHANNELS_LOAD_FAILED}
          </ErrorMessage>
        ) : (
          <LoadingMessage>Loading channel sync...</LoadingMessage>
        )}
      </div>
    </section>
  );
}
