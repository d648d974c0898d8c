import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BYTES_PER_FILE_SIZE_UNIT, FILE_LIST_PAGE_SIZE_MAX } from '@biocloud/contracts';
import { loggedIn, seedRows, startFilesServer, type FileClient } from '../../../test/file-api';
import type { TestServer } from '../../../test/test-server';

let server: TestServer;
let alice: FileClient & { user: { id: string } };
let big: string;
const ROWS = 20_000;

beforeAll(async () => {
  ({ server } = await startFilesServer());
  alice = await loggedIn(server);
  big = await alice.folder('0', 'big');
  await seedRows(server.db, { uuid: big, ownerId: alice.user.id }, ROWS);
});
afterAll(() => server.close());

const names = (answer: Awaited<ReturnType<FileClient['list']>>) => answer.body.data.fileList.map((f) => f.name);
const row = (i: number) => `f${String(i).padStart(5, '0')}`;

describe('listing a folder of 20,000 rows', () => {
  it('pages by creation time, newest first, by default; pageNum is zero-based and pageNow one-based', async () => {
    const first = await alice.list(big, { pageSize: 10 });
    expect(first.status).toBe(200);
    expect(names(first)).toEqual(Array.from({ length: 10 }, (_, i) => row(ROWS - 1 - i)));
    expect(first.body.data).toMatchObject({ pageNow: 1, totalPage: ROWS / 10, total: ROWS });

    const middle = await alice.list(big, { pageNum: 1234, pageSize: 10 });
    expect(names(middle)).toEqual(Array.from({ length: 10 }, (_, i) => row(ROWS - 1 - 12340 - i)));
    expect(middle.body.data.pageNow).toBe(1235);
  });

  it.each([
    ['name', 'asc', 150, (i: number) => row(150 * 100 + i)],
    ['name', 'desc', 3, (i: number) => row(ROWS - 1 - 300 - i)],
    ['size', 'asc', 42, (i: number) => row(4200 + i)],
    ['createdDate', 'asc', 199, (i: number) => row(19900 + i)],
  ] as const)('sorts by %s %s and answers page %i', async (orderKey, order, pageNum, expected) => {
    const answer = await alice.list(big, { orderKey, order, pageNum, pageSize: 100 });
    expect(names(answer)).toEqual(Array.from({ length: 100 }, (_, i) => expected(i)));
  });

  it('sorts by type, then name', async () => {
    const answer = await alice.list(big, { orderKey: 'type', order: 'asc', pageSize: 3 });
    expect(names(answer)).toEqual([row(1), row(3), row(5)]);
    expect(answer.body.data.fileList.every((f) => f.type === 'fasta')).toBe(true);
  });

  it('cuts a page size above the maximum and shows the last page for a page past the end', async () => {
    const large = await alice.list(big, { pageSize: 5000 });
    expect(large.body.data.fileList).toHaveLength(FILE_LIST_PAGE_SIZE_MAX);
    const past = await alice.list(big, { pageNum: 999_999, pageSize: 100 });
    expect(past.body.data.pageNow).toBe(ROWS / 100);
    expect(names(past)).toHaveLength(100);
  });

  it('reads each page from an index, without sorting the folder', async () => {
    const orders = ['name', 'type, name', 'size, uuid', 'created_date desc, uuid desc'];
    for (const order of orders) {
      const { rows } = await sql<{ 'QUERY PLAN': string }>`explain select * from files
        where parent_uuid = ${big}::uuid order by ${sql.raw(order)} limit 100 offset 10000`.execute(server.db);
      const plan = rows.map((r) => r['QUERY PLAN']).join('\n');
      expect(plan, order).toMatch(/Index Scan/);
      expect(plan, order).not.toMatch(/Sort/);
    }
  });

  it('searches names without regard to case', async () => {
    const answer = await alice.list(big, { search: 'F1234', orderKey: 'name', order: 'asc' });
    expect(names(answer)).toEqual(Array.from({ length: 10 }, (_, i) => row(12340 + i)));
    expect(answer.body.data.total).toBe(10);
  });
});

