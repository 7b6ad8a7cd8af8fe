import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatStayDates } from '@aso/core/display-dates';
import { fakeIntersectionObserver } from '../../../test/intersection-observer.ts';
import { calendarAnswer, renderPage, stubApi } from '../../../test/render.tsx';
import { EMPTY_RANGE, type StayRange } from '../stay-dates.ts';
import { dayLabel } from './stay-date-picker.tsx';
import { StayDatesField } from './stay-dates-field.tsx';

const TODAY = '2026-01-15';
const CALENDAR_TIMEOUT = { timeout: 10_000 };

function renderField(range: StayRange) {
  stubApi({
    'GET /api/rooms/1/calendar': calendarAnswer(1),
  });
  return renderPage(
    <>
      <p id="stay-dates-label">Your dates</p>
      <StayDatesField roomId={1} today={TODAY} range={range} onChange={() => {}} />
    </>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('StayDatesField', () => {
  it('names the chosen dates in a stand-in until the calendar scrolls into view', async () => {
    const viewport = fakeIntersectionObserver();
    renderField({ start: '2026-01-20', end: '2026-01-23' });

    const dates = screen.getByRole('group', { name: 'Your dates' });
    expect(dates).toHaveTextContent(formatStayDates('2026-01-20', '2026-01-23'));
    expect(within(dates).getByRole('button', { name: 'Change dates' })).toBeInTheDocument();
    expect(viewport.observers).toEqual([expect.objectContaining({ rootMargin: '0px' })]);
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();

    viewport.comeIntoView(0);

    expect(await screen.findByRole('grid', {}, CALENDAR_TIMEOUT)).toHaveAccessibleName(
      'January 2026',
    );
    expect(screen.queryByRole('button', { name: 'Change dates' })).not.toBeInTheDocument();
    // Scrolling is not asking: the focus stays where the guest has it.
    expect(document.body).toHaveFocus();
  }, 15_000);

  it('loads the calendar at once when the guest presses "Choose your dates" and puts the focus on today', async () => {
    fakeIntersectionObserver();
    renderField(EMPTY_RANGE);
    const user = userEvent.setup();

    const dates = screen.getByRole('group', { name: 'Your dates' });
    expect(dates).toHaveTextContent('No dates chosen yet.');
    await user.click(within(dates).getByRole('button', { name: 'Choose your dates' }));

    const grid = await screen.findByRole('grid', {}, CALENDAR_TIMEOUT);
    const today = within(grid).getByRole('button', {
      name: new RegExp(`^${dayLabel(new Date(2026, 0, 15))}, today`),
    });
    // The day picker moves the focus in an effect, which runs after the paint.
    await waitFor(() => expect(today).toHaveFocus());
  }, 15_000);
});
