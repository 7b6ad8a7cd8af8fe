import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { HouseChargesInputSchema, type HouseChargesAnswer } from '@aso/core/rates';
import { Button } from '../../../../components/button.tsx';
import {
  CheckboxField,
  FormError,
  FormStatus,
  TextField,
} from '../../../../components/form-field.tsx';
import { ErrorMessage, LoadingMessage } from '../../../../components/status-message.tsx';
import { ApiError } from '../../../../lib/api-client.ts';
import { useHouseCharges } from '../api/get-house-charges.ts';
import {
  houseChargesErrorMessage,
  useUpdateHouseCharges,
  type HouseChargesChanges,
} from '../api/update-house-charges.ts';

export const SUPER_ADMIN_ONLY = 'Only a super admin can change the house charges.';

interface HouseChargesFormValues {
  vat_percent: string;
  consumption_tax_percent: string;
  service_charge_percent: string;
  taxes_included: boolean;
}
type FieldName = keyof HouseChargesFormValues;
const FIELDS: FieldName[] = [
  'vat_percent',
  'consumption_tax_percent',
  'service_charge_percent',
  'taxes_included',
];
const isField = (name: string): name is FieldName => (FIELDS as string[]).includes(name);

const resolver = zodResolver(HouseChargesInputSchema) as unknown as Resolver<
  HouseChargesFormValues,
  unknown,
  HouseChargesChanges
>;

const defaultsOf = (charges: HouseChargesAnswer): HouseChargesFormValues => ({
  vat_percent: String(charges.vat_percent),
  consumption_tax_percent: String(charges.consumption_tax_percent),
  service_charge_percent: String(charges.service_charge_percent),
  taxes_included: charges.taxes_included,
});

/**
 * "House charges" (issue 31): the service charge and taxes every quote adds. A super admin
 * changes them; an admin sees them read-only.
 */
export function HouseChargesSection({ canEdit }: { canEdit: boolean }) {
  const charges = useHouseCharges();
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="mt-8 rounded-3xl border border-line bg-white p-6 shadow-card sm:p-10"
    >
      <h2 id={titleId} className="text-2xl text-brand">
        House charges
      </h2>
      <p className="mt-2 text-sm text-muted">
        Added to every stay&apos;s price: the service charge on the room and extras, then VAT and
        consumption tax on both.
      </p>
      {charges.isPending ? (
        <LoadingMessage>Loading the house charges...</LoadingMessage>
      ) : charges.isError ? (
        <div className="mt-6">
          <ErrorMessage onRetry={() => void charges.refetch()} retrying={charges.isFetching}>
            We could not load the house charges just now.
          </ErrorMessage>
        </div>
      ) : (
        <HouseChargesForm charges={charges.data} canEdit={canEdit} />
      )}
    </section>
  );
}

function HouseChargesForm({ charges, canEdit }: { charges: HouseChargesAnswer; canEdit: boolean }) {
  const update = useUpdateHouseCharges();
  const [formError, setFormError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<HouseChargesFormValues, unknown, HouseChargesChanges>({
    defaultValues: defaultsOf(charges),
    resolver,
  });

  const save = handleSubmit((changes) => {
    if (!canEdit || update.isPending) return;
    setFormError(null);
    setSaved(null);
    update.mutate(changes, {
      onSuccess: (result) => {
        reset(defaultsOf(result.charges));
        setSaved(result.message);
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
        setFormError(placed ? null : houseChargesErrorMessage(error));
      },
    });
  });

  const percent = (name: Exclude<FieldName, 'taxes_included'>) => ({
    readOnly: !canEdit,
    inputMode: 'decimal' as const,
    autoComplete: 'off',
    error: errors[name]?.message,
    ...register(name),
  });

  return (
    <form noValidate onSubmit={(event) => void save(event)} className="mt-6 space-y-6">
      {canEdit ? null : <p className="text-sm font-medium text-ink">{SUPER_ADMIN_ONLY}</p>}
      <div className="grid gap-6 sm:grid-cols-3">
        <TextField id="charges-vat" label="VAT (%)" {...percent('vat_percent')} />
        <TextField
          id="charges-consumption-tax"
          label="Consumption tax (%)"
          {...percent('consumption_tax_percent')}
        />
        <TextField
          id="charges-service"
          label="Service charge (%)"
          {...percent('service_charge_percent')}
        />
      </div>
      <CheckboxField
        id="charges-taxes-included"
        label="Prices already include VAT and consumption tax (shown on the bill, not added)"
        disabled={!canEdit}
        error={errors.taxes_included?.message}
        {...register('taxes_included')}
      />
      <FormError>{formError}</FormError>
      <FormStatus>{saved}</FormStatus>
      {canEdit ? (
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? 'Saving...' : 'Save house charges'}
        </Button>
      ) : null}
    </form>
  );
}
