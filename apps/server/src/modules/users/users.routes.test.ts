import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
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

function multipartBody(
  fields: Record<string, string>,
  file?: { name: string; type: string; bytes: Buffer },
) {
  const boundary = '----aso-test-boundary';
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="profile_photo"; filename="${file.name}"\r\ncontent-type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const uploadsDir = () => path.join(ctx.config.dataDir, 'images', 'uploads');
const uploadCount = () => (fs.existsSync(uploadsDir()) ? fs.readdirSync(uploadsDir()).length : 0);

function postProfileForm(
  token: string,
  fields: Record<string, string>,
  file?: { name: string; type: string; bytes: Buffer },
) {
  const body = multipartBody(fields, file);
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
  it('stores an image as the profile photo, served under /images/uploads/', async () => {
    const { token } = await signedIn();
    const response = await postProfileForm(token, profile, {
      name: 'me.png',
      type: 'image/png',
      bytes: PNG,
    });
    expect(response.statusCode).toBe(200);
    const photo = response.json().user.profile_photo as string;
    expect(photo).toMatch(/^\/images\/uploads\/[0-9a-f-]{36}\.png$/);
    const served = await ctx.app.inject({ method: 'GET', url: photo });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG)).toBe(true);
  });

  it('refuses a file that is not an image with 422 and stores nothing', async () => {
    const { token } = await signedIn();
    const before = uploadCount();
    const response = await postProfileForm(
      token,
      { ...profile, first_name: 'Changed' },
      { name: 'evil.png', type: 'image/png', bytes: Buffer.from('<?php echo 1; ?>') },
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.profile_photo).toHaveLength(1);
    expect(uploadCount()).toBe(before);
    const me = await ctx.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) });
    expect(me.json().first_name).toBe('Ada');
  });

  it('refuses an image over the size limit with 413 and stores nothing', async () => {
    const { token } = await signedIn();
    const before = uploadCount();
    const big = Buffer.concat([PNG, Buffer.alloc(3 * 1024 * 1024)]);
    const response = await postProfileForm(token, profile, {
      name: 'big.png',
      type: 'image/png',
      bytes: big,
    });
    expect(response.statusCode).toBe(413);
    expect(uploadCount()).toBe(before);
  });

  it('refuses invalid fields with 422 and stores no photo', async () => {
    const { token } = await signedIn();
    const before = uploadCount();
    const response = await postProfileForm(
      token,
      { ...profile, email: 'nope' },
      { name: 'me.png', type: 'image/png', bytes: PNG },
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.email).toBeDefined();
    expect(uploadCount()).toBe(before);
  });
});
