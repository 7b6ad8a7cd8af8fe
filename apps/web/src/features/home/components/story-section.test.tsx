import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderPage } from '../../../test/render.tsx';
import { StorySection } from './story-section.tsx';

describe('StorySection', () => {
  it('reads the unit and location counts from the catalogue summary', async () => {
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(jsonResponse({ units: 13, locations: 3, room_types: 7 }));
    renderPage(<StorySection />);

    expect(await screen.findByText('13')).toBeInTheDocument();
    expect(screen.getByText('Units')).toBeInTheDocument();
    expect(screen.getByText('3')).toBeInTheDocument();
    expect(screen.getByText('Locations')).toBeInTheDocument();
    expect(screen.getByText('24/7')).toBeInTheDocument();
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/catalogue/summary');
  });

  it('keeps the static stat when the summary cannot be loaded', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse({ message: 'down' }, 503));
    renderPage(<StorySection />);

    expect(await screen.findByText('Concierge')).toBeInTheDocument();
    await vi.waitFor(() => expect(screen.queryByText('Units')).not.toBeInTheDocument());
  });
});
