import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, makeUser, renderAsAdmin, type ApiHandler } from '../../../test/render.tsx';
import { AdminSettingsPage } from './admin-settings-page.tsx';
import { PHOTO_RULE } from './components/settings-photo-field.tsx';

const admin = makeUser({
  id: 3,
  name: 'Ngozi Okafor',
  first_name: 'Ngozi',
  last_name: 'Okafor',
  email: 'ngozi@aso.example',
  phone: '+234 803 111 2222',
  phone_number: '+234 803 111 2222',
  role: 'admin',
});

beforeEach(() => {
  // jsdom has no object URLs; the preview only needs one to show.
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});

/** The server's side of a save: `update` answers it (a saved profile by default). */
function profileUpdates(
  update: (form: FormData) => Response = (form) =>
    jsonResponse({
      message: 'Profile updated successfully.',
      user: {
        ...admin,
        first_name: String(form.get('first_name')),
        last_name: String(form.get('last_name')),
        name: `${String(form.get('first_name'))} ${String(form.get('last_name'))}`,
      },
      pending_email: null,
    }),
) {
  const sent: FormData[] = [];
  const api: Record<string, ApiHandler> = {
    // The house charges below the profile (house-charges-section.test.tsx).
    'GET /api/settings/charges': () =>
      jsonResponse({
        charges: {
          vat_percent: 7.5,
          consumption_tax_percent: 5,
          service_charge_percent: 10,
          taxes_included: false,
        },
      }),
    'POST /api/user/update': ({ body }) => {
      sent.push(body as FormData);
      return update(body as FormData);
    },
  };
  return { api, sent };
}

const field = (label: string) => screen.getByLabelText(label, { selector: 'input' });

