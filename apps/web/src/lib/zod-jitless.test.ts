import { describe, expect, it } from 'vitest';

describe('zod-jitless', () => {
  it('makes Zod jitless before it loads, without importing it', async () => {
    await import('./zod-jitless.ts');
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
  });
});
