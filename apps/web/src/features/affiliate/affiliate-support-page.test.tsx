import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../test/render.tsx';
import { AffiliateSupportPage } from './affiliate-support-page.tsx';

const QUESTIONS = [
  'How much do I earn?',
  'How long does my link keep counting?',
  'When and how am I paid?',
  'Can a guest pay me for their booking?',
  'Do my own bookings or cancelled bookings earn commission?',
];

describe('AffiliateSupportPage', () => {
  it('has one h1 and gives the email, phone and WhatsApp of the support team', () => {
    renderPage(<AffiliateSupportPage />, { path: '/affiliate/support' });

    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Affiliate support');
    expect(screen.getByRole('link', { name: 'frontdesk@asoresidences.ng' })).toHaveAttribute(
      'href',
      'mailto:frontdesk@asoresidences.ng',
    );
    expect(screen.getByRole('link', { name: '+234 809 555 0147' })).toHaveAttribute(
      'href',
      'tel:+2348095550147',
    );
    const whatsApp = screen.getByRole('link', { name: /Chat on WhatsApp/ });
    expect(whatsApp).toHaveAttribute('href', 'https://wa.me/2348095550147');
    expect(whatsApp).toHaveAttribute('target', '_blank');
    expect(whatsApp).toHaveAttribute('rel', expect.stringContaining('noopener'));
  });

  it('lists the five questions, all closed', () => {
    renderPage(<AffiliateSupportPage />, { path: '/affiliate/support' });

    const questions = screen.getAllByRole('button', { expanded: false });
    expect(questions.map((question) => question.textContent)).toEqual(QUESTIONS);
  });

  it('answers with the programme rules: 5%, 30 days, ₦10,000, direct payment, reversals', async () => {
    const user = userEvent.setup();
    renderPage(<AffiliateSupportPage />, { path: '/affiliate/support' });

    for (const question of QUESTIONS) {
      await user.click(screen.getByRole('button', { name: question }));
    }
    const answer = (question: string) => screen.getByRole('region', { name: question });
    expect(answer('How much do I earn?')).toHaveTextContent('5% of the total of every booking');
    expect(answer('How long does my link keep counting?')).toHaveTextContent('for 30 days');
    expect(answer('When and how am I paid?')).toHaveTextContent(
      'By bank transfer to the account you registered, weekly or monthly as you chose, once your balance reaches ₦10,000.',
    );
    expect(answer('Can a guest pay me for their booking?')).toHaveTextContent(
      'Guests always pay Aso Residences directly',
    );
    const ownAndCancelled = answer('Do my own bookings or cancelled bookings earn commission?');
    expect(ownAndCancelled).toHaveTextContent('Bookings you make for yourself');
    expect(ownAndCancelled).toHaveTextContent('earn nothing');
    expect(ownAndCancelled).toHaveTextContent('its commission is reversed');
  });

  it('links to the dashboard, the creative assets and registration', () => {
    renderPage(<AffiliateSupportPage />, { path: '/affiliate/support' });

    expect(screen.getByRole('link', { name: 'Your affiliate dashboard' })).toHaveAttribute(
      'href',
      '/AffiliateDashboard',
    );
    expect(screen.getByRole('link', { name: 'Creative assets' })).toHaveAttribute(
      'href',
      '/affiliate/assets',
    );
    expect(screen.getByRole('link', { name: 'Become an affiliate' })).toHaveAttribute(
      'href',
      '/affiliate/register',
    );
  });
});
