/**
 * Policies through the API (spec §5, §7; issue 11): anyone reads them, staff write them
 * with a log entry each, and a refused write changes nothing.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  POLICY_CONTENT_UNREADABLE,
  POLICY_CREATED,
  POLICY_DELETED,
  POLICY_NOT_FOUND,
  POLICY_UPDATED,
} from '@aso/core/policies';
import { adminActionLogs, policies } from '../../db/schema.ts';
import { actionLogRows, signedIn } from '../../test/admin.ts';
import { useTestApp } from '../../test/test-app.ts';

const ctx = useTestApp({ seed: true });
const db = () => ctx.database.db;

const writes = async () => ({
  policies: await db().select().from(policies).orderBy(policies.id),
  logs: await db().$count(adminActionLogs),
});

const create = (headers: Record<string, string>, body: unknown) =>
  ctx.app.inject({ method: 'POST', url: '/api/policies', headers, payload: body as object });
const update = (headers: Record<string, string>, id: number | string, body: unknown) =>
  ctx.app.inject({ method: 'PUT', url: `/api/policies/${id}`, headers, payload: body as object });
const remove = (headers: Record<string, string>, id: number | string) =>
  ctx.app.inject({ method: 'DELETE', url: `/api/policies/${id}`, headers });
const list = async (placement?: string) =>
  (
    await ctx.app.inject({
      method: 'GET',
      url: placement ? `/api/policies?placement=${placement}` : '/api/policies',
    })
  ).json().policies as { id: number; title: string; content: string; content_html: string }[];

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
      content_html: expect.stringMatching(/^<p>Check-in is from 3:00 PM\..*<\/p>$/),
    });
  });

  it('filters by placement and lists all without one', async () => {
    await db()
      .insert(policies)
      .values({ title: 'Welcome', content: 'Hello', placement: 'site_wide' });
    const siteWide = await ctx.app.inject({
      method: 'GET',
      url: '/api/policies?placement=site_wide',
    });
    expect(siteWide.json().policies).toEqual([
      {
        id: 10,
        title: 'Welcome',
        content: 'Hello',
        content_html: '<p>Hello</p>',
        category: null,
        placement: 'site_wide',
      },
    ]);
    const profile = await ctx.app.inject({ method: 'GET', url: '/api/policies?placement=profile' });
    expect(profile.json()).toEqual({ policies: [] });
    expect(await list()).toHaveLength(10);
  });

  it('cleans a row written around the API before answering it', async () => {
    await db().insert(policies).values({
      title: 'Imported',
      content:
        'Read me <script>alert(1)</script><img src=x onerror=alert(1)> [x](javascript:alert(1))',
      placement: 'site_wide',
    });
    const [policy] = await list('site_wide');
    // The link's words stay; its javascript: target goes, in the Markdown as in the HTML.
    expect(policy!.content).toBe('Read me  x');
    expect(policy!.content_html).toBe('<p>Read me  x</p>');
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

describe('POST /api/policies', () => {
  it('creates a policy, answers it rendered and logs who did it', async () => {
    const admin = await signedIn(db(), 'admin');
    const response = await create(admin.headers, {
      title: '  Parking  ',
      category: 'Arrival',
      placement: 'site_wide',
      content: '## Parking\n\nFree for **one car** per apartment.',
    });

    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      message: POLICY_CREATED,
      policy: {
        id: expect.any(Number),
        title: 'Parking',
        category: 'Arrival',
        placement: 'site_wide',
        content: '## Parking\n\nFree for **one car** per apartment.',
        content_html: '<h2>Parking</h2>\n<p>Free for <strong>one car</strong> per apartment.</p>',
      },
    });
    expect((await list('site_wide')).map((policy) => policy.title)).toEqual(['Parking']);
    expect(await actionLogRows(db())).toEqual([
      expect.objectContaining({
        adminId: admin.user.id,
        action: 'policy.created',
        details: 'Policy "Parking" (site_wide) created',
      }),
    ]);
  });

  it('puts a new policy on the information card, after the others, when no placement is given', async () => {
    const admin = await signedIn(db(), 'super_admin');
    const response = await create(admin.headers, {
      title: 'Visitors',
      content: 'Visitors leave by 10:00 PM.',
      category: '',
    });

    expect(response.statusCode).toBe(201);
    expect(response.json().policy).toMatchObject({ placement: 'information_card', category: null });
    expect((await list('information_card')).at(-1)!.title).toBe('Visitors');
  });

  it('stores the content without its unsafe markup', async () => {
    const admin = await signedIn(db(), 'admin');
    const response = await create(admin.headers, {
      title: 'Pets',
      content:
        '<p onclick="alert(1)">No pets.</p><script>alert(1)</script><a href="jav&#x09;ascript:alert(1)">more</a>',
    });

    expect(response.statusCode).toBe(201);
    const [row] = await db()
      .select()
      .from(policies)
      .where(eq(policies.id, response.json().policy.id));
    expect(row!.content).toBe('<p>No pets.</p><a rel="noopener noreferrer nofollow">more</a>');
    expect(response.json().policy.content_html).toBe(
      '<p>No pets.</p><a rel="noopener noreferrer nofollow">more</a>',
    );
  });

  it('refuses content with no readable text once unsafe markup is removed', async () => {
    const admin = await signedIn(db(), 'admin');
    const before = await writes();
    const response = await create(admin.headers, {
      title: 'Sneaky',
      content: '<script>alert(1)</script><img src=x onerror=alert(1)>',
    });

    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: POLICY_CONTENT_UNREADABLE,
      errors: { content: [POLICY_CONTENT_UNREADABLE] },
    });
    expect(await writes()).toEqual(before);
  });

  it.each([
    [
      'missing title and content',
      {},
      { title: ['The title field is required.'], content: ['The content field is required.'] },
    ],
    [
      'blank title and content',
      { title: '   ', content: '\n\t' },
      { title: ['The title field is required.'], content: ['The content field is required.'] },
    ],
    [
      'a placement not in the list',
      { title: 'T', content: 'C', placement: 'footer' },
      {
        placement: [
          'The placement must be one of information_card, site_wide, booking_flow, profile.',
        ],
      },
    ],
    [
      'a title too long',
      { title: 'x'.repeat(201), content: 'C' },
      { title: ['The title may not be greater than 200 characters.'] },
    ],
    [
      'a category too long',
      { title: 'T', content: 'C', category: 'x'.repeat(101) },
      { category: ['The category may not be greater than 100 characters.'] },
    ],
    [
      'content too long',
      { title: 'T', content: 'x'.repeat(20_001) },
      { content: ['The content may not be greater than 20000 characters.'] },
    ],
    [
      'fields of the wrong type',
      { title: 5, content: ['C'], category: 7 },
      {
        title: ['The title field is required.'],
        content: ['The content field is required.'],
        category: ['The category must be text.'],
      },
    ],
  ])('refuses %s with 422 per field, writing nothing', async (_case, body, errors) => {
    const admin = await signedIn(db(), 'admin');
    const before = await writes();
    const response = await create(admin.headers, body);

    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: expect.any(String), errors });
    expect(await writes()).toEqual(before);
  });

  it('refuses a body that is not JSON with 4xx, writing nothing', async () => {
    const admin = await signedIn(db(), 'admin');
    const before = await writes();
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/policies',
      headers: { ...admin.headers, 'content-type': 'application/json' },
      payload: '{"title":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'The request body is not valid JSON.' });
    expect(await writes()).toEqual(before);
  });

  it('refuses a guest and a user, writing nothing', async () => {
    const user = await signedIn(db(), 'user');
    const before = await writes();
    const body = { title: 'T', content: 'C' };
    expect((await create({}, body)).statusCode).toBe(401);
    const asUser = await create(user.headers, body);
    expect(asUser.statusCode).toBe(403);
    expect(asUser.json()).toEqual({ message: 'You do not have permission to do this.' });
    expect(await writes()).toEqual(before);
  });
});

describe('PUT /api/policies/{id}', () => {
  it('changes every field, answers the policy and logs the change', async () => {
    const admin = await signedIn(db(), 'admin');
    const [pets] = (await list('information_card')).filter((policy) => policy.title === 'Pets');
    const response = await update(admin.headers, pets!.id, {
      title: 'Pets and animals',
      category: 'House rules',
      placement: 'site_wide',
      content: 'Guide dogs are welcome; other pets are not.',
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: POLICY_UPDATED,
      policy: {
        id: pets!.id,
        title: 'Pets and animals',
        category: 'House rules',
        placement: 'site_wide',
        content: 'Guide dogs are welcome; other pets are not.',
        content_html: '<p>Guide dogs are welcome; other pets are not.</p>',
      },
    });
    expect((await list('site_wide')).map((policy) => policy.title)).toEqual(['Pets and animals']);
    expect(await actionLogRows(db())).toEqual([
      expect.objectContaining({
        adminId: admin.user.id,
        action: 'policy.updated',
        details:
          'Policy "Pets" (information_card) updated to Policy "Pets and animals" (site_wide)',
      }),
    ]);
  });

  it('answers 404 for an unknown policy, writing nothing', async () => {
    const admin = await signedIn(db(), 'admin');
    const before = await writes();
    const response = await update(admin.headers, 9999, { title: 'T', content: 'C' });

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: POLICY_NOT_FOUND });
    expect(await writes()).toEqual(before);
  });

  it.each(['abc', '0', '-1', '1.5', '99999999999'])('refuses the id %j with 422', async (id) => {
    const admin = await signedIn(db(), 'admin');
    const before = await writes();
    const response = await update(admin.headers, id, { title: 'T', content: 'C' });

    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ id: [expect.any(String)] });
    expect(await writes()).toEqual(before);
  });

  it('refuses bad fields with 422 per field, leaving the policy as it was', async () => {
    const admin = await signedIn(db(), 'admin');
    const [first] = await list();
    const before = await writes();
    const response = await update(admin.headers, first!.id, {
      title: '',
      content: 'Fine',
      placement: 'everywhere',
    });

    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual(['placement', 'title']);
    expect(await writes()).toEqual(before);
  });

  it('refuses a user, writing nothing', async () => {
    const user = await signedIn(db(), 'user');
    const before = await writes();
    const response = await update(user.headers, 1, { title: 'T', content: 'C' });
    expect(response.statusCode).toBe(403);
    expect(await writes()).toEqual(before);
  });
});

describe('DELETE /api/policies/{id}', () => {
  it('deletes the policy and logs it', async () => {
    const admin = await signedIn(db(), 'admin');
    const [first] = await list('information_card');
    const response = await remove(admin.headers, first!.id);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: POLICY_DELETED });
    expect((await list()).map((policy) => policy.id)).not.toContain(first!.id);
    expect(await actionLogRows(db())).toEqual([
      expect.objectContaining({
        adminId: admin.user.id,
        action: 'policy.deleted',
        details: 'Policy "Check-in" (information_card) deleted',
      }),
    ]);

    const again = await remove(admin.headers, first!.id);
    expect(again.statusCode).toBe(404);
    expect(await actionLogRows(db())).toHaveLength(1);
  });

  it('answers 404 for an unknown policy and 422 for a malformed id, writing nothing', async () => {
    const admin = await signedIn(db(), 'admin');
    const before = await writes();

    const unknown = await remove(admin.headers, 424242);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: POLICY_NOT_FOUND });
    const malformed = await remove(admin.headers, 'first');
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json().errors).toEqual({ id: [expect.any(String)] });
    expect(await writes()).toEqual(before);
  });

  it('refuses a guest and a user, writing nothing', async () => {
    const user = await signedIn(db(), 'user');
    const before = await writes();
    expect((await remove({}, 1)).statusCode).toBe(401);
    expect((await remove(user.headers, 1)).statusCode).toBe(403);
    expect(await writes()).toEqual(before);
  });
});
