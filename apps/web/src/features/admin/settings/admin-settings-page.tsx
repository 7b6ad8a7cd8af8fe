import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ProfileUpdateRequestSchema, type ProfileUpdateRequest, type User } from '@aso/core/auth';
import { Button } from '../../../components/button.tsx';
import {
  FormError,
  FormStatus,
  PasswordField,
  TextField,
} from '../../../components/form-field.tsx';
import { DocumentTitle } from '../../../components/document-title.tsx';
import { ErrorMessage, LoadingMessage } from '../../../components/status-message.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.ts';
import { usePhotoPreview } from '../../../lib/use-photo-preview.ts';
import { useAdminAccount } from './api/get-admin-account.ts';
import {
  SETTINGS_UPDATED,
  settingsErrorMessage,
  useUpdateAdminAccount,
  type AdminAccountChanges,
} from './api/update-admin-account.ts';
import { HouseChargesSection } from './components/house-charges-section.tsx';
import { SettingsPhotoField } from './components/settings-photo-field.tsx';

export const PASSWORD_HINT = 'Leave blank to keep current password';

type FieldName = 'first_name' | 'last_name' | 'email' | 'password';
const FIELDS: FieldName[] = ['first_name', 'last_name', 'email', 'password'];
const isField = (name: string): name is FieldName => (FIELDS as string[]).includes(name);

const defaultsOf = (user: User): ProfileUpdateRequest => ({
  first_name: user.first_name,
  last_name: user.last_name,
  email: user.email,
  // Not shown here; kept as stored by the update (see update-admin-account.ts).
  phone_number: user.phone_number ?? '',
  password: '',
});

/**
 * Spec "Admin settings": the signed-in admin's own name, email, password and photo; then
 * the house charges (issue 31), which only a super admin changes.
 */
export function AdminSettingsPage() {
  const { user } = useSession();
  return (
    <section className="wrap py-8 sm:py-12">
      <DocumentTitle title="Settings" />
      <p className="eyebrow text-brass-dark">Back office</p>
      <h1 className="mt-2 text-3xl text-brand sm:text-4xl">Admin Settings</h1>
      <p className="mt-2 text-muted">
        Your own details, as they appear in the back office, and the house charges.
      </p>
      {/* RequireAdmin renders the back office only with a user; after a logout it is leaving. */}
      <div className="max-w-4xl">
        {user ? (
          <>
            <AdminAccount userId={user.id} />
            <HouseChargesSection canEdit={user.role === 'super_admin'} />
          </>
        ) : null}
      </div>
    </section>
  );
}

function AdminAccount({ userId }: { userId: number }) {
  const account = useAdminAccount(userId);
  if (account.isPending) return <LoadingMessage>Loading your profile...</LoadingMessage>;
  if (account.isError) {
    return (
      <div className="mt-8">
        <ErrorMessage onRetry={() => void account.refetch()} retrying={account.isFetching}>
          We could not load your profile just now.
        </ErrorMessage>
      </div>
    );
  }
  return <SettingsForm user={account.data} />;
}

/**
 * Read-only until "Update User Info"; Save sends the form (multipart, with the photo if
 * one was chosen) and returns to read-only, or stays in edit mode to fix what failed;
 * Cancel puts the stored values back.
 */
function SettingsForm({ user }: { user: User }) {
  const update = useUpdateAdminAccount(user.id);
  const [editing, setEditing] = useState(false);
  const [photo, setPhoto] = useState<File | null>(null);
  const [photoError, setPhotoError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const [previewUrl, showPreview] = usePhotoPreview();
  const editButtonRef = useRef<HTMLButtonElement | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<ProfileUpdateRequest, unknown, AdminAccountChanges['fields']>({
    defaultValues: defaultsOf(user),
    resolver: zodResolver(ProfileUpdateRequestSchema),
  });

  // Into edit mode: the first name takes focus once its field is editable.
  useEffect(() => {
    if (editing) setFocus('first_name');
  }, [editing, setFocus]);

  const leaveEditing = (values: User) => {
    reset(defaultsOf(values));
    setEditing(false);
    setPhoto(null);
    showPreview(null);
    setPhotoError(undefined);
    // Back to read-only: the keyboard continues from "Update User Info", not the page top.
    requestAnimationFrame(() => editButtonRef.current?.focus());
  };

  const startEditing = () => {
    setSaved(null);
    setFormError(null);
    setEditing(true);
  };

  const cancel = () => {
    setSaved(null);
    setFormError(null);
    leaveEditing(user);
  };

  const save = (fields: AdminAccountChanges['fields']) => {
    if (!editing || update.isPending) return;
    setFormError(null);
    setSaved(null);
    update.mutate(
      { fields, photo },
      {
        onSuccess: (result) => {
          // A new email waits for its link: the server's own words say where it went.
          setSaved(result.pending_email ? result.message : SETTINGS_UPDATED);
          leaveEditing(result.user);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 422 && error.errors) {
            let first = true;
            for (const [name, messages] of Object.entries(error.errors)) {
              const message = messages[0];
              if (!message) continue;
              if (name === 'profile_photo') setPhotoError(message);
              else if (isField(name)) {
                setError(name, { type: 'server', message }, { shouldFocus: first });
                first = false;
              }
            }
          }
          setFormError(settingsErrorMessage(error));
        },
      },
    );
  };

  const field = (name: FieldName) => ({ readOnly: !editing, error: errors[name]?.message });

  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit(save)(event)}
      aria-labelledby="settings-details-title"
      className="mt-8 space-y-6 rounded-3xl border border-line bg-white p-6 shadow-card sm:p-10"
    >
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h2 id="settings-details-title" className="text-2xl text-brand">
          Your details
        </h2>
        <Button
          ref={editButtonRef}
          variant="outline"
          size="sm"
          onClick={startEditing}
          disabled={editing}
        >
          Update User Info
        </Button>
      </div>

      <SettingsPhotoField
        user={user}
        editing={editing}
        photo={photo}
        previewUrl={previewUrl}
        error={photoError}
        onPick={(file) => {
          setPhotoError(undefined);
          setPhoto(file);
          showPreview(file);
        }}
        onReject={setPhotoError}
      />

      <div className="grid gap-6 sm:grid-cols-2">
        <TextField
          id="settings-first-name"
          label="First name"
          autoComplete="given-name"
          {...field('first_name')}
          {...register('first_name')}
        />
        <TextField
          id="settings-last-name"
          label="Last name"
          autoComplete="family-name"
          {...field('last_name')}
          {...register('last_name')}
        />
        <TextField
          id="settings-email"
          label="Email"
          type="email"
          inputMode="email"
          autoComplete="email"
          {...field('email')}
          {...register('email')}
        />
        <PasswordField
          id="settings-password"
          label="Password"
          hint={PASSWORD_HINT}
          autoComplete="new-password"
          placeholder={editing ? '' : '••••••••'}
          {...field('password')}
          {...register('password')}
        />
      </div>

      <FormError>{formError}</FormError>
      <FormStatus>{saved}</FormStatus>

      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={!editing || update.isPending}>
          {update.isPending ? 'Saving...' : 'Save'}
        </Button>
        <Button variant="outline" onClick={cancel} disabled={!editing || update.isPending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
