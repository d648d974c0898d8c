import { randomBytes } from 'node:crypto';
import { readdirSync, statSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { sql } from 'kysely';
import { Upload } from 'tus-js-client';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { TUS_VERSION } from '@biocloud/contracts';
import { createDatabase, type Database } from '../../db/database';
import { createUser, login } from '../../../test/factories';
import { startServerProcess, type ServerProcess } from '../../../test/server-process';
import { createTestDatabase } from '../../../test/test-server';
import { sha256Hex, tusClient } from '../../../test/tus-api';

/*
 * kill -9 of the real server around the last byte of an upload (review R1b): each round sends a whole upload in one
 * PATCH, kills the server between 5 ms before the last byte reaches it and 5 ms after the answer (the file row is
 * written just before it), restarts it and resumes with tus-js-client, the web app's own client. A success must
 * always mean exactly one file with the right bytes, and nothing may be left over: no partial, no staged bytes, no
 * upload row still receiving (which would hold its length against the quota).
 */

/**
 * Each round kills at a random point of its own slice of that window, so the rounds cover the window evenly and a
 * few of them (each costs a server restart) hit every phase, where rounds spread by chance alone needed twice as many.
 */
const ROUNDS = 10;
const SIZE = 2 * 1024 * 1024 + 4321;
/** Sent after the kill's moment when it falls before the last byte, so that byte never arrives. */
const HELD_BACK = 256 * 1024;

let dbUrl: string;
let db: Database;
let server: ServerProcess;
let token: string;
let ownerId: string;

beforeAll(async () => {
  dbUrl = await createTestDatabase();
  ({ db } = createDatabase(dbUrl, 2));
  const user = await createUser(db);
  ownerId = user.id;
  server = await startServerProcess({ DATABASE_URL: dbUrl });
  token = (await login(server.baseUrl, user)).token!;
}, 120_000);
afterAll(async () => {
  await server?.stop();
  await db?.destroy();
});

const storage = (dir: string) => readdirSync(path.join(server.varDir, 'storage', dir));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A PATCH of `body` from offset 0: `flushed` resolves once its bytes are with the kernel; `answered` with the answer. */
function patch(url: string, body: Buffer, send = body.length) {
  const request = http.request(`${server.baseUrl}${url}`, {
    method: 'PATCH',
    headers: {
      'tus-resumable': TUS_VERSION,
      token,
      'content-type': 'application/offset+octet-stream',
      'upload-offset': '0',
      'content-length': String(body.length),
    },
  });
  const answered = new Promise<number | 'cut'>((resolve) => {
    request.once('response', (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    request.once('error', () => resolve('cut'));
  });
  const flushed = new Promise<void>((resolve) => request.write(body.subarray(0, send), () => resolve()));
  return { flushed, answered, finish: () => request.end(body.subarray(send)) };
}

/** Resumes the upload at `url` as the web app does; answers 'success' or tus-js-client's error. */
function resumeWithTusJs(url: string, content: Buffer): Promise<string> {
  return new Promise((resolve) => {
    const upload = new Upload(content, {
      endpoint: `${server.baseUrl}/api/v1/uploads/`,
      uploadUrl: `${server.baseUrl}${url}`,
      headers: { token },
      retryDelays: [0, 500],
      storeFingerprintForResuming: false,
      onSuccess: () => resolve('success'),
      onError: (error) => resolve(error.message),
    });
    upload.start();
  });
}

/** A seeded generator, so a failing round can be replayed (the seed is printed). */
function generator(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

it(`never reports an upload complete without its file, over ${ROUNDS} kills around the last byte`, async () => {
  const tus = tusClient(server.baseUrl, token);
  // How long the server takes from the last byte to its answer: the window the kills aim at.
  let finishMs = 0;
  for (let i = 0; i < 3; i++) {
    const content = randomBytes(SIZE);
    const url = await tus.start(content, { filename: `calibrate-${i}.bin`, parentsUuid: '0' });
    const sent = patch(url, content);
    sent.finish();
    await sent.flushed;
    const start = performance.now();
    expect(await sent.answered).toBe(204);
    finishMs = Math.max(finishMs, performance.now() - start);
  }

  const seed = Number(process.env.CRASH_SEED ?? Date.now() % 100_000);
  const random = generator(seed);
  const outcomes = { beforeLastByte: 0, allBytesNoFile: 0, complete: 0, falseSuccesses: 0 };
  // At least ROUNDS kills, and more (up to twice as many) until half of them landed in the window: on a loaded machine
  // the server may not have read the last bytes off its socket yet when the kill comes.
  const inWindow = () => outcomes.allBytesNoFile + outcomes.complete;
  for (let round = 0; round < ROUNDS || (inWindow() <= ROUNDS / 2 && round < 2 * ROUNDS); round++) {
    const content = randomBytes(SIZE);
    const name = `round-${round}.bin`;
    const url = await tus.start(content, { filename: name, parentsUuid: '0' });
    const slice = (round % ROUNDS) + random();
    const at = -5 + (slice / ROUNDS) * (finishMs + 10);
    const sent = patch(url, content, at < 0 ? content.length - HELD_BACK : content.length);
    if (at >= 0) sent.finish();
    await sent.flushed;
    await sleep(Math.abs(at));
    await server.kill();
    await sent.answered;
    await server.restart();

    const id = url.split('/').pop()!;
    const row = await db.selectFrom('uploads').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const partial = path.join(server.varDir, 'storage', 'partial', row.staging_handle);
    let onDisk = -1;
    try {
      onDisk = statSync(partial).size;
    } catch {
      // removed already
    }
    if (row.status === 'complete') outcomes.complete++;
    else if (onDisk === SIZE) outcomes.allBytesNoFile++;
    else outcomes.beforeLastByte++;

    const result = await resumeWithTusJs(url, content);
    const files = await db
      .selectFrom('files')
      .innerJoin('blobs', 'blobs.id', 'files.blob_id')
      .select(['files.uuid', 'blobs.sha256'])
      .where('files.name', '=', name)
      .where('files.owner_id', '=', ownerId)
      .execute();
    const context = { seed, round, at: at.toFixed(1), finishMs: finishMs.toFixed(1), result, state: row.status };
    if (result === 'success' && !(files.length === 1 && files[0]!.sha256 === sha256Hex(content))) {
      outcomes.falseSuccesses++;
    }
    expect({ ...context, files: files.length }).toEqual({ ...context, result: 'success', files: 1 });
    const res = await fetch(`${server.baseUrl}/api/v1/files/${files[0]!.uuid}/download`, { headers: { token } });
    expect(sha256Hex(Buffer.from(await res.arrayBuffer()))).toBe(sha256Hex(content));
    const after = await db.selectFrom('uploads').select('status').where('id', '=', id).executeTakeFirstOrThrow();
    expect(after.status).toBe('complete');
  }

  // The start-up sweep removes the partial of an upload that completed just before a kill.
  await expect.poll(() => storage('partial'), { timeout: 5_000 }).toEqual([]);
  expect(storage('tmp')).toEqual([]);
  const { rows } = await sql<{ reserved: string }>`
    select coalesce(sum(length), 0) as reserved from uploads where owner_id = ${ownerId} and status = 'receiving'`.execute(
    db,
  );
  expect(Number(rows[0]!.reserved)).toBe(0);
  expect(outcomes.falseSuccesses).toBe(0);
  console.info(`tus crash rounds: seed ${seed}, finish ${finishMs.toFixed(1)} ms,`, outcomes);
  // Most kills must land in the window, or the test proves little.
  expect(inWindow()).toBeGreaterThan(ROUNDS / 2);
}, 480_000);
