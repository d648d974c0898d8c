/**
 * The software and task APIs without a dispatcher, so submitted jobs stay waiting: the catalog as the pages see it,
 * every kind of bad submission refused before anything is written, and the task list's paging, sorting and filters.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PINNED_SOFTWARE_IDS } from '@biocloud/contracts';
import { TEST_CATALOG_DIR } from '../../../test/engine-server';
import { fileClient, loggedIn, startFilesServer, type FileClient } from '../../../test/file-api';
import { taskApi, type TaskApi } from '../../../test/task-api';
import type { TestServer } from '../../../test/test-server';

let server: TestServer;
let alice: FileClient;
let bob: FileClient;
let api: TaskApi;
let files: Record<'reads' | 'seqs' | 'table' | 'vcf' | 'folder' | 'bobs', string>;

beforeAll(async () => {
  ({ server } = await startFilesServer());
  [alice, bob] = [await loggedIn(server), await loggedIn(server)];
  api = taskApi(alice, server.baseUrl);
  files = {
    reads: await alice.uploadOne('0', 'reads.fq', '@r1\nACGT\n+\nIIII\n'),
    seqs: await alice.uploadOne('0', 'seqs.fa', '>s1\nACGT\n'),
    table: await alice.uploadOne('0', 'table.tsv', 'a\tb\n1\t2\n'),
    vcf: await alice.uploadOne('0', 'calls.vcf', '##fileformat=VCFv4.2\n'),
    folder: await alice.folder('0', 'a_folder'),
    bobs: await bob.uploadOne('0', 'secret.fa', '>secret\nACGT\n'),
  };
});
afterAll(() => server.close());

const taskCount = async () =>
  Number(
    (
      await server.db
        .selectFrom('tasks')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('the software catalog', () => {
  it('lists the tools with availability, the three pinned ones first, and their categories', async () => {
    const { body } = await api.software();
    expect(body.softwareList.slice(0, 3).map((s) => s.softwareId)).toEqual([...PINNED_SOFTWARE_IDS]);
    expect(body.softwareList.length).toBeGreaterThanOrEqual(15);
    expect(body.softwareList.every((s) => s.available && s.unavailableReason === null)).toBe(true);
    // The type's count is the number of tools the type filter lists (the five table tools, and the apps' table steps).
    const tables = (await api.software('?softTypeId=table')).body.softwareList;
    expect(tables.length).toBeGreaterThanOrEqual(5);
    expect(body.softTypes.find((t) => t.softTypeId === 'table')).toMatchObject({
      name: 'Table tools',
      count: tables.length,
    });
  });

  it('filters by type and search, in the request language', async () => {
    const tables = (await api.software('?softTypeId=table')).body.softwareList;
    expect(tables.every((s) => s.category === 'table')).toBe(true);
    const search = (await api.software('?searchParam=BWA')).body.softwareList.map((s) => s.toolId);
    expect(search).toEqual(['bwa-mem']);
    const zh = await fetch(`${server.baseUrl}/api/v1/software?searchParam=bwa`, {
      headers: { token: alice.token, lang: 'zh' },
    });
    expect(((await zh.json()) as { softwareList: { softName: string }[] }).softwareList[0]?.softName).toBe(
      'BWA-MEM 读段比对',
    );
  });

  it('answers the hot list and a tool with its form, price and example', async () => {
    const hot = (await alice.get<{ softwareList: { hot: boolean }[] }>('/api/v1/software/hot')).body.softwareList;
    expect(hot.length).toBeGreaterThan(0);
    expect(hot.every((s) => s.hot)).toBe(true);
    const detail = (await api.softwareDetail('1002')).body;
    expect(detail).toMatchObject({
      toolId: 'seqkit-grep',
      kind: 'fasta',
      price: 0,
      beansAccepted: true,
      available: true,
    });
    expect(detail.form.inputs.map((i) => i.name)).toEqual(['sequences']);
    expect(detail.form.params.map((p) => p.name)).toEqual([
      'patterns',
      'matchOn',
      'regex',
      'invert',
      'ignoreCase',
      'maxMismatch',
      'onlyPositiveStrand',
      'degenerate',
    ]);
    expect(detail.example.inputs).toEqual({ sequences: ['seqs.fa'] });
    expect((await api.softwareDetail('424242')).body.code).toBe('SOFTWARE_NOT_FOUND');
  });

  it('are in the OpenAPI document', async () => {
    const doc = (await (await fetch(`${server.baseUrl}/api/openapi.json`)).json()) as {
      paths: Record<string, unknown>;
    };
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/software',
        '/api/v1/software/hot',
        '/api/v1/software/{softwareId}',
        '/api/v1/software/{softwareId}/submit',
        '/api/v1/software/{softwareId}/example',
        '/api/v1/tasks',
        '/api/v1/tasks/{jobId}',
        '/api/v1/tasks/{jobId}/pause',
        '/api/v1/tasks/{jobId}/resume',
        '/api/v1/tasks/{jobId}/stop',
        '/api/v1/tasks/{jobId}/log',
        '/api/v1/tasks/{jobId}/events',
        '/api/v1/tasks/{jobId}/results',
      ]),
    );
  });

  it('needs a login', async () => {
    const anonymous = fileClient(server.baseUrl, '');
    for (const url of ['/api/v1/software', '/api/v1/software/hot', '/api/v1/software/1001', '/api/v1/tasks']) {
      expect((await anonymous.get(url)).status).toBe(401);
    }
    expect((await anonymous.post('/api/v1/software/1001/submit', { jobName: 'x' })).status).toBe(401);
  });
});

describe('bad submissions are refused before anything is written', () => {
  const cases: [string, string, Record<string, unknown>, number, string][] = [
    ['; in a text param', '1002', { params: { patterns: 'seq1;rm -rf /' } }, 400, 'PARAM_UNSAFE'],
    ['$() in a text param', '1002', { params: { patterns: '$(touch /tmp/pwned)' } }, 400, 'PARAM_UNSAFE'],
    ['backticks in a text param', '1002', { params: { patterns: '`id`' } }, 400, 'PARAM_UNSAFE'],
    ['a newline in a text param', '1002', { params: { patterns: 'seq1\nseq2' } }, 400, 'PARAM_UNSAFE'],
    [
      'an option as a text param',
      '1021',
      { params: { column: '--output=/etc/passwd' } },
      400,
      'PARAM_OPTION_INJECTION',
    ],
    [
      'a short option as a text param',
      '1002',
      { params: { patterns: '-o/etc/passwd' } },
      400,
      'PARAM_OPTION_INJECTION',
    ],
    [
      'a text param not matching its pattern',
      '1000',
      { params: { outputName: '../../etc/passwd' } },
      400,
      'PARAM_INVALID',
    ],
    ['an option as a file', '1002', { inputs: { sequences: '--output=/etc/passwd' } }, 400, 'INPUT_INVALID'],
    ['a path as a file', '1002', { inputs: { sequences: '/etc/passwd' } }, 400, 'INPUT_INVALID'],
    ['a number below its range', '1003', { params: { minLength: -1 } }, 400, 'PARAM_OUT_OF_RANGE'],
    ['a number above its range', '1014', { params: { minQuality: 1e9 } }, 400, 'PARAM_OUT_OF_RANGE'],
    ['a fraction for an integer', '1003', { params: { minLength: 1.5 } }, 400, 'PARAM_INVALID'],
    ['text for a number', '1003', { params: { minLength: '10; reboot' } }, 400, 'PARAM_INVALID'],
    ['a choice that is not an option', '1019', { params: { strategy: 'evil' } }, 400, 'PARAM_OPTION_INVALID'],
    ['a param the tool does not have', '1002', { params: { output: '/etc/passwd' } }, 400, 'PARAM_UNKNOWN'],
    ['an input the tool does not have', '1002', { inputs: { extra: 'x' } }, 400, 'INPUT_UNKNOWN'],
  ];

  /** Good inputs of each tool, so that only the change under test is wrong. */
  const goodInputs = (softwareId: string): Record<string, unknown> =>
    ({
      '1000': { files: [files.table] },
      '1014': { variants: files.vcf },
      '1021': { table: files.table },
    })[softwareId] ?? { sequences: files.seqs };

  it.each(cases)('%s', async (_what, softwareId, change, status, code) => {
    const before = await taskCount();
    const inputs = { ...goodInputs(softwareId), ...(change.inputs as object) };
    const body = { jobName: 'bad', inputs, params: change.params ?? {} };
    const answer = await api.submit(softwareId, body as never);
    expect([answer.status, answer.body.code]).toEqual([status, code]);
    expect(await taskCount()).toBe(before);
  });

  it('refuses files of the wrong type, folders, too many files and missing inputs', async () => {
    const wrongType = await api.submit('1004', { jobName: 'x', inputs: { sequences: files.reads } });
    expect([wrongType.status, wrongType.body.code]).toEqual([400, 'INPUT_TYPE_INVALID']);
    expect(wrongType.body.message).toContain('fasta');
    const folder = await api.submit('1004', { jobName: 'x', inputs: { sequences: files.folder } });
    expect([folder.status, folder.body.code]).toEqual([400, 'FILE_IS_FOLDER']);
    const tooMany = await api.submit('1004', { jobName: 'x', inputs: { sequences: [files.seqs, files.seqs] } });
    expect([tooMany.status, tooMany.body.code]).toEqual([400, 'INPUT_TOO_MANY']);
    const missing = await api.submit('1004', { jobName: 'x' });
    expect([missing.status, missing.body.code]).toEqual([400, 'INPUT_REQUIRED']);
    expect(missing.body.message).toBe('Please choose a file for "Nucleotide sequences"');
  });

  it("answers 404 for another user's file, and for one that does not exist", async () => {
    const theirs = await api.submit('1001', { jobName: 'x', inputs: { sequences: files.bobs } });
    expect([theirs.status, theirs.body.code]).toEqual([404, 'FILE_NOT_FOUND']);
    const none = await api.submit('1001', {
      jobName: 'x',
      inputs: { sequences: '00000000-0000-4000-8000-000000000000' },
    });
    expect([none.status, none.body.code]).toEqual([404, 'FILE_NOT_FOUND']);
  });

  it('refuses bad job names, projects that do not exist, tools that do not exist', async () => {
    for (const jobName of ['', 'a/b', '../x', '-x', 'with space', 'x'.repeat(65)]) {
      const answer = await api.submit('1001', { jobName, inputs: { sequences: files.seqs } });
      expect([answer.status, answer.body.code], jobName).toEqual([400, 'JOB_NAME_INVALID']);
    }
    const project = await api.submit('1001', { jobName: 'x', inputs: { sequences: files.seqs }, projectBaseId: '7' });
    expect([project.status, project.body.code]).toEqual([404, 'PROJECT_NOT_FOUND']);
    expect((await api.submit('999999', { jobName: 'x' })).body.code).toBe('SOFTWARE_NOT_FOUND');
  });

  it('explains a refusal in the language of the request, naming the field by its label', async () => {
    const res = await fetch(`${server.baseUrl}/api/v1/software/1003/submit`, {
      method: 'POST',
      headers: { token: alice.token, lang: 'zh', 'content-type': 'application/json' },
      body: JSON.stringify({ jobName: 'x', inputs: { sequences: files.seqs }, params: { minLength: -1 } }),
    });
    const body = (await res.json()) as { message: string; details: { problems: { field: string }[] } };
    expect(body.message).toBe('“最短长度”必须在 0 到 1000000000 之间');
    expect(body.details.problems).toEqual([
      { field: 'minLength', code: 'PARAM_OUT_OF_RANGE', params: { min: 0, max: 1000000000 } },
    ]);
  });
});

