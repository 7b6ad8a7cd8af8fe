import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { jpegWithExif, multipartBody, png, storedImageCount } from '../../test/images.ts';
import { useTestApp } from '../../test/test-app.ts';
import { latestMailTo, linkPathIn } from '../../test/outbox.ts';
import { bearer, createUser, loginAs, PASSWORD } from '../../test/users.ts';

const ctx = useTestApp();

const profile = {
  first_name: 'Ada',
  last_name: 'Obi',
  phone_number: '08035550101',
  email: 'ada@example.com',
};

async function signedIn(email = 'ada@example.com') {
  const user = await createUser(ctx.database.db, { email });
  return { user, token: await loginAs(ctx.app, email) };
}

const put = (token: string, payload: object) =>
  ctx.app.inject({ method: 'PUT', url: '/api/user/update', headers: bearer(token), payload });

const uploadCount = () => storedImageCount(ctx.database.db);

function postProfileForm(
  token: string,
  fields: Record<string, string>,
  file?: { name: string; type: string; bytes: Buffer },
) {
  const body = multipartBody(fields, file ? [{ field: 'profile_photo', ...file }] : []);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/user/update',
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
}

describe('GET /api/user', () => {
  it('shows the role and profile fields of the spec, never the password', async () => {
    const { token } = await signedIn();
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      first_name: 'Ada',
      last_name: 'Obi',
      name: 'Ada Obi',
      email: 'ada@example.com',
      role: 'user',
      bookings: 0,
      is_affiliate: false,
      affiliate_code: null,
      profile_photo: null,
      lastLogin: expect.any(String),
    });
    expect(response.body).not.toMatch(/password|scrypt/i);
  });
});

describe('PUT /api/user/update', () => {
  it('saves names and phone', async () => {
    const { token } = await signedIn();
    const response = await put(token, {
      ...profile,
      first_name: 'Adaeze',
      phone_number: '+2348035550199',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Profile updated successfully.',
      user: { first_name: 'Adaeze', phone_number: '+2348035550199' },
      pending_email: null,
    });
  });

  it('takes a new password whose empty confirmation falls back to itself', async () => {
    const { token } = await signedIn();
    expect(
      (await put(token, { ...profile, password: 'brand-new-pass', password_confirmation: '' }))
        .statusCode,
    ).toBe(200);
    const withNew = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'ada@example.com', password: 'brand-new-pass' },
    });
    expect(withNew.statusCode).toBe(200);
    const withOld = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'ada@example.com', password: PASSWORD },
    });
    expect(withOld.statusCode).toBe(422);
  });

  it('refuses a confirmation that does not match, and changes nothing', async () => {
    const { token } = await signedIn();
    const response = await put(token, {
      ...profile,
      first_name: 'Changed',
      password: 'brand-new-pass',
      password_confirmation: 'other-pass-1',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.password_confirmation).toEqual(['Passwords do not match.']);
    const me = await ctx.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) });
    expect(me.json().first_name).toBe('Ada');
  });

  it('changes the email only when the link sent to the new address is opened', async () => {
    const { token } = await signedIn();
    const response = await put(token, { ...profile, email: 'Ada.New@Example.com' });
    expect(response.json()).toMatchObject({
      user: { email: 'ada@example.com' },
      pending_email: 'ada.new@example.com',
    });

    const mail = await latestMailTo(ctx.database.db, 'ada.new@example.com');
    expect(mail).toBeDefined();
    const opened = await ctx.app.inject({ method: 'GET', url: linkPathIn(mail!.textBody) });
    expect(opened.headers.location).toContain('verified=true');
    const me = await ctx.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) });
    expect(me.json().email).toBe('ada.new@example.com');
  });

  it("refuses another account's email", async () => {
    await createUser(ctx.database.db, { email: 'taken@example.com' });
    const { token } = await signedIn();
    const response = await put(token, { ...profile, email: 'TAKEN@example.com' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.email).toEqual(['The email has already been taken.']);
  });

  it("changes only the caller's own account", async () => {
    const other = await signedIn('other@example.com');
    const { token } = await signedIn();
    await put(token, { ...profile, first_name: 'Mine' });
    const theirs = await ctx.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: bearer(other.token),
    });
    expect(theirs.json().first_name).toBe('Ada');
  });

  it.each([
    ['missing fields', {}],
    ['wrong types', { ...profile, first_name: 42, email: false }],
    ['a huge name', { ...profile, last_name: 'y'.repeat(5000) }],
  ])('answers %s with 422', async (_case, payload) => {
    const { token } = await signedIn();
    const response = await put(token, payload);
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).length).toBeGreaterThan(0);
  });
});

describe('POST /api/user/update (multipart)', () => {
  it('stores a photo in the database as WebP without its EXIF, served from there', async () => {
    const { token } = await signedIn();
    const response = await postProfileForm(token, profile, {
      name: 'me.jpg',
      type: 'image/jpeg',
      bytes: await jpegWithExif(),
    });
    expect(response.statusCode).toBe(200);
    const photo = response.json().user.profile_photo as string;
    expect(photo).toMatch(/^\/images\/store\/[\w-]{16}-960\.webp$/);
    const served = await ctx.app.inject({ method: 'GET', url: photo });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 900, height: 1200 });
    expect(metadata.exif).toBeUndefined();
    expect(await uploadCount()).toBe(1);
  });

  it('takes a PNG too', async () => {
    const { token } = await signedIn();
    const response = await postProfileForm(token, profile, {
      name: 'me.png',
      type: 'image/png',
      bytes: await png(),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.profile_photo).toMatch(/^\/images\/store\//);
  });

  it('refuses a file that is not an image with 422 and stores nothing', async () => {
    const { token } = await signedIn();
    const before = await uploadCount();
    const response = await postProfileForm(
      token,
      { ...profile, first_name: 'Changed' },
      { name: 'evil.png', type: 'image/png', bytes: Buffer.from('<?php echo 1; ?>') },
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.profile_photo).toHaveLength(1);
    expect(await uploadCount()).toBe(before);
    const me = await ctx.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) });
    expect(me.json().first_name).toBe('Ada');
  });

  it('refuses an image over the size limit with 413 and stores nothing', async () => {
    const { token } = await signedIn();
    const before = await uploadCount();
    const big = Buffer.concat([await png(), Buffer.alloc(11 * 1024 * 1024)]);
    const response = await postProfileForm(token, profile, {
      name: 'big.png',
      type: 'image/png',
      bytes: big,
    });
    expect(response.statusCode).toBe(413);
    expect(await uploadCount()).toBe(before);
  });

  it('refuses invalid fields with 422 and stores no photo', async () => {
    const { token } = await signedIn();
    const before = await uploadCount();
    const response = await postProfileForm(
      token,
      { ...profile, email: 'nope' },
      { name: 'me.png', type: 'image/png', bytes: await png() },
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.email).toBeDefined();
    expect(await uploadCount()).toBe(before);
  });

  it('refuses a field longer than the form allows with 422 naming it, changing nothing', async () => {
    const { token } = await signedIn();
    const response = await postProfileForm(token, { ...profile, first_name: 'A'.repeat(10_001) });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      message: 'The first name is too long.',
      errors: { first_name: ['The first name is too long.'] },
    });
    const me = await ctx.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) });
    expect(me.json().first_name).toBe('Ada');
  });
});