describe('file-size search (spec 000 §5)', () => {
  let sized: string;
  beforeAll(async () => {
    sized = await alice.folder('0', 'sized');
    // Sizes 0, 1 KiB, 2 KiB ... 9 KiB.
    await seedRows(server.db, { uuid: sized, ownerId: alice.user.id }, 10, {
      prefix: 's',
      sizeStep: BYTES_PER_FILE_SIZE_UNIT.KB,
    });
    await alice.folder(sized, 'sub');
  });

  it('filters files between the bounds, in the unit given, leaving folders out', async () => {
    const answer = await alice.list(sized, { sizeStart: '2', sizeEnd: '4', sizeUnit: 'KB', orderKey: 'size' });
    expect(answer.status).toBe(200);
    expect(names(answer)).toEqual(['s00002', 's00003', 's00004']);
    const open = await alice.list(sized, { sizeStart: '8', sizeUnit: 'KB' });
    expect(names(open).sort()).toEqual(['s00008', 's00009']);
    const mixed = await alice.list(sized, { sizeStart: '9', sizeStartUnit: 'KB', sizeEnd: '1', sizeEndUnit: 'MB' });
    expect(names(mixed)).toEqual(['s00009']);
  });

  it.each(['0', '01', '1000', '1.5', '-1', ' 1', 'abc'])('refuses the bound %j', async (value) => {
    const answer = await alice.list(sized, { sizeStart: value, sizeUnit: 'KB' });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('FILE_SIZE_SEARCH_INVALID');
  });

  it('refuses a start above the end, compared in bytes', async () => {
    const answer = await alice.list(sized, { sizeStart: '2', sizeStartUnit: 'MB', sizeEnd: '999', sizeEndUnit: 'KB' });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('FILE_SIZE_RANGE_INVALID');
  });
});

describe('breadcrumb, paths and roots', () => {
  it('gives the trail from the root and each file its path', async () => {
    const a = await alice.folder('0', 'a');
    const b = await alice.folder(a, 'b');
    await alice.uploadOne(b, 'x.txt', 'x');
    const answer = await alice.list(b);
    expect(answer.body.data.tagList).toEqual([
      { fileUuid: '0', name: '' },
      { fileUuid: a, name: 'a' },
      { fileUuid: b, name: 'b' },
    ]);
    expect(answer.body.data.fileList[0]).toMatchObject({ name: 'x.txt', filePath: '/a/b/x.txt', parentUuid: b });
    const top = await alice.list('0');
    expect(top.body.data.fileList.find((f) => f.name === 'a')).toMatchObject({ parentUuid: '0', filePath: '/a' });
  });

  it('lists the private root by default and the public one when privated is false', async () => {
    const own = await alice.post<{ data: { tagList: unknown[] } }>('/api/v1/files/list', { privated: true });
    expect(own.body.data.tagList).toEqual([{ fileUuid: '0', name: '' }]);
    const pub = await alice.post<{ data: { tagList: unknown[] } }>('/api/v1/files/list', { privated: false });
    expect(pub.body.data.tagList).toEqual([{ fileUuid: '1', name: '' }]);
  });
});

describe('column chooser', () => {
  it('answers the default columns until the user saves a choice, then the choice', async () => {
    const before = await alice.list('0');
    expect(before.body.data.userHeadList).toEqual(before.body.data.defaultHeadList);
    expect(before.body.data.headList.map((h) => h.headEn)).toContain('modifiedDate');

    const saved = await alice.post<{ userHeadList: { headEn: string }[] }>('/api/v1/files/headers', {
      headIds: 'name,size,modifiedDate',
    });
    expect(saved.status).toBe(200);
    expect(saved.body.userHeadList.map((h) => h.headEn)).toEqual(['name', 'size', 'modifiedDate']);
    const after = await alice.list('0');
    expect(after.body.data.userHeadList.map((h) => h.headEn)).toEqual(['name', 'size', 'modifiedDate']);
  });

  it.each(['', 'name,bogus', 'name,name', '../etc'])('refuses %j and keeps the saved choice', async (headIds) => {
    const answer = await alice.post('/api/v1/files/headers', { headIds });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('HEAD_IDS_INVALID');
    const after = await alice.list('0');
    expect(after.body.data.userHeadList.map((h) => h.headEn)).toEqual(['name', 'size', 'modifiedDate']);
  });

  it('localizes column names', async () => {
    const zh = await fetch(`${server.baseUrl}/api/v1/files/list`, {
      method: 'POST',
      headers: { token: alice.token, lang: 'zh', 'content-type': 'application/json' },
      body: JSON.stringify({ fileUuid: '0' }),
    });
    const body = (await zh.json()) as { data: { headList: { headEn: string; headName: string }[] } };
    expect(body.data.headList.find((h) => h.headEn === 'name')?.headName).toBe('名称');
  });
});