describe('AdminSettingsPage', () => {
  it('shows the profile read-only, with a loading line first and a default picture', async () => {
    const { api } = profileUpdates();
    renderAsAdmin(<AdminSettingsPage />, { route: '/admin/Settings', user: admin, api });

    expect(screen.getByRole('heading', { level: 1, name: 'Admin Settings' })).toBeInTheDocument();
    expect(screen.getByText('Loading your profile...')).toHaveAttribute('role', 'status');
    expect(await screen.findByLabelText('First name')).toHaveValue('Ngozi');
    expect(field('Last name')).toHaveValue('Okafor');
    expect(field('Email')).toHaveValue('ngozi@aso.example');
    expect(field('Email')).toHaveAttribute('type', 'email');
    expect(field('Password')).toHaveValue('');
    expect(field('Password')).toHaveAccessibleDescription('Leave blank to keep current password');
    for (const label of ['First name', 'Last name', 'Email', 'Password']) {
      expect(field(label)).toHaveAttribute('readonly');
    }
    expect(screen.getByLabelText('Profile photo')).toBeDisabled();
    expect(screen.getByLabelText('Profile photo')).toHaveAttribute(
      'accept',
      'image/jpeg,image/png,image/webp',
    );
    expect(screen.getByRole('img', { name: 'No profile photo yet' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Update User Info' })).toBeEnabled();
  });

  it('shows the stored photo when there is one', async () => {
    const { api } = profileUpdates();
    renderAsAdmin(<AdminSettingsPage />, {
      route: '/admin/Settings',
      user: { ...admin, profile_photo: '/images/store/abcdefgh-960.webp' },
      api,
    });
    expect(await screen.findByRole('img', { name: 'Your profile photo' })).toHaveAttribute(
      'src',
      '/images/store/abcdefgh-960.webp',
    );
  });

  it('saves the details as multipart, with the new password and photo, then reads only', async () => {
    const { api, sent } = profileUpdates();
    renderAsAdmin(<AdminSettingsPage />, { route: '/admin/Settings', user: admin, api });
    const events = userEvent.setup();
    await events.click(await screen.findByRole('button', { name: 'Update User Info' }));

    expect(field('First name')).not.toHaveAttribute('readonly');
    expect(field('First name')).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Update User Info' })).toBeDisabled();

    await events.clear(field('First name'));
    await events.type(field('First name'), 'Adaeze');
    await events.type(field('Password'), 'a-new-long-password');
    const photo = new File(['jpeg bytes'], 'me.jpg', { type: 'image/jpeg' });
    await events.upload(screen.getByLabelText('Profile photo'), photo);
    expect(
      screen.getByRole('img', { name: 'Preview of your new profile photo' }),
    ).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
    const form = sent[0]!;
    expect([...form.keys()]).toEqual([
      'first_name',
      'last_name',
      'email',
      'phone_number',
      'password',
      'profile_photo',
    ]);
    expect(form.get('first_name')).toBe('Adaeze');
    expect(form.get('last_name')).toBe('Okafor');
    expect(form.get('email')).toBe('ngozi@aso.example');
    // Kept as stored: the update would otherwise clear it.
    expect(form.get('phone_number')).toBe('+234 803 111 2222');
    expect(form.get('password')).toBe('a-new-long-password');
    expect((form.get('profile_photo') as File).name).toBe('me.jpg');

    expect(field('First name')).toHaveAttribute('readonly');
    expect(field('First name')).toHaveValue('Adaeze');
    expect(field('Password')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    // The stored session carries the new name, so the header greets it.
    expect(JSON.parse(window.localStorage.getItem('user')!)).toMatchObject({
      first_name: 'Adaeze',
      name: 'Adaeze Okafor',
    });
  });

  it('sends no password and no photo when none were given', async () => {
    const { api, sent } = profileUpdates();
    renderAsAdmin(<AdminSettingsPage />, { route: '/admin/Settings', user: admin, api });
    const events = userEvent.setup();
    await events.click(await screen.findByRole('button', { name: 'Update User Info' }));
    await events.click(screen.getByRole('button', { name: 'Save' }));

    await screen.findByText('Profile updated successfully!');
    expect([...sent[0]!.keys()]).toEqual(['first_name', 'last_name', 'email', 'phone_number']);
  });

  it('checks the fields with the shared rules before sending', async () => {
    const { api, sent } = profileUpdates();
    renderAsAdmin(<AdminSettingsPage />, { route: '/admin/Settings', user: admin, api });
    const events = userEvent.setup();
    await events.click(await screen.findByRole('button', { name: 'Update User Info' }));
    await events.clear(field('Last name'));
    await events.type(field('Password'), 'short');
    await events.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('The last name field is required.')).toBeInTheDocument();
    expect(screen.getByText('The password must be at least 8 characters.')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it('refuses a photo that is not JPEG, PNG or WebP', async () => {
    const { api } = profileUpdates();
    renderAsAdmin(<AdminSettingsPage />, { route: '/admin/Settings', user: admin, api });
    // As a browser's "All files" choice would let through.
    const events = userEvent.setup({ applyAccept: false });
    await events.click(await screen.findByRole('button', { name: 'Update User Info' }));
    await events.upload(
      screen.getByLabelText('Profile photo'),
      new File(['GIF89a'], 'me.gif', { type: 'image/gif' }),
    );
    expect(screen.getByText(PHOTO_RULE)).toBeInTheDocument();
  });

  it('shows the server’s message on failure and stays in edit mode', async () => {
    const { api } = profileUpdates(() =>
      jsonResponse(
        {
          message: 'The email has already been taken.',
          errors: { email: ['The email has already been taken.'] },
        },
        422,
      ),
    );
    renderAsAdmin(<AdminSettingsPage />, { route: '/admin/Settings', user: admin, api });
    const events = userEvent.setup();
    await events.click(await screen.findByRole('button', { name: 'Update User Info' }));
    await events.clear(field('Email'));
    await events.type(field('Email'), 'taken@aso.example');
    await events.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('The email has already been taken.');
    expect(field('Email')).toHaveAccessibleDescription('The email has already been taken.');
    expect(field('Email')).not.toHaveAttribute('readonly');
    expect(field('Email')).toHaveValue('taken@aso.example');
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('says "Failed to update profile." when the server fails without a reason', async () => {
    const { api } = profileUpdates(() => jsonResponse({ message: 'Internal Server Error' }, 500));
    renderAsAdmin(<AdminSettingsPage />, { route: '/admin/Settings', user: admin, api });
    const events = userEvent.setup();
    await events.click(await screen.findByRole('button', { name: 'Update User Info' }));
    await events.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to update profile\.$/);
    expect(field('First name')).not.toHaveAttribute('readonly');
  });

  it('says where the link to confirm a new email went', async () => {
    const { api } = profileUpdates(() =>
      jsonResponse({
        message:
          'Profile updated successfully. Open the link we sent to new@aso.example to change your email.',
        user: admin,
        pending_email: 'new@aso.example',
      }),
    );
    renderAsAdmin(<AdminSettingsPage />, { route: '/admin/Settings', user: admin, api });
    const events = userEvent.setup();
    await events.click(await screen.findByRole('button', { name: 'Update User Info' }));
    await events.clear(field('Email'));
    await events.type(field('Email'), 'new@aso.example');
    await events.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(/Open the link we sent to new@aso.example/)).toBeInTheDocument();
    expect(field('Email')).toHaveValue('ngozi@aso.example');
  });

  it('Cancel leaves edit mode, clears the messages and puts the stored values back', async () => {
    const { api, sent } = profileUpdates(() =>
      jsonResponse({ message: 'Internal Server Error' }, 500),
    );
    renderAsAdmin(<AdminSettingsPage />, { route: '/admin/Settings', user: admin, api });
    const events = userEvent.setup();
    await events.click(await screen.findByRole('button', { name: 'Update User Info' }));
    await events.clear(field('First name'));
    await events.type(field('First name'), 'Somebody');
    await events.type(field('Password'), 'a-new-long-password');
    await events.upload(
      screen.getByLabelText('Profile photo'),
      new File(['png'], 'me.png', { type: 'image/png' }),
    );
    await events.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('alert');

    await events.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(sent).toHaveLength(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(field('First name')).toHaveValue('Ngozi');
    expect(field('First name')).toHaveAttribute('readonly');
    expect(field('Password')).toHaveValue('');
    expect(screen.getByRole('img', { name: 'No profile photo yet' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(
      within(screen.getByRole('form')).getByRole('button', { name: 'Update User Info' }),
    ).toBeEnabled();
  });
});
