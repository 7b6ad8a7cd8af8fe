import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderPage, sentBody, stubApi } from '../../../test/render.tsx';
import { ContactForm } from './contact-form.tsx';

const SENT = 'Thank you! Your message has been sent. We will get back to you soon.';

async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Your name'), 'Ada Obi');
  await user.type(screen.getByLabelText('Email address'), 'ada@example.com');
  await user.type(screen.getByLabelText('Message'), 'Do you have a cot for a baby?');
}

describe('ContactForm', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows an inline error beside each invalid field, focuses the first and sends nothing', async () => {
    const api = stubApi({});
    const user = userEvent.setup();
    renderPage(<ContactForm />);

    await user.type(screen.getByLabelText('Email address'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    const name = screen.getByLabelText('Your name');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Please enter your name.');
    expect(name).toHaveFocus();
    expect(screen.getByLabelText('Email address')).toHaveAccessibleDescription(
      /valid email address/i,
    );
    expect(screen.getByLabelText('Message')).toHaveAccessibleDescription(/at least 10 characters/i);
    expect(api).not.toHaveBeenCalled();
  });

  it('clears an error as soon as the field is fixed', async () => {
    stubApi({});
    const user = userEvent.setup();
    renderPage(<ContactForm />);
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    await user.type(screen.getByLabelText('Your name'), 'Ada');
    expect(screen.getByLabelText('Your name')).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Please enter your name.')).not.toBeInTheDocument();
  });

  it('sends a valid message, says so and empties the form', async () => {
    const api = stubApi({ 'POST /api/contact': () => jsonResponse({ message: SENT }, 201) });
    const user = userEvent.setup();
    renderPage(<ContactForm />);

    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByRole('status')).toHaveTextContent(SENT);
    expect(sentBody(api, 'POST', '/api/contact')).toEqual({
      name: 'Ada Obi',
      email: 'ada@example.com',
      message: 'Do you have a cot for a baby?',
    });
    expect(screen.getByLabelText('Message')).toHaveValue('');
  });

  it('puts the server’s field errors beside their fields and keeps the text', async () => {
    stubApi({
      'POST /api/contact': () =>
        jsonResponse(
          {
            message: 'The given data was invalid.',
            errors: { email: ['The email must be a valid email address.'] },
          },
          422,
        ),
    });
    const user = userEvent.setup();
    renderPage(<ContactForm />);

    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    const email = await screen.findByLabelText('Email address');
    await vi.waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription('The email must be a valid email address.');
    expect(screen.getByLabelText('Message')).toHaveValue('Do you have a cot for a baby?');
  });

  it('shows the server’s refusal when too many messages were sent', async () => {
    stubApi({
      'POST /api/contact': () =>
        jsonResponse({ message: 'Too many attempts. Please try again in 1 minute.' }, 429),
    });
    const user = userEvent.setup();
    renderPage(<ContactForm />);

    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      /Too many attempts\. Please try again in 1 minute\./,
    );
    expect(screen.getByLabelText('Message')).toHaveValue('Do you have a cot for a baby?');
  });
});
