import { describe, expect, it } from 'vitest';
import { policies } from '../../db/schema.ts';
import { useTestApp } from '../../test/test-app.ts';

const ctx = useTestApp({ seed: true });

describe('GET /api/policies', () => {
  it('returns the default house policies on the information card', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/policies?placement=information_card',
    });
    expect(response.statusCode).toBe(200);
    const titles = response.json().policies.map((policy: { title: string }) => policy.title);
    expect(titles).toEqual([
      'Check-in',
      'Check-out',
      'Late check-out',
      'Security deposit',
      'Cancellation',
      'Smoking',
      'Pets',
      'Housekeeping',
      'Quiet hours',
    ]);
    expect(response.json().policies[0]).toMatchObject({
      category: 'Arrival',
      placement: 'information_card',
      content: expect.stringContaining('3:00 PM'),
    });
  });

  it('filters by placement and lists all without one', async () => {
    await ctx.database.db
      .insert(policies)
      .values({ title: 'Welcome', content: 'Hello', placement: 'site_wide' });
    const siteWide = await ctx.app.inject({
      method: 'GET',
      url: '/api/policies?placement=site_wide',
    });
    expect(siteWide.json().policies).toEqual([
      { id: 10, title: 'Welcome', content: 'Hello', category: null, placement: 'site_wide' },
    ]);
    const profile = await ctx.app.inject({ method: 'GET', url: '/api/policies?placement=profile' });
    expect(profile.json()).toEqual({ policies: [] });
    const all = await ctx.app.inject({ method: 'GET', url: '/api/policies' });
    expect(all.json().policies).toHaveLength(10);
  });

  it.each(['nowhere', '', 'INFORMATION_CARD', "information_card' or 1=1--"])(
    'refuses the placement %j with 422 in the error envelope',
    async (placement) => {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/api/policies?placement=${encodeURIComponent(placement)}`,
      });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        message: expect.stringContaining('placement'),
        errors: { placement: [expect.any(String)] },
      });
    },
  );

  it('refuses a repeated placement with 422', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/policies?placement=profile&placement=site_wide',
    });
    expect(response.statusCode).toBe(422);
  });
});
