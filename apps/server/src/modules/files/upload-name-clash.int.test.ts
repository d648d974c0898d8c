import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_NAME_CLASH_FIELD, uploadClashDetailsSchema, type UploadNameClash } from '@biocloud/contracts';
import { diskFiles, loggedIn, snapshot, startFilesServer, type FileClient } from '../../../test/file-api';
import type { TestUser } from '../../../test/factories';
import { BOUNDARY, multipartBody, rawRequest, type MultipartPart } from '../../../test/raw-http';
import type { TestServer } from '../../../test/test-server';

/*
 * An upload whose name is taken in its folder (a tool form's upload, issue 14 item 4): refused with the taken row,
 * so the client can offer to use it; or stored beside it under a numbered name; or replacing it.
 */

let server: TestServer;
let storageDir: string;
let alice: FileClient & { user: TestUser };
let folder: string;

beforeAll(async () => {
  ({ server, storageDir } = await startFilesServer());
  alice = await loggedIn(server);
  folder = await alice.folder('0', 'clashes');
});
afterAll(() => server.close());

async function upload(files: { name: string; content: string }[], onClash?: UploadNameClash | 'bogus') {
  const parts: MultipartPart[] = [
    { field: 'parentsUuid', value: folder },
    ...(onClash ? [{ field: UPLOAD_NAME_CLASH_FIELD, value: onClash }] : []),
    ...files.map((f) => ({ field: 'file', filename: f.name, content: [Buffer.from(f.content)] })),
  ];
  const answer = await rawRequest(`${server.baseUrl}/api/v1/files/upload`, {
    headers: { token: alice.token, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    body: multipartBody(parts),
  });
  if (answer === 'cut') throw new Error('connection cut');
  return { status: answer.status, body: JSON.parse(answer.body) as Record<string, unknown> };
}
const listed = async () =>
  Object.fromEntries((await alice.list(folder)).body.data.fileList.map((f) => [f.name, f.fileUuid]));
const text = async (fileUuid: string) =>
  (await fetch(`${server.baseUrl}/api/v1/files/${fileUuid}/download`, { headers: { token: alice.token } })).text();

describe('an upload onto a taken name', () => {
  it('is refused by default with the row holding the name, storing nothing', async () => {
    const first = await alice.uploadOne(folder, 'reads.fq', 'one');
    const before = await snapshot(server.db, storageDir);
    const answer = await upload([{ name: 'reads.fq', content: 'two' }]);
    expect(answer.status).toBe(409);
    expect(answer.body.code).toBe('FILE_NAME_EXISTS');
    expect(uploadClashDetailsSchema.parse(answer.body.details)).toEqual({
      names: ['reads.fq'],
      existing: [{ fileUuid: first, name: 'reads.fq', type: 'fastq', isFolder: false }],
    });
    expect(await snapshot(server.db, storageDir)).toEqual(before);
  });

  it('keeps both under the first free numbered name', async () => {
    const one = await upload([{ name: 'reads.fq', content: 'kept 1' }], 'keepBoth');
    const two = await upload([{ name: 'reads.fq', content: 'kept 2' }], 'keepBoth');
    expect([one.status, two.status]).toEqual([200, 200]);
    const names = Object.keys(await listed()).sort();
    expect(names).toEqual(['reads(1).fq', 'reads(2).fq', 'reads.fq']);
    const files = await listed();
    expect(await text(files['reads(2).fq']!)).toBe('kept 2');
    expect(await text(files['reads.fq']!)).toBe('one');
  });

  it('replaces the file in place of it, freeing its blob when nothing else holds it', async () => {
    const old = (await listed())['reads.fq']!;
    const oldKeys = diskFiles(storageDir);
    const answer = await upload([{ name: 'reads.fq', content: 'replacement' }], 'replace');
    expect(answer.status).toBe(200);
    const files = await listed();
    expect(files['reads.fq']).not.toBe(old);
    expect(await text(files['reads.fq']!)).toBe('replacement');
    expect(Object.keys(files)).toHaveLength(3);
    // One blob in (the replacement), one out (the replaced file's own content).
    expect(diskFiles(storageDir)).toHaveLength(oldKeys.length);
    expect(diskFiles(storageDir)).not.toEqual(oldKeys);
  });

  it('never replaces a folder, and refuses an unknown choice', async () => {
    await alice.folder(folder, 'sub');
    const onFolder = await upload([{ name: 'sub', content: 'x' }], 'replace');
    expect(onFolder.status).toBe(409);
    expect(uploadClashDetailsSchema.parse(onFolder.body.details).existing[0]?.isFolder).toBe(true);
    const bogus = await upload([{ name: 'other.txt', content: 'x' }], 'bogus');
    expect(bogus.body.code).toBe('UPLOAD_MALFORMED');
  });
});
