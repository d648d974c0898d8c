import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_SIZES, type QuickSearchResponse } from '@biocloud/contracts';
import { loggedIn, startFilesServer, type FileClient } from '../../../test/file-api';
import type { TestServer } from '../../../test/test-server';
import type { TestUser } from '../../../test/factories';

let server: TestServer;
let alice: FileClient & { user: TestUser };
let bob: FileClient & { user: TestUser };
let runsFolder: string;

const search = (who: FileClient, term: string, limitSize?: number) =>
  who.get<QuickSearchResponse>(
    `/api/v1/search/suggestions?term=${encodeURIComponent(term)}${limitSize ? `&limitSize=${limitSize}` : ''}`,
  );

const job = (userId: string, name: string) => ({
  user_id: userId,
  job_name: name,
  soft_id: '1001',
  params: '{}',
  inputs: '{}',
});

beforeAll(async () => {
  ({ server } = await startFilesServer());
  alice = await loggedIn(server);
  bob = await loggedIn(server);
  const project = await alice.post<{ projectBaseId: string }>('/api/v1/projects', { name: 'Rice resequencing' });
  expect(project.status).toBe(200);
  runsFolder = await alice.folder('0', 'runs');
  await alice.uploadOne(runsFolder, 'rice_R1.fastq', '@r\nACGT\n+\nIIII\n');
  await bob.uploadOne('0', 'rice_bob.fastq', '@r\nACGT\n+\nIIII\n');
  await server.db
    .insertInto('tasks')
    .values([
      { ...job(alice.user.id, 'rice stats'), tool_id: 'seqkit-stats' },
      { ...job(alice.user.id, 'rice gone'), tool_id: 'seqkit-stats', deleted: true },
      { ...job(bob.user.id, 'rice of bob'), tool_id: 'seqkit-stats' },
    ])
    .execute();
  await server.db
    .insertInto('workflows')
    .values({
      ...job(alice.user.id, 'Rice assembly'),
      app_id: 'microbial-genome',
      type_name: 'agricultureApp',
      report_step: 'report',
      report_output: 'html',
    })
    .execute();
}, 120_000);
afterAll(() => server.close());

describe('GET /api/v1/search/suggestions', () => {
  it('answers 401 without a session', async () => {
    const res = await fetch(`${server.baseUrl}/api/v1/search/suggestions?term=rice`);
    expect(res.status).toBe(401);
  });

  it('refuses an empty term and a limit over the spec limit', async () => {
    expect((await search(alice, '  ')).status).toBe(400);
    expect((await search(alice, 'rice', PAGE_SIZES.suggestions + 1)).status).toBe(400);
  });

  it("finds the caller's own project, file, task and compute job, in any case, one of each kind first", async () => {
    const answer = await search(alice, 'RICE');
    expect(answer.status).toBe(200);
    const items = answer.body.items;
    expect(items.map((i) => `${i.kind}:${i.name}`)).toEqual([
      'project:Rice resequencing',
      'file:rice_R1.fastq',
      'task:rice stats',
      'workflow:Rice assembly',
    ]);
    expect(items.find((i) => i.kind === 'file')?.folderUuid).toBe(runsFolder);
  });

  it('never shows another user their rows, and takes the term literally', async () => {
    const names = (await search(bob, 'rice')).body.items.map((i) => i.name);
    expect(names).toEqual(['rice_bob.fastq', 'rice of bob']);
    expect((await search(alice, '%')).body.items).toEqual([]);
    expect((await search(alice, 'rice', 2)).body.items).toHaveLength(2);
  });
});
