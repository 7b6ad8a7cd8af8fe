import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Policy } from '@aso/core/policies';
import { jsonResponse, renderAsAdmin, sentBody, stubApi } from '../../../test/render.tsx';
import { AdminPoliciesPage } from './admin-policies-page.tsx';

function makePolicy(overrides: Partial<Policy> = {}): Policy {
  return {
    id: 1,
    title: 'Check-in',
    category: 'Arrival',
    placement: 'information_card',
    content: 'Check-in is from 3:00 PM.',
    content_html: '<p>Check-in is from 3:00 PM.</p>',
    ...overrides,
  };
}

/** A stubbed server whose list reflects what was created, updated or deleted. */
function policyServer(initial: Policy[]) {
  let policies = [...initial];
  const fetchMock = stubApi({
    'GET /api/policies': () => jsonResponse({ policies }),
    'POST /api/policies': ({ body }) => {
      const policy = { ...makePolicy(), ...(body as object), id: 99 } as Policy;
      policies = [...policies, policy];
      return jsonResponse({ message: 'Policy created successfully.', policy }, 201);
    },
    'PUT /api/policies/1': ({ body }) => {
      const policy = { ...policies[0]!, ...(body as object) } as Policy;
      policies = [policy, ...policies.slice(1)];
      return jsonResponse({ message: 'Policy updated successfully.', policy });
    },
    'DELETE /api/policies/1': () => {
      policies = policies.filter((policy) => policy.id !== 1);
      return jsonResponse({ message: 'Policy deleted successfully.' });
    },
  });
  return fetchMock;
}

