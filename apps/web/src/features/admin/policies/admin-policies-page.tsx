import { useMemo, useState } from 'react';
import {
  DELETE_POLICY_QUESTION,
  NO_POLICIES,
  POLICIES_LOAD_FAILED,
  POLICY_DELETED,
  POLICY_PLACEMENT_LABELS,
  type Policy,
} from '@aso/core/policies';
import { Button } from '../../../components/button.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { DataTable, dataColumnHelper } from '../../../components/data-table.tsx';
import { DocumentTitle } from '../../../components/document-title.tsx';
import { AdminListHeading } from '../../../components/admin-list-heading.tsx';
import { SuccessBanner } from '../../../components/success-banner.tsx';
import { deletePolicyErrorMessage, useDeletePolicy } from './api/delete-policy.ts';
import { usePolicies } from './api/get-policies.ts';
import { PolicyFormModal } from './policy-form-modal.tsx';
import { useConfirmedAction } from '../../../lib/use-confirmed-action.ts';

const actionClass = 'inline-flex min-h-11 items-center rounded-full px-3 font-semibold';

/** Spec's columns Title, Category, Actions; the placement reads under the title. */
function policyColumns(onEdit: (policy: Policy) => void, onDelete: (policy: Policy) => void) {
  const column = dataColumnHelper<Policy>();
  return column.columns([
    column.accessor('title', {
      header: 'Title',
      cell: ({ row }) => (
        <span className="block">
          <span className="block text-ink">{row.original.title}</span>
          <span className="mt-1 block text-xs font-normal text-muted">
            {POLICY_PLACEMENT_LABELS[row.original.placement]}
          </span>
        </span>
      ),
      meta: { rowHeader: true },
    }),
    column.accessor('category', {
      header: 'Category',
      cell: (info) =>
        info.getValue() ?? (
          <span className="text-muted">
            <span aria-hidden="true">—</span>
            <span className="sr-only">None</span>
          </span>
        ),
    }),
    column.display({
      id: 'actions',
      header: 'Actions',
      cell: ({ row }) => (
        <span className="-my-3 flex items-center gap-1 whitespace-nowrap">
          <button
            type="button"
            onClick={() => onEdit(row.original)}
            className={`${actionClass} text-brand hover:bg-mint`}
          >
            Edit <span className="sr-only">{row.original.title}</span>
          </button>
          <button
            type="button"
            onClick={() => onDelete(row.original)}
            className={`${actionClass} text-terracotta-dark hover:bg-blush`}
          >
            Delete <span className="sr-only">{row.original.title}</span>
          </button>
        </span>
      ),
    }),
  ]);
}

/** What the form modal is open for: a new policy, or one to edit. */
type FormTarget = { policy: Policy | null } | null;

/**
 * Spec "Admin policies" ("Manage Policies"): every policy, of every placement; New Policy
 * and Edit open the form modal, Delete asks first; the list reloads after each change.
 */
export function AdminPoliciesPage() {
  const policies = usePolicies();
  const deletion = useDeletePolicy();
  const [formTarget, setFormTarget] = useState<FormTarget>(null);
  const [banner, setBanner] = useState<string | null>(null);
  const removal = useConfirmedAction<Policy>(deletion, () => setBanner(POLICY_DELETED));
  const columns = useMemo(
    () => policyColumns((policy) => setFormTarget({ policy }), removal.ask),
    [removal.ask],
  );
  const total = policies.data?.length;

  return (
    <section className="wrap py-8 sm:py-12">
      <DocumentTitle title="Policies" />
      <AdminListHeading
        title="Manage Policies"
        total={total}
        noun="policy"
        plural="policies"
        countWord=""
        action={
          <Button
            onClick={() => {
              setBanner(null);
              setFormTarget({ policy: null });
            }}
          >
            <span aria-hidden="true">+</span> New Policy
          </Button>
        }
      />

      <div className="mt-4">
        <SuccessBanner message={banner} onDismiss={() => setBanner(null)} />
      </div>

      <div className="mt-6">
        <DataTable
          caption="Policies"
          columns={columns}
          rows={policies.data}
          page={1}
          pageSize={Math.max(total ?? 0, 1)}
          onPageChange={() => {}}
          getRowId={(policy) => String(policy.id)}
          status={policies.status}
          loadingMessage="Loading policies..."
          emptyMessage={NO_POLICIES}
          errorMessage={POLICIES_LOAD_FAILED}
          onRetry={() => void policies.refetch()}
          retrying={policies.isFetching}
        />
      </div>

      <PolicyFormModal
        open={formTarget !== null}
        policy={formTarget?.policy ?? null}
        onClose={() => setFormTarget(null)}
        onSaved={(message) => {
          setFormTarget(null);
          setBanner(message);
        }}
      />

      <ConfirmDialog
        open={removal.target !== null}
        title="Delete policy"
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        pending={deletion.isPending}
        error={deletion.isError ? deletePolicyErrorMessage(deletion.error) : null}
        onConfirm={removal.confirm}
        onCancel={removal.close}
      >
        <p>{DELETE_POLICY_QUESTION}</p>
        <p className="mt-2 font-semibold">{removal.target?.title}</p>
      </ConfirmDialog>
    </section>
  );
}