describe('task list, detail and the rest while jobs wait', () => {
  let first: string;
  beforeAll(async () => {
    const carol = await loggedIn(server);
    const seqs = await carol.uploadOne('0', 'seqs.fa', '>s1\nACGT\n');
    const carolApi = taskApi(carol, server.baseUrl);
    const ids = [];
    for (let i = 0; i < 12; i += 1) {
      ids.push(
        await carolApi.submitOk('1001', { jobName: `job_${String(i).padStart(2, '0')}`, inputs: { sequences: seqs } }),
      );
    }
    first = ids[0]!;
    api = carolApi;
  });

  it('pages by 10 from page 0, newest first by default', async () => {
    const page0 = (await api.list()).body;
    expect(page0).toMatchObject({ totalPages: 2, totalElements: 12 });
    expect(page0.jobList).toHaveLength(10);
    expect(page0.jobList[0]?.jobName).toBe('job_11');
    const page1 = (await api.list('?currentPage=1')).body;
    expect(page1.jobList.map((j) => j.jobName)).toEqual(['job_01', 'job_00']);
    expect(page1.jobList[1]).toMatchObject({
      status: 'wait',
      softId: '1001',
      taskName: 'seqkit-stats',
      softName: 'Sequence statistics',
      appOrTool: 'tool',
      inputFilePath: '/seqs.fa',
      endTime: null,
      needTime: null,
      actions: ['stop'],
    });
  });

  it('sorts and filters by status', async () => {
    const byName = (await api.list('?sortName=jobName&sortType=asc&recordNumberOfPage=3')).body;
    expect(byName.jobList.map((j) => j.jobName)).toEqual(['job_00', 'job_01', 'job_02']);
    expect(byName.totalPages).toBe(4);
    expect((await api.action(first, 'stop')).body).toEqual({ jobId: first, status: 'killed' });
    expect((await api.list('?jobStatus=killed')).body.jobList.map((j) => j.id)).toEqual([first]);
    expect((await api.list('?jobStatus=wait')).body.totalElements).toBe(11);
    expect((await api.list('?jobStatus=all')).body.totalElements).toBe(12);
    expect((await api.list('?jobStatus=bogus')).status).toBe(400);
  });

  it('shows a waiting job with its params, queue position, events and an empty log', async () => {
    const newest = (await api.list()).body.jobList[0]!.id;
    const detail = (await api.detail(newest)).body;
    expect(detail.params).toEqual([
      {
        name: 'all',
        label: { zh: '全部统计量', en: 'All statistics' },
        type: 'boolean',
        value: false,
        valueLabel: null,
      },
    ]);
    expect(detail.inputs[0]?.files[0]?.fileName).toBe('seqs.fa');
    expect(detail.queuePosition).toBeGreaterThanOrEqual(11);
    expect(detail.waitReason?.code).toBe('queue');
    const events = (await api.events(newest)).body.eventList;
    expect(events.map((e) => [e.eventKey, e.eventContent])).toEqual([
      ['submitted', 'Job submitted: Sequence statistics'],
    ]);
    expect((await api.log(newest)).body).toMatchObject({ exists: false, logStr: '' });
    expect((await api.results(newest)).body).toEqual({ fileList: [], totalPages: 0, outPathId: null });
    expect((await api.detail('not-a-task-id')).body.code).toBe('TASK_NOT_FOUND');
  });
});

