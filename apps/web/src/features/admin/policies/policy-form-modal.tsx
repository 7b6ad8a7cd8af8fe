import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { POLICY_PLACEMENTS } from '@aso/core/constants';
import {
  POLICY_CREATED,
  POLICY_PLACEMENT_LABELS,
  POLICY_UPDATED,
  PolicyInputSchema,
  type Policy,
  type PolicyChanges,
  type PolicyInput,
} from '@aso/core/policies';
import { FormError, TextAreaField, TextField } from '../../../components/form-field.tsx';
import { SaveFormModal } from '../../../components/save-form-modal.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { savePolicyErrorMessage, useSavePolicy } from './api/save-policy.ts';

const FORM_ID = 'policy-form';

type FieldName = 'title' | 'category' | 'placement' | 'content';
const FIELDS: FieldName[] = ['title', 'category', 'placement', 'content'];
const isField = (name: string): name is FieldName => (FIELDS as string[]).includes(name);

interface PolicyFormModalProps {
  open: boolean;
  /** The policy to edit; none: a new one. */
  policy: Policy | null;
  onClose: () => void;
  /** After a save, with what to say ("Policy created successfully."). */
  onSaved: (message: string) => void;
}

/** Spec "Admin policies": the modal "Add Policy" (Create) or "Edit Policy" (Update). */
export function PolicyFormModal({ open, policy, onClose, onSaved }: PolicyFormModalProps) {
  const save = useSavePolicy();
  return (
    <SaveFormModal
      open={open}
      title={policy ? 'Edit Policy' : 'Add Policy'}
      formId={FORM_ID}
      save={save}
      editing={policy !== null}
      onClose={onClose}
    >
      <PolicyForm
        key={policy?.id ?? 'new'}
        policy={policy}
        save={save}
        onSaved={(message) => {
          save.reset();
          onSaved(message);
        }}
      />
    </SaveFormModal>
  );
}

const defaultsOf = (policy: Policy | null): PolicyInput => ({
  title: policy?.title ?? '',
  category: policy?.category ?? '',
  placement: policy?.placement ?? 'information_card',
  content: policy?.content ?? '',
});

function PolicyForm({
  policy,
  save,
  onSaved,
}: {
  policy: Policy | null;
  save: ReturnType<typeof useSavePolicy>;
  onSaved: (message: string) => void;
}) {
  const [formError, setFormError] = useState<string | null>(null);
  const placementId = useId();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<PolicyInput, unknown, PolicyChanges>({
    defaultValues: defaultsOf(policy),
    resolver: zodResolver(PolicyInputSchema),
  });

  const submit = handleSubmit((changes) => {
    if (save.isPending) return;
    setFormError(null);
    save.mutate(
      { ...(policy ? { id: policy.id } : {}), changes },
      {
        onSuccess: () => onSaved(policy ? POLICY_UPDATED : POLICY_CREATED),
        onError: (error) => {
          // The server's per-field reasons go under their fields; anything else above the buttons.
          let placed = false;
          if (error instanceof ApiError && error.status === 422 && error.errors) {
            for (const [name, messages] of Object.entries(error.errors)) {
              if (!isField(name) || !messages[0]) continue;
              setError(name, { type: 'server', message: messages[0] }, { shouldFocus: !placed });
              placed = true;
            }
          }
          setFormError(placed ? null : savePolicyErrorMessage(error));
        },
      },
    );
  });

  const placementError = errors.placement?.message;
  return (
    <form id={FORM_ID} noValidate onSubmit={(event) => void submit(event)} className="space-y-5">
      <TextField
        id="policy-title"
        label="Title"
        autoComplete="off"
        error={errors.title?.message}
        data-autofocus
        {...register('title')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id="policy-category"
          label="Category"
          hint="Optional, e.g. House rules."
          autoComplete="off"
          error={errors.category?.message}
          {...register('category')}
        />
        <div>
          <label htmlFor={placementId} className="block text-sm font-semibold text-ink">
            Placement
          </label>
          <p id={`${placementId}-hint`} className="mt-1 text-sm text-muted">
            Where guests see it.
          </p>
          <select
            id={placementId}
            aria-invalid={placementError ? true : undefined}
            aria-describedby={`${placementId}-hint${placementError ? ` ${placementId}-error` : ''}`}
            className="mt-2 block h-12 w-full rounded-xl border border-field bg-white px-4 text-base text-ink focus-visible:border-brand aria-[invalid=true]:border-terracotta-dark"
            {...register('placement')}
          >
            {POLICY_PLACEMENTS.map((placement) => (
              <option key={placement} value={placement}>
                {POLICY_PLACEMENT_LABELS[placement]}
              </option>
            ))}
          </select>
          {placementError ? (
            <p
              id={`${placementId}-error`}
              className="mt-2 text-sm font-medium text-terracotta-dark"
            >
              {placementError}
            </p>
          ) : null}
        </div>
      </div>
      <TextAreaField
        id="policy-content"
        label="Content"
        hint="Markdown or HTML accepted. Scripts, event handlers and unsafe links are removed when saved."
        rows={10}
        error={errors.content?.message}
        {...register('content')}
      />
      <FormError>{formError}</FormError>
    </form>
  );
}
