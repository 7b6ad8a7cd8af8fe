import { useMemo, useState } from 'react';
import type { PromoCode } from '@aso/core/promo-codes';
import { AdminListHeading } from '../../../components/admin-list-heading.tsx';
import { Button } from '../../../components/button.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { DataTable } from '../../../components/data-table.tsx';
import { DocumentTitle } from '../../../components/document-title.tsx';
import { SuccessBanner } from '../../../components/success-banner.tsx';
import { useRoomTypeChoices } from '../../../lib/room-type-choices.ts';
import { usePromoCodes } from './api/get-promo-codes.ts';
import { savePromoCodeErrorMessage, useSavePromoCode, withActive } from './api/save-promo-code.ts';
import { discountText, promoCodeColumns } from './promo-code-columns.tsx';
import { PromoCodeFormModal } from './promo-code-form-modal.tsx';

export const NO_PROMO_CODES = 'No promo codes yet.';
export const PROMO_CODES_LOAD_FAILED = 'Failed to load the promo codes';

/** What the form modal is open for: a new code, or one to edit. */
type FormTarget = { promo: PromoCode | null } | null;

/**
 * `/admin/promo-codes`: every code with its uses; Create and Edit open the form, and
 * Deactivate (asked first) or Activate sends the code back with `active` turned over.
 */
export function PromoCodesPage() {
  const promoCodes = usePromoCodes();
  const roomTypes = useRoomTypeChoices();
  const toggle = useSavePromoCode();
  const [formTarget, setFormTarget] = useState<FormTarget>(null);
  const [deactivating, setDeactivating] = useState<PromoCode | null>(null);
  const [banner, setBanner] = useState<string | null>(null);
  const [toggleError, setToggleError] = useState<string | null>(null);

  const setActive = (promo: PromoCode, active: boolean) => {
    if (toggle.isPending) return;
    setBanner(null);
    setToggleError(null);
    toggle.mutate(
      { id: promo.id, body: withActive(promo, active) },
      {
        onSuccess: () => {
          setDeactivating(null);
          setBanner(active ? `${promo.code} is active again.` : `${promo.code} is now inactive.`);
        },
        onError: (error) => setToggleError(savePromoCodeErrorMessage(error)),
      },
    );
  };

  const columns = useMemo(
    () =>
      promoCodeColumns({
        roomTypeTitles: new Map((roomTypes.data ?? []).map((type) => [type.id, type.title])),
        onEdit: (promo) => {
          setBanner(null);
          setFormTarget({ promo });
        },
        onToggle: (promo) => {
          if (promo.active) {
            setToggleError(null);
            setDeactivating(promo);
          } else setActive(promo, true);
        },
      }),
    // setActive reads only the mutation, which keeps its identity.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [roomTypes.data],
  );
  const total = promoCodes.data?.length;

  return (
    <section className="wrap py-8 sm:py-12">
      <DocumentTitle title="Promo codes" />
      <AdminListHeading
        title="Promo codes"
        total={total}
        noun="promo code"
        countWord=""
        action={
          <Button
            onClick={() => {
              setBanner(null);
              setFormTarget({ promo: null });
            }}
          >
            <span aria-hidden="true">+</span> New promo code
          </Button>
        }
      />
      <div className="mt-4 space-y-3">
        <SuccessBanner message={banner} onDismiss={() => setBanner(null)} />
        {toggleError && !deactivating ? (
          <p
            role="alert"
            className="rounded-xl border border-terracotta/50 bg-blush px-4 py-3 text-sm font-medium text-terracotta-dark"
          >
            {toggleError}
          </p>
        ) : null}
      </div>

      <div className="mt-6">
        <DataTable
          caption="Promo codes"
          columns={columns}
          rows={promoCodes.data}
          page={1}
          pageSize={Math.max(total ?? 0, 1)}
          onPageChange={() => {}}
          getRowId={(promo) => String(promo.id)}
          status={promoCodes.status}
          loadingMessage="Loading promo codes..."
          emptyMessage={NO_PROMO_CODES}
          errorMessage={PROMO_CODES_LOAD_FAILED}
          onRetry={() => void promoCodes.refetch()}
          retrying={promoCodes.isFetching}
        />
      </div>

      <PromoCodeFormModal
        open={formTarget !== null}
        promo={formTarget?.promo ?? null}
        roomTypes={roomTypes.data ?? []}
        onClose={() => setFormTarget(null)}
        onSaved={(message) => {
          setFormTarget(null);
          setBanner(message);
        }}
      />

      <ConfirmDialog
        open={deactivating !== null}
        title="Deactivate promo code"
        confirmLabel="Deactivate"
        pendingLabel="Deactivating..."
        pending={toggle.isPending}
        error={toggleError}
        onConfirm={() => deactivating && setActive(deactivating, false)}
        onCancel={() => {
          setDeactivating(null);
          setToggleError(null);
        }}
      >
        <p>
          Deactivate this code? Guests can no longer book with it; bookings already made keep their
          discount. You can activate it again later.
        </p>
        {deactivating ? (
          <p className="mt-2 font-semibold">
            {deactivating.code} ({discountText(deactivating)})
          </p>
        ) : null}
      </ConfirmDialog>
    </section>
  );
}
