import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import type { FileListResponse, uploadResponseSchema } from '@biocloud/contracts';
import type { z } from 'zod';
import type { Database } from '../src/db/database';
import { createUser, login, type TestUser } from './factories';
import { startTestServer, type TestServer } from './test-server';

type UploadResponse = z.infer<typeof uploadResponseSchema>;

/** A test server whose blob store lives in its own temporary folder. */
export async function startFilesServer(env: Record<string, string> = {}) {
  const storageDir = mkdtempSync(path.join(os.tmpdir(), 'biocloud-storage-'));
  const server = await startTestServer({ STORAGE_DIR: storageDir, ...env });
  return { server, storageDir };
}

/** What an error answer carries; success bodies are typed per call. */
export interface ErrorBody {
  code?: string;
  message?: string;
  details?: unknown;
}

export interface ApiAnswer<T = Record<string, unknown>> {
  status: number;
  body: T & ErrorBody;
  headers: Headers;
}

/** JSON calls as one logged-in user, in English. */
export function fileClient(baseUrl: string, token: string) {
  const call = async <T = Record<string, unknown>>(
    method: string,
    url: string,
    body?: unknown,
  ): Promise<ApiAnswer<T>> => {
    const res = await fetch(`${baseUrl}${url}`, {
      method,
      headers: { token, lang: 'en', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : {}) as T & ErrorBody, headers: res.headers };
  };
  return {
    token,
    post: <T = Record<string, unknown>>(url: string, body: unknown) => call<T>('POST', url, body),
    put: <T = Record<string, unknown>>(url: string, body: unknown) => call<T>('PUT', url, body),
    del: <T = Record<string, unknown>>(url: string, body: unknown) => call<T>('DELETE', url, body),
    get: <T = Record<string, unknown>>(url: string) => call<T>('GET', url),
    list: (fileUuid: string, extra: Record<string, unknown> = {}) =>
      call<FileListResponse>('POST', '/api/v1/files/list', { fileUuid, pageNum: 0, pageSize: 100, ...extra }),
    folder: async (parentsUuid: string, fileName: string): Promise<string> => {
      const answer = await call<{ fileUuid: string }>('POST', '/api/v1/files/folder', { parentsUuid, fileName });
      if (answer.status !== 200) throw new Error(`folder ${fileName}: ${JSON.stringify(answer.body)}`);
      return answer.body.fileUuid;
    },
    /** Uploads through the spec's multipart call; answers the API's reply. */
    upload: async (parentsUuid: string, files: { name: string; content: string | Buffer }[]) => {
      const form = new FormData();
      form.append('parentsUuid', parentsUuid);
      for (const file of files) form.append('file', new Blob([file.content]), file.name);
      const res = await fetch(`${baseUrl}/api/v1/files/upload`, {
        method: 'POST',
        headers: { token, lang: 'en' },
        body: form,
      });
      return {
        status: res.status,
        body: (await res.json()) as Partial<UploadResponse> & ErrorBody,
        headers: res.headers,
      };
    },
    uploadOne: async (parentsUuid: string, name: string, content: string | Buffer): Promise<string> => {
      const form = new FormData();
      form.append('parentsUuid', parentsUuid);
      form.append('file', new Blob([content]), name);
      const res = await fetch(`${baseUrl}/api/v1/files/upload`, { method: 'POST', headers: { token }, body: form });
      const body = (await res.json()) as { fileUuids: string[] };
      if (res.status !== 200) throw new Error(`upload ${name}: ${JSON.stringify(body)}`);
      return body.fileUuids[0]!;
    },
  };
}
export type FileClient = ReturnType<typeof fileClient>;

export async function loggedIn(server: TestServer, user?: TestUser): Promise<FileClient & { user: TestUser }> {
  const who = user ?? (await createUser(server.db));
  const { token } = await login(server.baseUrl, who);
  if (!token) throw new Error('login failed');
  return Object.assign(fileClient(server.baseUrl, token), { user: who });
}

export async function makeAdmin(db: Database, user: TestUser): Promise<void> {
  await db.updateTable('users').set({ role: 'admin' }).where('id', '=', user.id).execute();
}

/** Everything that says what the files area holds: rows, blobs and the files on disk. */
export async function snapshot(db: Database, storageDir: string) {
  const files = await db
    .selectFrom('files')
    .select(['uuid', 'name', 'parent_uuid', 'blob_id'])
    .orderBy('uuid')
    .execute();
  const blobs = await db.selectFrom('blobs').select(['id', 'sha256', 'refs']).orderBy('id').execute();
  const attributes = await db
    .selectFrom('file_attributes')
    .select([sql<string>`file_uuid::text`.as('file_uuid'), 'key', 'value'])
    .orderBy('file_uuid')
    .orderBy('position')
    .execute();
  return { files, blobs, attributes, disk: diskFiles(storageDir) };
}

/** Relative paths of every file under the store (blobs and staged uploads). */
export function diskFiles(root: string): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else out.push(path.relative(root, full));
    }
  };
  walk(root);
  return out.sort();
}

/**
 * Puts `count` rows named <prefix><i, zero-padded> into a folder with one statement: sizes i·sizeStep, creation
 * times one second apart, all sharing one blob (whose reference count says so).
 */
export async function seedRows(
  db: Database,
  folder: { uuid: string; ownerId: string },
  count: number,
  options: { prefix?: string; sizeStep?: number } = {},
): Promise<void> {
  const prefix = options.prefix ?? 'f';
  const sha256 = createHash('sha256').update(`${folder.uuid}${prefix}`).digest('hex');
  const blob = await db
    .insertInto('blobs')
    .values({
      sha256,
      size: 0,
      storage_key: `${sha256.slice(0, 2)}/${sha256.slice(2, 4)}/${sha256}.${'0'.repeat(16)}`,
      refs: count,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await sql`
    insert into files (owner_id, scope, parent_uuid, name, type, size, blob_id, is_folder, created_date, modified_date)
    select ${folder.ownerId}::uuid, 'private', ${folder.uuid}::uuid, ${prefix} || lpad(i::text, 5, '0'),
           case when i % 2 = 0 then 'txt' else 'fasta' end, i * ${options.sizeStep ?? 1}, ${blob.id}, false,
           timestamptz '2026-01-01' + make_interval(secs => i), timestamptz '2026-01-01' + make_interval(secs => i)
    from generate_series(0, ${count - 1}) as i`.execute(db);
  await sql`analyze files`.execute(db);
}

/** The private root row of a user (created by their first call that needed it). */
export async function privateRootUuid(db: Database, userId: string): Promise<string> {
  const row = await db
    .selectFrom('files')
    .select('uuid')
    .where('owner_id', '=', userId)
    .where('scope', '=', 'private')
    .where('parent_uuid', 'is', null)
    .executeTakeFirstOrThrow();
  return row.uuid;
}
