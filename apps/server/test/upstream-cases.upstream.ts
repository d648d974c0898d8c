/**
 * `npm run tools:upstream`: every tool's cases on upstream public data (catalog/upstream-cases/), run as a user runs
 * them: the files uploaded, the tool submitted through the HTTP API, the job run by the engine with the local
 * executor, the results downloaded and compared with what the programs gave by hand. The data comes from
 * REFERENCE_DATA_DIR (default: ../shared/reference-data beside the repository; files in its data/ folder), which is
 * not in the repository, so CI does not run this. UPSTREAM_TOOLS=<id>,<id> runs some tools only. Prints a table.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../src/config';
import { loadCatalog } from '../src/modules/catalog/catalog-loader';
import { loadUpstreamCases, loadUpstreamData, type UpstreamCase } from '../src/modules/catalog/upstream-cases';
import { startEngineServer, type EngineServer } from './engine-server';
import { loggedIn, type FileClient } from './file-api';
import { taskApi, type TaskApi } from './task-api';
import { sha256Of, upstreamProblems } from './upstream-checks';

const catalogDir = path.join(repoRoot, 'catalog');
const referenceDir = path.resolve(process.env.REFERENCE_DATA_DIR ?? path.join(repoRoot, '../shared/reference-data'));
const dataDir = existsSync(path.join(referenceDir, 'data')) ? path.join(referenceDir, 'data') : referenceDir;
const only = process.env.UPSTREAM_TOOLS?.split(',').filter(Boolean);
/** The largest case (MEGAHIT on 28,160 read pairs) takes about a minute on two busy cores. */
const JOB_TIMEOUT_MS = 15 * 60_000;

const catalog = await loadCatalog(catalogDir);
const data = await loadUpstreamData(catalogDir);
const tools = catalog.tools.filter((tool) => !only || only.includes(tool.id));
const cases = (
  await Promise.all(
    tools.map(async (tool) => (await loadUpstreamCases(catalogDir, tool.id)).map((c) => [tool.id, c] as const)),
  )
).flat();

interface Row {
  tool: string;
  case: string;
  expected: string;
  got: string;
  pass: boolean;
}
const rows: Row[] = [];

let engine: EngineServer;
let client: FileClient;
let api: TaskApi;
/** Data file name -> its uuid in the user's files, uploaded once for all the cases that use it. */
const uploads = new Map<string, Promise<string>>();

function upload(name: string): Promise<string> {
  let uuid = uploads.get(name);
  if (!uuid) {
    const bytes = readFileSync(path.join(dataDir, name));
    const declared = data[name]?.sha256;
    if (sha256Of(bytes) !== declared) throw new Error(`${name}: sha256 ${sha256Of(bytes)}, data.yaml says ${declared}`);
    uuid = client.uploadOne('0', name, bytes);
    uploads.set(name, uuid);
  }
  return uuid;
}

async function runCase(toolId: string, upstream: UpstreamCase) {
  const tool = catalog.byId.get(toolId)!;
  const inputs: Record<string, string[]> = {};
  for (const [input, names] of Object.entries(upstream.inputs)) {
    inputs[input] = await Promise.all(names.map(upload));
  }
  const submitted = await api.submit(tool.softwareId, {
    jobName: `${toolId}_${upstream.name}`,
    inputs,
    params: upstream.params,
  });
  if (submitted.status !== 200) return { got: `refused ${submitted.body.code}`, problems: [submitted.body.message] };
  const jobId = submitted.body.jobId;
  const detail = await api.waitForStatus(jobId, ['success', 'error', 'killed'], JOB_TIMEOUT_MS);
  if (detail.status !== 'success') {
    const log = await api.log(jobId, -1);
    return { got: detail.status, problems: [`${toolId} ended ${detail.status}:\n${log.body.logStr}`] };
  }
  const results = await api.results(jobId);
  const files = new Map(results.body.fileList.map((f) => [f.fileName, f]));
  const got: string[] = [];
  const problems: string[] = [];
  for (const expectation of upstream.expect) {
    const file = files.get(expectation.file);
    const checked = upstreamProblems(expectation, file && (await api.download(file.fileUuid)));
    got.push(`${expectation.file}: ${checked.got}`);
    problems.push(...checked.problems);
  }
  return { got: got.join('; '), problems };
}

const expected = (upstream: UpstreamCase) =>
  upstream.expect
    .map((e) => {
      const figures = [
        e.sha256 && `sha256 ${e.sha256.slice(0, 12)}`,
        e.lines !== undefined && `${e.lines} lines`,
        e.contains && `${e.contains.length}/${e.contains.length} lines in`,
      ];
      return `${e.file}: ${figures.filter(Boolean).join(', ')}`;
    })
    .join('; ');

beforeAll(async () => {
  if (!existsSync(dataDir)) throw new Error(`no upstream data in ${dataDir}: set REFERENCE_DATA_DIR`);
  // Several jobs at once, as the tools' own threads are few.
  engine = await startEngineServer({ TASK_USER_CONCURRENCY: '3' });
  client = await loggedIn(engine.server);
  api = taskApi(client, engine.server.baseUrl);
});

afterAll(async () => {
  await engine?.close();
  const order = (row: Row) => cases.findIndex(([tool, c]) => tool === row.tool && c.name === row.case);
  rows.sort((a, b) => order(a) - order(b));
  const passed = rows.filter((row) => row.pass).length;
  console.log(
    [
      '| tool | case | expected | got | pass |',
      '|---|---|---|---|---|',
      ...rows.map((r) => `| ${r.tool} | ${r.case} | ${r.expected} | ${r.got} | ${r.pass ? 'yes' : 'NO'} |`),
      '',
      `${passed} of ${rows.length} cases passed, ${new Set(rows.map((r) => r.tool)).size} tools`,
    ].join('\n'),
  );
});

describe('tools on upstream public data', () => {
  it.concurrent.each(cases.map(([tool, c]) => [`${tool} ${c.name}`, tool, c] as const))(
    '%s',
    async (_label, toolId, upstream) => {
      const { got, problems } = await runCase(toolId, upstream);
      rows.push({ tool: toolId, case: upstream.name, expected: expected(upstream), got, pass: problems.length === 0 });
      expect(problems).toEqual([]);
    },
    JOB_TIMEOUT_MS + 60_000,
  );
});