describe('AdminPoliciesPage', () => {
  it('lists the policies with Title, Category and Actions', async () => {
    policyServer([
      makePolicy(),
      makePolicy({ id: 2, title: 'Privacy', category: null, placement: 'site_wide' }),
    ]);
    renderAsAdmin(<AdminPoliciesPage />, { route: '/admin/policies' });

    expect(screen.getByRole('heading', { level: 1, name: 'Manage Policies' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Policies' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Title', 'Category', 'Actions']);
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first!).getByRole('rowheader')).toHaveTextContent('Check-in');
    expect(first).toHaveTextContent('Booking card (View Policies)');
    expect(first).toHaveTextContent('Arrival');
    expect(within(second!).getByRole('rowheader')).toHaveTextContent('Privacy');
    expect(second).toHaveTextContent('Policies page');
    expect(within(second!).getByText('None')).toBeInTheDocument();
    expect(within(first!).getByRole('button', { name: 'Edit Check-in' })).toBeInTheDocument();
    expect(within(first!).getByRole('button', { name: 'Delete Check-in' })).toBeInTheDocument();
    expect(screen.getByText('2 policies')).toBeInTheDocument();
  });

  it('says "No policies found." when there are none', async () => {
    policyServer([]);
    renderAsAdmin(<AdminPoliciesPage />, { route: '/admin/policies' });
    expect(await screen.findByText('No policies found.')).toBeInTheDocument();
  });

  it('says "Failed to load policies" when the list cannot be loaded', async () => {
    stubApi({ 'GET /api/policies': () => jsonResponse({ message: 'Internal Server Error' }, 500) });
    renderAsAdmin(<AdminPoliciesPage />, { route: '/admin/policies' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load policies');
  });

  it('adds a policy in the "Add Policy" modal, then reloads the list', async () => {
    const fetchMock = policyServer([makePolicy()]);
    const user = userEvent.setup();
    renderAsAdmin(<AdminPoliciesPage />, { route: '/admin/policies' });
    await screen.findByRole('table');

    await user.click(screen.getByRole('button', { name: 'New Policy' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Policy' });
    expect(within(dialog).getByLabelText('Title')).toHaveFocus();
    expect(within(dialog).getByLabelText('Placement')).toHaveValue('information_card');
    expect(within(dialog).getByLabelText('Content')).toHaveAccessibleDescription(
      expect.stringContaining('Markdown or HTML accepted'),
    );
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Title'), '  Privacy ');
    await user.selectOptions(within(dialog).getByLabelText('Placement'), 'site_wide');
    await user.type(within(dialog).getByLabelText('Content'), 'We **never** sell your data.');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));

    expect(await screen.findByText('Policy created successfully.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sentBody(fetchMock, 'POST', '/api/policies')).toEqual({
      title: 'Privacy',
      category: null,
      placement: 'site_wide',
      content: 'We **never** sell your data.',
    });
    expect(await screen.findByRole('rowheader', { name: /Privacy/ })).toBeInTheDocument();
  });

  it('checks the fields before sending, with the shared rules', async () => {
    const fetchMock = policyServer([]);
    const user = userEvent.setup();
    renderAsAdmin(<AdminPoliciesPage />, { route: '/admin/policies' });
    await screen.findByText('No policies found.');

    await user.click(screen.getByRole('button', { name: 'New Policy' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Policy' });
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));

    expect(await within(dialog).findByText('The title field is required.')).toBeInTheDocument();
    expect(within(dialog).getByText('The content field is required.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Title')).toHaveFocus();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('edits a policy in the "Edit Policy" modal with Update', async () => {
    const fetchMock = policyServer([makePolicy()]);
    const user = userEvent.setup();
    renderAsAdmin(<AdminPoliciesPage />, { route: '/admin/policies' });
    await screen.findByRole('table');

    await user.click(screen.getByRole('button', { name: 'Edit Check-in' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Policy' });
    expect(within(dialog).getByLabelText('Title')).toHaveValue('Check-in');
    expect(within(dialog).getByLabelText('Category')).toHaveValue('Arrival');
    expect(within(dialog).getByLabelText('Content')).toHaveValue('Check-in is from 3:00 PM.');

    await user.clear(within(dialog).getByLabelText('Title'));
    await user.type(within(dialog).getByLabelText('Title'), 'Arrival times');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));

    expect(await screen.findByText('Policy updated successfully.')).toBeInTheDocument();
    expect(sentBody(fetchMock, 'PUT', '/api/policies/1')).toEqual({
      title: 'Arrival times',
      category: 'Arrival',
      placement: 'information_card',
      content: 'Check-in is from 3:00 PM.',
    });
    expect(await screen.findByRole('rowheader', { name: /Arrival times/ })).toBeInTheDocument();
  });

  it('puts the server’s field errors under their fields, and stays open', async () => {
    stubApi({
      'GET /api/policies': () => jsonResponse({ policies: [makePolicy()] }),
      'PUT /api/policies/1': () =>
        jsonResponse(
          {
            message: 'The content has no readable text once unsafe markup is removed.',
            errors: {
              content: ['The content has no readable text once unsafe markup is removed.'],
            },
          },
          422,
        ),
    });
    const user = userEvent.setup();
    renderAsAdmin(<AdminPoliciesPage />, { route: '/admin/policies' });
    await user.click(await screen.findByRole('button', { name: 'Edit Check-in' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Policy' });
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));

    expect(
      await within(dialog).findByText(
        'The content has no readable text once unsafe markup is removed.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Content')).toHaveFocus();
    expect(screen.getByRole('dialog', { name: 'Edit Policy' })).toBeInTheDocument();
  });

  it('says "Failed to save policy" when the save fails', async () => {
    stubApi({
      'GET /api/policies': () => jsonResponse({ policies: [makePolicy()] }),
      'PUT /api/policies/1': () => jsonResponse({ message: 'Internal Server Error' }, 500),
    });
    const user = userEvent.setup();
    renderAsAdmin(<AdminPoliciesPage />, { route: '/admin/policies' });
    await user.click(await screen.findByRole('button', { name: 'Edit Check-in' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Policy' });
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/^Failed to save policy$/);
  });

  it('closes the modal on Cancel without saving', async () => {
    const fetchMock = policyServer([makePolicy()]);
    const user = userEvent.setup();
    renderAsAdmin(<AdminPoliciesPage />, { route: '/admin/policies' });
    await user.click(await screen.findByRole('button', { name: 'New Policy' }));
    await user.type(screen.getByLabelText('Title'), 'Draft');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
    // A new form opens empty.
    await user.click(screen.getByRole('button', { name: 'New Policy' }));
    expect(screen.getByLabelText('Title')).toHaveValue('');
  });

  it('asks "Delete this policy?" before deleting, then reloads the list', async () => {
    const fetchMock = policyServer([makePolicy()]);
    const user = userEvent.setup();
    renderAsAdmin(<AdminPoliciesPage />, { route: '/admin/policies' });

    await user.click(await screen.findByRole('button', { name: 'Delete Check-in' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete policy' });
    expect(dialog).toHaveTextContent('Delete this policy?');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);

    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Policy deleted successfully.')).toBeInTheDocument();
    expect(await screen.findByText('No policies found.')).toBeInTheDocument();
  });

  it('says "Failed to delete policy" in the dialog when the delete fails', async () => {
    stubApi({
      'GET /api/policies': () => jsonResponse({ policies: [makePolicy()] }),
      'DELETE /api/policies/1': () => jsonResponse({ message: 'Policy not found' }, 404),
    });
    const user = userEvent.setup();
    renderAsAdmin(<AdminPoliciesPage />, { route: '/admin/policies' });
    await user.click(await screen.findByRole('button', { name: 'Delete Check-in' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete policy' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent(
        'Failed to delete policy: Policy not found',
      ),
    );
    expect(screen.getByRole('dialog', { name: 'Delete policy' })).toBeInTheDocument();
  });
});
