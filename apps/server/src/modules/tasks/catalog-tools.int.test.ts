/**
 * Every tool of the catalog, run on its example data through the HTTP API ("try with example data") with the local
 * executor, and checked against the expected results its manifest declares.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ToolManifest } from '@biocloud/contracts';
import { loggedIn, type FileClient } from '../../../test/file-api';
import { fundWallet } from '../../../test/beans';
import { startEngineServer, type EngineServer } from '../../../test/engine-server';
import { expectationProblems } from '../../../test/example-checks';
import { taskApi, type TaskApi } from '../../../test/task-api';
import { loadCatalog } from '../catalog/catalog-loader';
import { repoRoot } from '../../config';
import path from 'node:path';

const catalog = await loadCatalog(path.join(repoRoot, 'catalog'));

let engine: EngineServer;
let client: FileClient;
let api: TaskApi;

beforeAll(async () => {
  // Several at once: the tools are tiny, and the run should stay short on two cores.
  engine = await startEngineServer({ TASK_USER_CONCURRENCY: '4' });
  const user = await loggedIn(engine.server);
  // Some tools are priced (BLAST, FastTree, MEGAHIT): their example runs are paid with beans.
  await fundWallet(engine.server.db, user.user.id);
  client = user;
  api = taskApi(client, engine.server.baseUrl);
});
afterAll(() => engine.close());

async function runExample(tool: ToolManifest) {
  const answer = await api.example(tool.softwareId);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const jobId = answer.body.jobId;
  const detail = await api.waitForStatus(jobId, ['success', 'error', 'killed'], 60_000);
  if (detail.status !== 'success') {
    const log = await api.log(jobId, -1);
    throw new Error(`${tool.id} ended ${detail.status} (${JSON.stringify(detail.reason)}):\n${log.body.logStr}`);
  }
  const results = await api.results(jobId);
  const files = new Map(results.body.fileList.map((f) => [f.fileName, f]));
  const problems: string[] = [];
  for (const expectation of tool.example.expect) {
    const file = files.get(expectation.file);
    problems.push(...expectationProblems(expectation, file && (await api.download(file.fileUuid))));
  }
  return { detail, results: results.body, problems };
}

describe('every catalog tool on its example data', () => {
  it('has at least 15 tools, all available here', async () => {
    expect(catalog.tools.length).toBeGreaterThanOrEqual(15);
    const list = await api.software();
    const unavailable = list.body.softwareList
      .filter((s) => !s.available)
      .map((s) => `${s.toolId}: ${s.unavailableReason?.message}`);
    expect(unavailable).toEqual([]);
  });

  it.concurrent.each(catalog.tools.map((tool) => [tool.id, tool] as const))(
    '%s',
    async (_id, tool) => {
      const { detail, results, problems } = await runExample(tool);
      expect(problems).toEqual([]);
      expect(detail.exitCode).toBe(0);
      expect(detail.needTime).toBeGreaterThanOrEqual(0);
      expect(detail.cpuSeconds).not.toBeNull();
      expect(results.outPathId).toBe(detail.outPathId);
      expect(results.fileList.every((f) => f.parentId === detail.outPathId)).toBe(true);
    },
    90_000,
  );
});
