import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { HOME_FAQ } from '../faq-content.ts';
import { FaqSection } from './faq-section.tsx';

describe('FaqSection', () => {
  it('is the #faq target and lists at least five questions, all closed', () => {
    const { container } = render(<FaqSection />);

    expect(container.querySelector('section#faq')).not.toBeNull();
    const questions = screen.getAllByRole('button', { expanded: false });
    expect(questions.length).toBeGreaterThanOrEqual(5);
    expect(questions).toHaveLength(HOME_FAQ.length);
  });

  it('opens and closes an answer, keeping aria-expanded and the region in step', async () => {
    const user = userEvent.setup();
    render(<FaqSection />);
    const question = screen.getByRole('button', { name: 'Is there a security deposit?' });
    const region = document.getElementById(question.getAttribute('aria-controls') ?? '');

    expect(region).not.toBeNull();
    expect(question).toHaveAttribute('aria-expanded', 'false');
    expect(region).not.toBeVisible();

    await user.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'Is there a security deposit?' })).toHaveTextContent(
      '₦50,000',
    );

    await user.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'false');
    expect(region).not.toBeVisible();
  });

  it('works from the keyboard', async () => {
    const user = userEvent.setup();
    render(<FaqSection />);

    const first = screen.getByRole('button', { name: HOME_FAQ[0]!.question });
    first.focus();
    await user.keyboard('{Enter}');
    expect(first).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard(' ');
    expect(first).toHaveAttribute('aria-expanded', 'false');
  });
});
