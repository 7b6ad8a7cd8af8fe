import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SUCCESS_BANNER_MS } from '@aso/core/constants';
import { SuccessBanner } from './success-banner.tsx';

function Harness({ initial }: { initial: string | null }) {
  const [message, setMessage] = useState(initial);
  return <SuccessBanner message={message} onDismiss={() => setMessage(null)} />;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('SuccessBanner', () => {
  it('announces the message and takes it away after 3 seconds', () => {
    vi.useFakeTimers();
    render(<Harness initial="Room deleted successfully." />);

    expect(screen.getByRole('status')).toHaveTextContent('Room deleted successfully.');
    act(() => vi.advanceTimersByTime(SUCCESS_BANNER_MS - 1));
    expect(screen.getByRole('status')).toHaveTextContent('Room deleted successfully.');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