describe('tools that cannot run here', () => {
  let testServer: TestServer;
  let client: FileClient;
  beforeAll(async () => {
    ({ server: testServer } = await startFilesServer({ CATALOG_DIR: TEST_CATALOG_DIR }));
    client = await loggedIn(testServer);
  });
  afterAll(() => testServer.close());

  it('are listed as unavailable with the reason, and refused with it', async () => {
    const testApi = taskApi(client, testServer.baseUrl);
    const list = (await testApi.software()).body.softwareList;
    expect(list.find((s) => s.toolId === 'missing-binary')).toMatchObject({
      available: false,
      unavailableReason: {
        code: 'TOOL_BINARY_MISSING',
        message: 'the program biocloud-no-such-program is not installed',
      },
    });
    expect(list.find((s) => s.toolId === 'too-old')?.unavailableReason).toMatchObject({
      code: 'TOOL_VERSION_TOO_OLD',
      params: { binary: 'sh', version: '1.2.3', minVersion: '99.0' },
    });
    for (const answer of [await testApi.submit('9004', { jobName: 'x' }), await testApi.example('9005')]) {
      expect([answer.status, answer.body.code]).toEqual([409, 'TOOL_UNAVAILABLE']);
    }
  });

  it('"try with example data" copies the example into examples/<tool>, once', async () => {
    const testApi = taskApi(client, testServer.baseUrl);
    const first = (await testApi.example('9001')).body.jobId;
    const second = (await testApi.example('9001', 'again')).body.jobId;
    const [a, b] = [(await testApi.detail(first)).body, (await testApi.detail(second)).body];
    // Named as the shared rule names example runs (exampleJobName): distinct, and marked as an example.
    expect(a.jobName).toMatch(/^sleep_ex_\d{4}_\d{6}$/);
    expect(a.inputFilePath).toBe('/examples/sleep/note.txt');
    expect(b.inputs[0]?.files[0]?.fileUuid).toBe(a.inputs[0]?.files[0]?.fileUuid);
    const examples = (await client.list('0')).body.data.fileList.filter((f) => f.name === 'examples');
    expect(examples).toHaveLength(1);
  });
});
