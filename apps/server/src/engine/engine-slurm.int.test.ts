/**
 * The job engine with the Slurm executor (scripts/slurm-up.sh starts a one-node cluster on this machine): the same
 * behaviour suite as locally, and a representative set of catalog tools on their example data. Skipped without
 * Slurm, unless REQUIRE_SLURM=1 (CI), which makes its absence a failure.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engineBehaviourSuite } from '../../test/engine-behaviour';
import { startEngineServer, type EngineServer } from '../../test/engine-server';
import { expectationProblems } from '../../test/example-checks';
import { loggedIn } from '../../test/file-api';
import { jobLimitsSuite } from '../../test/job-limits-behaviour';
import { slurmProblem, SLURM_REQUIRED } from '../../test/slurm-check';
import { taskApi, type TaskApi } from '../../test/task-api';
import { catalogFor } from '../modules/catalog/catalog-cache';
import { repoRoot } from '../config';
import path from 'node:path';

const problem = await slurmProblem();
if (problem && !SLURM_REQUIRED) {
  console.warn(`Slurm engine tests skipped: ${problem}. Run scripts/slurm-up.sh; REQUIRE_SLURM=1 makes this fail.`);
}

describe.runIf(problem && SLURM_REQUIRED)('Slurm (REQUIRE_SLURM=1)', () => {
  it('is available', () => {
    expect.fail(`REQUIRE_SLURM=1 but ${problem}`);
  });
});

describe.skipIf(problem)('job engine on Slurm', () => {
  engineBehaviourSuite('slurm', { slow: true });
  describe('tool job limits', () => jobLimitsSuite('slurm'));

  /** One tool per kind of command: a binary, a pipeline script, a Node.js table script. */
  const TOOLS = ['seqkit-stats', 'bwa-mem', 'bcftools-call', 'table-sort'];

  describe('catalog tools on their example data', () => {
    let engine: EngineServer;
    let api: TaskApi;
    beforeAll(async () => {
      engine = await startEngineServer({ EXECUTOR: 'slurm', TASK_USER_CONCURRENCY: '4' });
      const client = await loggedIn(engine.server);
      api = taskApi(client, engine.server.baseUrl);
    });
    afterAll(() => engine.close());

    it.concurrent.each(TOOLS)(
      '%s',
      async (id) => {
        const { catalog } = await catalogFor(path.join(repoRoot, 'catalog'));
        const tool = catalog.byId.get(id)!;
        const { jobId } = (await api.example(tool.softwareId)).body;
        const detail = await api.waitForStatus(jobId, ['success', 'error', 'killed'], 90_000);
        expect(detail, (await api.log(jobId, -1)).body.logStr).toMatchObject({ status: 'success', executor: 'slurm' });
        const files = new Map((await api.results(jobId)).body.fileList.map((f) => [f.fileName, f.fileUuid]));
        for (const expectation of tool.example.expect) {
          const uuid = files.get(expectation.file);
          expect(expectationProblems(expectation, uuid ? await api.download(uuid) : undefined)).toEqual([]);
        }
      },
      120_000,
    );
  });
});
