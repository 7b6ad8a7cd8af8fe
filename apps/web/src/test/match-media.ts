import { vi } from 'vitest';

/** Stubs `window.matchMedia`, answering true for the listed queries. */
export function stubMatchMedia(matching: string[]) {
  const stub = vi.fn((query: string) => ({
    matches: matching.includes(query),
    media: query,
    onchange: null,
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    addListener: vi.fn(),
    removeListener: vi.fn(),
    dispatchEvent: vi.fn(),
  }));
  vi.stubGlobal('matchMedia', stub);
  return stub;
}
