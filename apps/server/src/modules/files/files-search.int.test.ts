import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRIVATE_ROOT_FILE_UUID } from '@biocloud/contracts';
import { loggedIn, seedRows, startFilesServer, type FileClient } from '../../../test/file-api';
import type { TestServer } from '../../../test/test-server';

/*
 * Searching a folder and everything below it (the my-data picker, the data page): hits from any depth, paged and
 * sorted like a folder, each saying where it lives; other users' files never among them.
 */

let server: TestServer;
let alice: FileClient & { user: { id: string } };
let bob: FileClient & { user: { id: string } };
const PER_FOLDER = 5_000;
let runs: string;
let deep: string;

beforeAll(async () => {
  ({ server } = await startFilesServer());
  [alice, bob] = await Promise.all([loggedIn(server), loggedIn(server)]);
  runs = await alice.folder(PRIVATE_ROOT_FILE_UUID, 'runs');
  const nested = await alice.folder(runs, 'nested');
  deep = await alice.folder(nested, 'deep_1');
  // 20,000 rows in four folders at three depths, and as many of Bob's with the same names.
  await seedRows(
    server.db,
    { uuid: await alice.folder(PRIVATE_ROOT_FILE_UUID, 'top'), ownerId: alice.user.id },
    PER_FOLDER,
    { prefix: 'a' },
  );
  await seedRows(server.db, { uuid: runs, ownerId: alice.user.id }, PER_FOLDER, { prefix: 'b' });
  await seedRows(server.db, { uuid: nested, ownerId: alice.user.id }, PER_FOLDER, { prefix: 'c' });
  await seedRows(server.db, { uuid: deep, ownerId: alice.user.id }, PER_FOLDER, { prefix: 'd' });
  await seedRows(
    server.db,
    { uuid: await bob.folder(PRIVATE_ROOT_FILE_UUID, 'runs'), ownerId: bob.user.id },
    PER_FOLDER,
    { prefix: 'c' },
  );
  await alice.uploadOne(deep, 'sample_1.fastq', '@r\nACGT\n+\nIIII\n');
});
afterAll(() => server.close());

type Answer = Awaited<ReturnType<FileClient['list']>>;
const names = (answer: Answer) => answer.body.data.fileList.map((f) => f.name);

describe('searching sub-folders', () => {
  it('finds a file three folders down from the root, saying where it is', async () => {
    const answer = await alice.list(PRIVATE_ROOT_FILE_UUID, { search: 'SAMPLE_1', includeSubfolders: true });
    expect(answer.status).toBe(200);
    expect(answer.body.data.fileList).toMatchObject([
      { name: 'sample_1.fastq', filePath: '/runs/nested/deep_1/sample_1.fastq', parentUuid: deep },
    ]);
    // The breadcrumb stays the searched folder's.
    expect(answer.body.data.tagList).toEqual([{ fileUuid: PRIVATE_ROOT_FILE_UUID, name: '' }]);
  });

  it('looks only in the folder without includeSubfolders', async () => {
    const answer = await alice.list(PRIVATE_ROOT_FILE_UUID, { search: 'sample_1' });
    expect(answer.body.data.total).toBe(0);
  });

  it('pages and sorts the hits of every depth, and counts them all', async () => {
    // c01230..c01239 in nested: ten of Alice's, none of Bob's rows of the same names.
    const page = await alice.list(PRIVATE_ROOT_FILE_UUID, {
      search: 'c0123',
      includeSubfolders: true,
      orderKey: 'name',
      order: 'desc',
      pageSize: 4,
      pageNum: 1,
    });
    expect(page.body.data).toMatchObject({ total: 10, totalPage: 3, pageNow: 2 });
    expect(names(page)).toEqual(['c01235', 'c01234', 'c01233', 'c01232']);
    expect(page.body.data.fileList.every((f) => f.filePath.startsWith('/runs/nested/c0123'))).toBe(true);

    // One row of each of Alice's four folders, none of Bob's.
    const everywhere = await alice.list(PRIVATE_ROOT_FILE_UUID, { search: '01234', includeSubfolders: true });
    expect(names(everywhere).sort()).toEqual(['a01234', 'b01234', 'c01234', 'd01234']);
    expect(everywhere.body.data.total).toBe(4);
  });

  it('searches below a sub-folder only, and takes % and _ literally', async () => {
    const below = await alice.list(runs, { search: '01234', includeSubfolders: true });
    expect(names(below).sort()).toEqual(['b01234', 'c01234', 'd01234']);
    // Without escaping, '%' would match every row and '_' any one character.
    const percent = await alice.list(runs, { search: '%', includeSubfolders: true });
    expect(percent.body.data.total).toBe(0);
    const underscore = await alice.list(runs, { search: '_', includeSubfolders: true, orderKey: 'name' });
    expect(names(underscore)).toEqual(['deep_1', 'sample_1.fastq']);
  });

  it("never finds another user's files, nor lets one search their folders", async () => {
    const mine = await bob.list(PRIVATE_ROOT_FILE_UUID, { search: 'c01234', includeSubfolders: true });
    expect(mine.body.data.fileList.map((f) => f.filePath)).toEqual(['/runs/c01234']);
    const theirs = await bob.list(runs, { search: 'c01234', includeSubfolders: true });
    expect(theirs.status).toBe(404);
  });

  it('matches names with an expression the trigram index answers', async () => {
    // At this size the planner may still read the table; what matters is that the search's expression can use the
    // index at all (a larger space then takes it), so the table scan is ruled out for the question.
    const plan = await server.db.transaction().execute(async (trx) => {
      await sql`set local enable_seqscan = off`.execute(trx);
      const { rows } = await sql<{ 'QUERY PLAN': string }>`explain select uuid from files
        where lower(name) like '%c0123%'`.execute(trx);
      return rows.map((r) => r['QUERY PLAN']).join('\n');
    });
    expect(plan).toMatch(/Bitmap Index Scan on files_name_trgm_idx/);
  });
});
