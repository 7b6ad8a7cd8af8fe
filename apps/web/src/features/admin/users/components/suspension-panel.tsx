import { useState } from 'react';
import {
  CANNOT_SUSPEND_SELF,
  CANNOT_SUSPEND_SUPER_ADMIN,
  CONFIRM_RESTORE,
  CONFIRM_SUSPEND,
  RESTORE_FAILED,
  SUSPEND_FAILED,
  USER_RESTORED,
  USER_SUSPENDED,
  type AdminUserDetail,
} from '@aso/core/admin-users';
import { Button } from '../../../../components/button.tsx';
import { ConfirmDialog } from '../../../../components/confirm-dialog.tsx';
import { SuccessBanner } from '../../../../components/success-banner.tsx';
import { ApiError } from '../../../../lib/api-client.ts';
import { useChangeSuspension, type SuspensionChange } from '../api/change-suspension.ts';
import { useCurrentStaff } from '../api/get-current-role.ts';

const SUSPENSION_TEXTS: Record<
  SuspensionChange,
  { button: string; pending: string; confirm: string; done: string; failed: string }
> = {
  suspend: {
    button: 'Suspend User',
    pending: 'Suspending...',
    confirm: CONFIRM_SUSPEND,
    done: USER_SUSPENDED,
    failed: SUSPEND_FAILED,
  },
  restore: {
    button: 'Restore User',
    pending: 'Restoring...',
    confirm: CONFIRM_RESTORE,
    done: USER_RESTORED,
    failed: RESTORE_FAILED,
  },
};

/**
 * Suspend User / Restore User, after a confirmation. Hidden for the admin's own account
 * and for a super_admin (the server refuses both as well).
 */
export function SuspensionPanel({ user }: { user: AdminUserDetail }) {
  const staff = useCurrentStaff();
  const [banner, setBanner] = useState<string | null>(null);
  const change = useChangeSuspension(user.id);
  const [asking, setAsking] = useState(false);
  const next: SuspensionChange = user.is_suspended ? 'restore' : 'suspend';
  const texts = SUSPENSION_TEXTS[next];
  const isSelf = staff.data?.id === user.id;
  const canChange =
    staff.isSuccess && !isSelf && (user.role !== 'super_admin' || user.is_suspended);

  const close = () => {
    setAsking(false);
    change.reset();
  };

  const failure = change.isError
    ? `${texts.failed}${
        change.error instanceof ApiError && change.error.status < 500 && change.error.serverMessage
          ? ` ${change.error.serverMessage}`
          : ''
      }`
    : null;

  return (
    <section
      aria-labelledby="account-access-title"
      className="rounded-3xl border border-line bg-white p-5 shadow-card sm:p-6"
    >
      <h2 id="account-access-title" className="text-xl text-brand">
        Account access
      </h2>
      <p className="mt-2 text-sm text-muted">
        {user.is_suspended
          ? 'This user cannot sign in. Their bookings are kept.'
          : 'A suspended user is signed out at once and cannot sign in; their bookings are kept.'}
      </p>
      {canChange ? (
        <Button
          className="mt-4 w-full"
          variant={user.is_suspended ? 'primary' : 'outline'}
          onClick={() => setAsking(true)}
        >
          {texts.button}
        </Button>
      ) : staff.isSuccess ? (
        <p className="mt-4 text-sm font-medium text-ink">
          {isSelf ? CANNOT_SUSPEND_SELF : CANNOT_SUSPEND_SUPER_ADMIN}
        </p>
      ) : null}
      {/* Beside the button, so a phone shows the outcome where the admin is looking. */}
      <div className="mt-4">
        <SuccessBanner message={banner} onDismiss={() => setBanner(null)} />
      </div>

      <ConfirmDialog
        open={asking}
        title={texts.button}
        confirmLabel={texts.button}
        pendingLabel={texts.pending}
        pending={change.isPending}
        error={failure}
        onConfirm={() =>
          change.mutate(next, {
            onSuccess: () => {
              close();
              setBanner(texts.done);
            },
          })
        }
        onCancel={close}
      >
        <p>{texts.confirm}</p>
      </ConfirmDialog>
    </section>
  );
}
