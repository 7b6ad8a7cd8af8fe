import { Button } from '../../../components/button.tsx';
import {
  bookingReceiptErrorMessage,
  useDownloadBookingReceipt,
} from '../api/download-booking-receipt.ts';

/** "Download receipt" of a paid booking: the PDF the confirmation mail also carries. */
export function ReceiptDownload({ bookingId, access }: { bookingId: number; access?: string }) {
  const download = useDownloadBookingReceipt();
  return (
    <div className="space-y-2">
      <Button
        variant="outline"
        size="sm"
        disabled={download.isPending}
        onClick={() => download.mutate({ bookingId, ...(access ? { access } : {}) })}
      >
        {download.isPending ? 'Downloading…' : 'Download receipt'}
      </Button>
      {download.isError ? (
        <p role="alert" className="text-sm font-medium text-terracotta-dark">
          {bookingReceiptErrorMessage(download.error)}
        </p>
      ) : null}
    </div>
  );
}
