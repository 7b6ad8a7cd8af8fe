import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeDiscountedBooking } from '../test/discounted-booking.ts';
import { AmountRows } from './amount-rows.tsx';

const amountOf = (label: string) => screen.getByText(label).nextElementSibling?.textContent;

describe('AmountRows', () => {
  it('lists each line, a discount as "−₦…", free conveyance as "Free", then the total and the code', () => {
    const booking = makeDiscountedBooking();
    render(<AmountRows lines={booking.lines} total={booking.total_amount} promoCode="DEC10" />);

    expect(amountOf('Room (10 nights)')).toBe('₦375,000');
    expect(amountOf('Promo DEC10 (10%)')).toBe('−₦37,500');
    expect(amountOf('Airport conveyance')).toBe('Free');
    expect(amountOf('Total')).toBe('₦337,500');
    expect(screen.getByText('Promo code').textContent).toBe('Promo code DEC10');
    const labels = screen.getAllByRole('term').map((term) => term.textContent);
    expect(labels).toEqual([
      'Room (10 nights)',
      'Promo DEC10 (10%)',
      'Airport conveyance',
      'Total',
      'includes VAT (7.5%)',
    ]);
  });

  it('shows a tax held in the prices as "includes …" after the total, without adding it', () => {
    render(
      <AmountRows
        lines={[
          { kind: 'room', label: 'Room (2 nights)', amount: 100000, included: false },
          { kind: 'vat', label: 'VAT (7.5%)', amount: 6976.74, included: true },
        ]}
        total={100000}
      />,
    );

    expect(amountOf('includes VAT (7.5%)')).toBe('₦6,976.74');
    expect(screen.queryByText('VAT (7.5%)')).not.toBeInTheDocument();
    expect(amountOf('Total')).toBe('₦100,000');
    expect(screen.queryByText(/Promo code/)).not.toBeInTheDocument();
  });

  it('adds a tax that is not included as a line like any other', () => {
    render(
      <AmountRows
        lines={[
          { kind: 'room', label: 'Room (2 nights)', amount: 100000, included: false },
          { kind: 'service_charge', label: 'Service charge (10%)', amount: 10000, included: false },
          { kind: 'vat', label: 'VAT (7.5%)', amount: 8250, included: false },
        ]}
        total={118250}
      />,
    );

    expect(amountOf('VAT (7.5%)')).toBe('₦8,250');
    expect(screen.queryByText(/includes/)).not.toBeInTheDocument();
    expect(amountOf('Total')).toBe('₦118,250');
  });
});
