/**
 * The feedback form's POST: refused without a login, every rule of spec 001 §5 checked on the server (and nothing
 * kept of a refused form), a valid suggestion stored with its attachments' bytes under VAR_DIR.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENTS_MAX_COUNT,
  ATTACHMENTS_TOTAL_MAX_BYTES,
  SUGGESTION_PATH,
} from '@biocloud/contracts';
import { loggedIn, startFilesServer } from '../../../test/file-api';
import type { TestServer } from '../../../test/test-server';
import { postForm, type Client } from '../projects/test-support/project-clients';

let server: TestServer;
let user: Client;
const folder = () => path.join(server.config.VAR_DIR, 'suggestions');
const stored = () => {
  try {
    return readdirSync(folder());
  } catch {
    return [];
  }
};
const send = (fields: Record<string, string>, files: { name: string; content: string | Buffer }[] = []) =>
  postForm<{ suggestionId: string }>(server.baseUrl, user, SUGGESTION_PATH, fields, files);

beforeAll(async () => {
  ({ server } = await startFilesServer());
  user = await loggedIn(server);
});
afterAll(() => server.close());

describe('suggestions', () => {
  it('need a login', async () => {
    const answer = await postForm(server.baseUrl, { token: 'none' }, SUGGESTION_PATH, { type: 'bug', title: 'x' });
    expect(answer.status).toBe(401);
  });

  it('refuse each broken rule with its code, keeping nothing', async () => {
    const ok = { type: 'bug', title: 'Upload stalls' };
    const cases = [
      [{ title: 'no type' }, [], 'SUGGESTION_TYPE_REQUIRED'],
      [{ type: 'unknown', title: 'bad type' }, [], 'SUGGESTION_TYPE_REQUIRED'],
      [{ type: 'bug', title: ' ' }, [], 'TITLE_REQUIRED'],
      [{ type: 'bug', title: '题'.repeat(50) }, [], 'TITLE_TOO_LONG'],
      [{ ...ok, description: '述'.repeat(500) }, [], 'DESCRIPTION_TOO_LONG'],
      [
        ok,
        Array.from({ length: ATTACHMENTS_MAX_COUNT + 1 }, (_, i) => ({ name: `a${i}.txt`, content: 'a' })),
        'TOO_MANY_ATTACHMENTS',
      ],
      [ok, [{ name: '../x.txt', content: 'a' }], 'UPLOAD_NAME_INVALID'],
      [ok, [{ name: 'big.bin', content: Buffer.alloc(ATTACHMENT_MAX_BYTES + 1) }], 'ATTACHMENT_TOO_LARGE'],
      // Each within its own limit, one byte over the total (five at 50 MiB were accepted: 250 MiB for one form).
      [
        ok,
        [
          { name: 'a.bin', content: Buffer.alloc(ATTACHMENT_MAX_BYTES) },
          { name: 'b.bin', content: Buffer.alloc(ATTACHMENTS_TOTAL_MAX_BYTES - ATTACHMENT_MAX_BYTES) },
          { name: 'c.bin', content: 'x' },
        ],
        'ATTACHMENTS_TOO_LARGE',
      ],
    ] as const;
    for (const [fields, files, code] of cases) {
      const answer = await send(fields, [...files]);
      expect([answer.body.code, answer.body.message]).toEqual([code, expect.any(String)]);
    }
    expect(stored()).toEqual([]);
    const rows = await server.db.selectFrom('suggestions').select('id').execute();
    expect(rows).toEqual([]);
  });

  it('store a suggestion with its attachments, the largest allowed included', async () => {
    const answer = await send({ type: 'feature', title: '题'.repeat(49), description: '请增加批量下载' }, [
      { name: 'screen.png', content: 'png bytes' },
      { name: 'max.bin', content: Buffer.alloc(ATTACHMENT_MAX_BYTES) },
    ]);
    expect(answer.status).toBe(200);
    const id = answer.body.suggestionId;
    const row = await server.db.selectFrom('suggestions').selectAll().where('id', '=', id).executeTakeFirst();
    expect(row).toMatchObject({ user_id: user.user.id, type: 'feature', description: '请增加批量下载' });
    const attachments = await server.db
      .selectFrom('suggestion_attachments')
      .select(['name', 'size'])
      .where('suggestion_id', '=', id)
      .orderBy('position')
      .execute();
    expect(attachments).toEqual([
      { name: 'screen.png', size: 9 },
      { name: 'max.bin', size: ATTACHMENT_MAX_BYTES },
    ]);
    expect(readdirSync(path.join(folder(), id)).sort()).toEqual(['0', '1']);
  });
});
