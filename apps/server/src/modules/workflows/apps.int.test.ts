/**
 * Every app of the catalog, run on its demo data through the HTTP API ("try with example data") with the local
 * executor, to FINISH, and checked against the expected results its manifest declares; then the compute job's
 * tabs, report, package and the app catalogue as the pages read them.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppManifest, WorkflowDetailResponse, WorkflowOutputResponse } from '@biocloud/contracts';
import { startEngineServer, type EngineServer } from '../../../test/engine-server';
import { expectationProblems } from '../../../test/example-checks';
import { loggedIn } from '../../../test/file-api';
import { readStoredZip } from '../../../test/zip-reader';
import { repoRoot } from '../../config';
import { loadCatalog } from '../catalog/catalog-loader';
import { RESULTS_FOLDER } from '../files/results-folder';
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

/** Each app's finished demo run, kept by the run test for the checks of its results further down. */
const finished = new Map<string, { detail: WorkflowDetailResponse; output: WorkflowOutputResponse }>();

/** The text of a result file of a step of an app's demo run (the first run of a scattered step). */
async function resultText(appId: string, step: string, fileName: string): Promise<string> {
  const run = finished.get(appId);
  if (!run) throw new Error(`${appId} did not finish its demo run`);
  const file = run.output.fileList.find((f) => f.fileName === fileName && f.stepKey.split('.')[0] === step);
  if (!file) throw new Error(`${appId} step ${step} has no ${fileName}`);
  return (await api.download(file.fileUuid)).toString('utf8');
}

/** A tab-separated table with a header line as records keyed by the header. */
function records(text: string): Record<string, string>[] {
  const [header, ...rows] = text
    .trim()
    .split('\n')
    .map((line) => line.split('\t'));
  return rows.map((row) => Object.fromEntries(header!.map((name, i) => [name, row[i] ?? ''])));
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
      // Results land in the job folder of the results folder (not the root), one folder per step.
      const jobFolder = detail.outPathId;
      expect(output.outPathId).toBe(jobFolder);
      // An example run's default name (exampleJobName) names its job folder.
      expect(detail.jobName).toMatch(/_ex_\d{4}_\d{6}$/);
      const jobFolderName = `${detail.jobName}_${id.slice(0, 8)}`;
      const jobPath = `/${RESULTS_FOLDER}/${jobFolderName}/`;
      expect(output.fileList.every((f) => f.filePath.startsWith(jobPath))).toBe(true);

      expect((await api.hasReport([id])).body).toEqual({ hasReport: true, workflowIds: [id] });
      const zip = await api.bytes(`/api/v1/workflows/${id}/package`);
      expect(zip.status).toBe(200);
      const names = readStoredZip(zip.body).map((e) => e.name);
      expect(names).toContain(`${jobFolderName}/report/report.html`);
      const log = (await api.tab<{ logInfo: string; IsExitLog: boolean }>(id, 'log')).body;
      expect(log.IsExitLog).toBe(true);
      expect(log.logInfo).toContain(`##### report (app-report) #####`);
      finished.set(app.id, { detail, output });
    },
    180_000,
  );
});

