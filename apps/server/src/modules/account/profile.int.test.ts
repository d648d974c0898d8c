/**
 * The profile of userinfo/edit (issue 15 item 4): every field saved and read back, each broken rule answered on its
 * field in the caller's language with nothing written, the phone masked, the photo resized to a stored file.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { PHOTO_MAX_BYTES, PHOTO_SIZE_PX } from '@biocloud/contracts';
import { createUser, login } from '../../../test/factories';
import { startTestServer, type TestServer } from '../../../test/test-server';

let server: TestServer;
let token: string;
let userId: string;

beforeAll(async () => {
  server = await startTestServer();
  const user = await createUser(server.db);
  userId = user.id;
  await server.db.updateTable('users').set({ phone: '13812345678' }).where('id', '=', user.id).execute();
  token = (await login(server.baseUrl, user)).token!;
});
afterAll(() => server?.close());

async function call(method: string, path: string, body?: unknown, lang = 'en') {
  const res = await fetch(`${server.baseUrl}${path}`, {
    method,
    headers: { token, lang, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

async function uploadPhoto(bytes: Buffer, name = 'me.png') {
  const form = new FormData();
  form.append('photoFile', new Blob([new Uint8Array(bytes)]), name);
  const res = await fetch(`${server.baseUrl}/api/v1/account/photo`, { method: 'POST', headers: { token }, body: form });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe('profile', () => {
  it('answers 401 without a login', async () => {
    expect((await fetch(`${server.baseUrl}/api/v1/account/profile`)).status).toBe(401);
  });

  it('saves every field and reads them back, the phone masked', async () => {
    const fields = {
      realName: '张三',
      sex: 1,
      birthday: '1990-05-17',
      company: 'Example Genomics',
      professional: 'Researcher',
      education: 'PhD',
      major: 'Genetics',
      nationality: 'China',
      contactAddress: '1 Example Road, Beijing',
      researchSpecies: 'Oryza sativa',
      researchStrategy: 'Resequencing',
      sequencingPlatform: 'Illumina NovaSeq',
    };
    const saved = await call('POST', '/api/v1/account/profile', fields);
    expect(saved.status).toBe(200);
    const profile = await call('GET', '/api/v1/account/profile');
    expect(profile.body).toMatchObject({
      ...fields,
      userId,
      phone: '1381*****78',
      emailChecked: false,
      photoFile: null,
    });
    // An emptied field is cleared; a field not sent stays.
    await call('POST', '/api/v1/account/profile', { major: '  ' });
    expect((await call('GET', '/api/v1/account/profile')).body).toMatchObject({
      major: null,
      company: 'Example Genomics',
    });
  });

  it('refuses broken rules field by field, in the caller language, writing nothing', async () => {
    const before = (await call('GET', '/api/v1/account/profile')).body;
    const answer = await call(
      'POST',
      '/api/v1/account/profile',
      { realName: ' ', birthday: '2999-01-01', company: 'x'.repeat(101), sex: 7, nickname: 'x' },
      'zh',
    );
    expect(answer.status).toBe(400);
    expect(answer.body.details).toEqual(
      expect.arrayContaining([
        { path: '/realName', code: 'PROFILE_REAL_NAME_REQUIRED', message: '请输入姓名' },
        { path: '/birthday', code: 'PROFILE_BIRTHDAY_INVALID', message: '请选择今天以前的日期' },
        { path: '/company', code: 'PROFILE_TEXT_TOO_LONG', message: '内容过长' },
        { path: '/sex', code: 'PROFILE_SEX_INVALID', message: '请从选项中选择' },
      ]),
    );
    expect((await call('GET', '/api/v1/account/profile')).body).toEqual(before);
  });

  it('stores an uploaded picture as a resized WebP file, and refuses a non-image or an oversize file', async () => {
    const picture = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#3a7' } })
      .png()
      .toBuffer();
    const uploaded = await uploadPhoto(picture);
    expect(uploaded.status).toBe(200);
    const url = uploaded.body.photoFile as string;
    expect(url).toMatch(/^\/api\/v1\/account\/photo\?v=/);
    const photo = await fetch(`${server.baseUrl}${url}`, { headers: { token } });
    expect(photo.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(Buffer.from(await photo.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', PHOTO_SIZE_PX, PHOTO_SIZE_PX]);
    // The current user carries it for the header's avatar (walkthrough L2), once the session cache (1 s) turns over.
    await expect
      .poll(async () => (await call('GET', '/api/v1/user/getCurrentUser')).body.photoFile, { timeout: 5_000 })
      .toBe(url);

    const notImage = await uploadPhoto(Buffer.from('#!/bin/sh\necho hi\n'), 'me.png');
    expect(notImage).toMatchObject({ status: 400, body: { code: 'PHOTO_NOT_IMAGE' } });
    const huge = await uploadPhoto(Buffer.alloc(PHOTO_MAX_BYTES + 1, 1));
    expect(huge).toMatchObject({ status: 413, body: { code: 'PHOTO_TOO_LARGE' } });
    // The refused ones changed nothing: the photo is still the first one.
    expect((await call('GET', '/api/v1/account/profile')).body.photoFile).toBe(url);

    // A second photo replaces the first, whose file is removed.
    const second = await uploadPhoto(await sharp(picture).jpeg().toBuffer(), 'me.jpg');
    expect(second.body.photoFile).not.toBe(url);
    const files = await import('node:fs/promises').then((fs) => fs.readdir(`${server.config.VAR_DIR}/photos`));
    expect(files).toHaveLength(1);
  });
});
