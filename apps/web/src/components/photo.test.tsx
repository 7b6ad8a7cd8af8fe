import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Photo } from './photo.tsx';

const UPLOADED = '/images/store/Ab3_-xYz09Ab3_-x-960.webp';

describe('Photo', () => {
  it('offers an uploaded photo in every width so a phone takes the small one', () => {
    render(<Photo src={UPLOADED} alt="Suite" width={1200} height={800} sizes="400px" />);
    const img = screen.getByRole('img', { name: 'Suite' });
    expect(img).toHaveAttribute('src', UPLOADED);
    expect(img.getAttribute('srcset')).toContain('-480.webp 480w');
    expect(img.getAttribute('srcset')).toContain('-1600.webp 1600w');
    expect(img).toHaveAttribute('sizes', '400px');
  });

  it('gives other images no srcset', () => {
    render(
      <Photo src="/images/rooms/deluxe-studio-1.webp" alt="Studio" width={600} height={400} />,
    );
    const img = screen.getByRole('img', { name: 'Studio' });
    expect(img).not.toHaveAttribute('srcset');
    expect(img).not.toHaveAttribute('sizes');
  });
});
