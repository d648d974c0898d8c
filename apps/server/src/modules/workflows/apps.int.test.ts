/**
 * Every app of the catalog, run on its demo data through the HTTP API ("try with example data") with the local
 * executor, to FINISH, and checked against the expected results its manifest declares; then the compute job's
 * tabs, report, package and the app catalogue as the pages read them.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppManifest } from '@biocloud/contracts';
import { startEngineServer, type EngineServer } from '../../../test/engine-server';
import { expectationProblems } from '../../../test/example-checks';
import { loggedIn } from '../../../test/file-api';
import { readStoredZip } from '../../../test/zip-reader';
import { repoRoot } from '../../config';
import { loadCatalog } from '../catalog/catalog-loader';
import { workflowApi, type WorkflowApi } from './test-support/workflow-api';

const catalog = await loadCatalog(path.join(repoRoot, 'catalog'));

let engine: EngineServer;
let api: WorkflowApi;

beforeAll(async () => {
  engine = await startEngineServer({ TASK_USER_CONCURRENCY: '4' });
  api = workflowApi(await loggedIn(engine.server), engine.server.baseUrl);
});
afterAll(() => engine.close());

async function runExample(app: AppManifest) {
  const answer = await api.example(app.softwareId);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const id = answer.body.workflowId;
  const detail = await api.waitForStatus(id, ['FINISH', 'FAILURE', 'KILLED'], 150_000);
  if (detail.status !== 'FINISH') {
    const log = await api.tab<{ logInfo: string }>(id, 'log?loadLog=-1');
    const error = await api.tab<{ errorMessage: string }>(id, 'error');
    throw new Error(`${app.id} ended ${detail.status}: ${error.body.errorMessage}\n${log.body.logInfo}`);
  }
  return { id, detail };
}

describe('every app on its demo data', () => {
  it.each(catalog.apps.map((app) => [app.id, app] as const))(
    '%s runs to FINISH with the expected results and a report',
    async (_id, app) => {
      const { id, detail } = await runExample(app);
      expect(detail.steps.every((s) => s.status === 'success' && s.endTime !== null)).toBe(true);
      expect(detail.sonWorkflow.sonWorkflowStatus).toBe('FINISH');
      expect(detail.reportFileUuid).not.toBeNull();
      expect(detail.pushDataSize).toBeGreaterThan(0);

      const output = (await api.output(id)).body;
      const problems: string[] = [];
      for (const expectation of app.example.expect) {
        const file = output.fileList.find(
          (f) => f.fileName === expectation.file && f.stepKey.split('.')[0] === expectation.step,
        );
        problems.push(
          ...expectationProblems(
            { ...expectation, file: expectation.file },
            file && (await api.download(file.fileUuid)),
          ).map((p) => `${expectation.step}: ${p}`),
        );
      }
      expect(problems).toEqual([]);
      // Results land in the job folder, one folder per step.
      const jobFolder = detail.outPathId;
      expect(output.outPathId).toBe(jobFolder);
      expect(output.fileList.every((f) => f.filePath.startsWith(`/${app.id}_example_${id.slice(0, 8)}/`))).toBe(true);

      expect((await api.hasReport([id])).body).toEqual({ hasReport: true, workflowIds: [id] });
      const zip = await api.bytes(`/api/v1/workflows/${id}/package`);
      expect(zip.status).toBe(200);
      const names = readStoredZip(zip.body).map((e) => e.name);
      expect(names).toContain(`${app.id}_example_${id.slice(0, 8)}/report/report.html`);
      const log = (await api.tab<{ logInfo: string; IsExitLog: boolean }>(id, 'log')).body;
      expect(log.IsExitLog).toBe(true);
      expect(log.logInfo).toContain(`##### report (app-report) #####`);
    },
    180_000,
  );
});

describe('the app catalogue', () => {
  it('lists types per catalogue, apps per type, and an app with its form and DAG', async () => {
    const medicine = (await api.types('medicineApp')).body.typeList;
    expect(medicine.map((t) => t.typeId)).toContain('med-genomics');
    expect(medicine.every((t) => t.typeName === 'medicineApp')).toBe(true);
    const apps = (await api.apps('med-genomics')).body.softwareList;
    expect(apps.map((a) => a.appId)).toContain('germline-variants');
    expect(apps.every((a) => a.kind === 'app' && a.available)).toBe(true);
    const detail = (await api.app('2001')).body;
    expect(detail.form.inputs.map((i) => i.name)).toEqual(['reference', 'reads']);
    expect(detail.steps.find((s) => s.id === 'call')?.dependsOn).toEqual(['map']);
    expect((await api.types('nonsense')).status).toBe(400);
  });
});