describe('what the demo runs found', () => {
  it('rnaseq-quant trims and quantifies each sample in its own run, and heat-shock genes come out up', async () => {
    const run = finished.get('rnaseq-quant');
    const steps = run?.detail.steps ?? [];
    expect(steps.map((s) => s.key)).toEqual(
      expect.arrayContaining(['qc.1', 'qc.4', 'quant.1', 'quant.2', 'quant.3', 'quant.4', 'merge', 'figures']),
    );
    expect(steps.find((s) => s.key === 'quant.3')?.dependsOn).toEqual(['qc.3']);
    expect(steps.find((s) => s.key === 'merge')?.dependsOn).toEqual(['quant.1', 'quant.2', 'quant.3', 'quant.4']);
    // Each run is named after its reads file (ctrl_1.fq), down the scatter chain, and so are its result files.
    const samplesOf = (step: string) => steps.filter((s) => s.stepId === step).map((s) => s.sample);
    expect(samplesOf('qc')).toEqual(['ctrl_1', 'ctrl_2', 'heat_1', 'heat_2']);
    expect(samplesOf('quant')).toEqual(['ctrl_1', 'ctrl_2', 'heat_1', 'heat_2']);
    expect(steps.find((s) => s.key === 'merge')?.sample).toBeNull();
    const quantFiles = run?.output.fileList.filter((f) => f.stepKey.startsWith('quant.')).map((f) => f.fileName);
    expect(quantFiles).toEqual(expect.arrayContaining(['ctrl_1.quant.sf', 'heat_2.quant.sf', 'heat_1.mapping.json']));
    // The TPM table offers the drawing tools the app names for it; other tables none of their own.
    const rows = run?.output.fileList ?? [];
    const drawTools = (fileName: string) => rows.find((f) => f.fileName === fileName)?.drawTool.map((t) => t.toolId);
    expect(drawTools('tpm.tsv')).toEqual(['heatmap', 'boxplot']);
    expect(rows.find((f) => f.fileName === 'tpm.tsv')?.drawTool[0]).toMatchObject({
      softwareId: 'heatmap',
      softwareEnName: 'Clustered heatmap',
    });
    expect(drawTools('samples.tsv')).toEqual([]);

    // Demo samples 1-2 are controls, 3-4 heat-stressed (catalog/examples/generate-rnaseq-examples.ts).
    const tpm = new Map(records(await resultText('rnaseq-quant', 'merge', 'tpm.tsv')).map((r) => [r.transcript, r]));
    expect(tpm.size).toBe(12);
    const fold = (gene: string) => {
      const row = tpm.get(gene)!;
      return (Number(row.heat_1) + Number(row.heat_2)) / (Number(row.ctrl_1) + Number(row.ctrl_2));
    };
    expect(fold('HSP70')).toBeGreaterThan(5);
    expect(fold('HSP90')).toBeGreaterThan(2);
    expect(fold('RBCS')).toBeLessThan(0.5);
    expect(fold('CAB1')).toBeLessThan(0.5);
    const samples = records(await resultText('rnaseq-quant', 'merge', 'samples.tsv'));
    expect(samples.map((r) => r.sample)).toEqual(['ctrl_1', 'ctrl_2', 'heat_1', 'heat_2']);
    // 800 reads per sample, nearly all from the transcripts.
    for (const sample of samples) expect(Number(sample.assigned_reads)).toBeGreaterThan(760);
  });

  it('microbial-genome assembles the 12 kb demo genome and finds its genes', async () => {
    const [stats] = records(await resultText('microbial-genome', 'stats', 'assembly_stats.tsv'));
    // The demo genome: 12,204 bp holding 16 planted genes (catalog/examples/generate-microbial-examples.ts).
    expect(Number(stats!.total_length)).toBeGreaterThan(11_500);
    expect(Number(stats!.total_length)).toBeLessThan(12_600);
    expect(Number(stats!.N50)).toBeGreaterThan(6_000);
    expect(Number(stats!.genes)).toBeGreaterThanOrEqual(14);
    expect(Number(stats!.genes)).toBeLessThanOrEqual(17);
    const proteins = await resultText('microbial-genome', 'genes', 'proteins.faa');
    expect(proteins.split('\n').filter((l) => l.startsWith('>'))).toHaveLength(Number(stats!.genes));
  });

  it('germline-variants tables its variant counts for the drawing tools', async () => {
    const types = records(await resultText('germline-variants', 'tables', 'variant_types.tsv'));
    expect(types.map((r) => r.type)).toEqual(['SNPs', 'MNPs', 'indels', 'others']);
    const substitutions = records(await resultText('germline-variants', 'tables', 'substitutions.tsv'));
    // All 12 substitutions, counting every SNP once: the table adds up to the SNPs of the types table.
    expect(substitutions).toHaveLength(12);
    const total = substitutions.reduce((sum, r) => sum + Number(r.count), 0);
    expect(total).toBe(Number(types.find((r) => r.type === 'SNPs')!.count));
    expect(substitutions.filter((r) => r.class === 'transition').map((r) => r.substitution)).toEqual([
      'A>G',
      'C>T',
      'G>A',
      'T>C',
    ]);
    expect(drawToolsOf('germline-variants', 'variant_types.tsv')).toEqual(['pieChart', 'columnar']);
    expect(drawToolsOf('germline-variants', 'substitutions.tsv')).toEqual(['columnar', 'pieChart']);
  });

  it('phylogeny tables each aligned sequence for the drawing tools', async () => {
    const stats = records(await resultText('phylogeny', 'stats', 'alignment_stats.tsv'));
    // The rhodopsin coding sequences of the demo (catalog/tools/mafft.yaml says where they come from).
    expect(stats.map((r) => r.sequence)).toEqual([
      'Felis_catus',
      'Bufo_bufo',
      'Myotis_ricketti',
      'Bos_taurus',
      'Conger_myriaster',
    ]);
    // Every sequence fills the same alignment columns with residues or gaps.
    const widths = new Set(stats.map((r) => Number(r.length) + Number(r.gaps)));
    expect(widths.size).toBe(1);
    for (const row of stats) {
      expect(Number(row.identity_percent)).toBeGreaterThan(80);
      expect(Number(row.identity_percent)).toBeLessThanOrEqual(100);
      expect(Number(row.GC_percent)).toBeGreaterThan(40);
    }
    expect(drawToolsOf('phylogeny', 'alignment_stats.tsv')).toEqual(['columnar', 'scatter']);
  });
});

/** The drawing tools a result row of an app's demo run offers first. */
function drawToolsOf(appId: string, fileName: string): string[] | undefined {
  const row = finished.get(appId)?.output.fileList.find((f) => f.fileName === fileName);
  return row?.drawTool.map((t) => t.toolId);
}

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
    // Priced like tools: the manifest's price, else the sum of its steps' tools (the loader's).
    const germline = catalog.apps.find((a) => a.id === 'germline-variants')!;
    const price = { price: germline.price.beans, beansAccepted: germline.price.beansAccepted };
    expect(detail).toMatchObject(price);
    expect(apps.find((a) => a.appId === 'germline-variants')).toMatchObject(price);
    expect((await api.types('nonsense')).status).toBe(400);
  });

  it('gives each app its promoted image, in the list, the detail and its compute jobs', async () => {
    const listed = (await api.apps('med-transcriptomics')).body.softwareList.find((a) => a.appId === 'rnaseq-quant');
    expect(listed?.softImg).toBe('/api/v1/apps/rnaseq-quant/image');
    expect(finished.get('rnaseq-quant')?.detail.softImg).toBe('/api/v1/apps/rnaseq-quant/image');
    // <img> tags send no token: the image is served to anyone.
    const image = await fetch(`${engine.server.baseUrl}/api/v1/apps/rnaseq-quant/image`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toContain('image/svg+xml');
    expect(await image.text()).toContain('<svg');
    expect((await fetch(`${engine.server.baseUrl}/api/v1/apps/no-such-app/image`)).status).toBe(404);
  });
});
