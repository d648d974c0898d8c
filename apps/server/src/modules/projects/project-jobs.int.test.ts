/**
 * Jobs run in a project (a real seqkit run on delivered data): the results land in the project's data, the job is
 * in the project job list (page size, type, status and time filters), the project variant of the actions works by
 * workflowNum, and a report of an app run in the project appears in its report list by itself.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_SIZES, type ReportRow } from '@biocloud/contracts';
import { startEngineServer, type EngineServer } from '../../../test/engine-server';
import { loggedIn } from '../../../test/file-api';
import { taskApi } from '../../../test/task-api';
import { postForm, staffClient, staffProject, type Client } from './test-support/project-clients';

let env: EngineServer;
let staff: Client;
let customer: Client;
let project: { id: string; root: string };
let p: string;
let reads: string;

type Jobs = {
  list: { id: string; status: string; projectBaseName: string }[];
  totalPage: number;
  totalElements: number;
};

beforeAll(async () => {
  env = await startEngineServer();
  staff = await staffClient(env.server);
  customer = await loggedIn(env.server);
  project = await staffProject(staff, customer, 'Jobs here');
  p = `/api/v1/projects/${project.id}`;
  const up = await postForm<{ fileUuids: string[] }>(env.server.baseUrl, staff, `${p}/deliver/upload`, {}, [
    { name: 'reads.fa', content: '>a\nACGTACGT\n>b\nGGCC\n' },
  ]);
  reads = up.body.fileUuids[0]!;
});
afterAll(() => env.close());

describe('a task job run in the project', () => {
  it('keeps its results in the project data and is listed as a project job', async () => {
    const api = taskApi(customer, env.server.baseUrl);
    const jobId = await api.submitOk('1001', {
      jobName: 'project_stats',
      inputs: { sequences: [reads] },
      projectBaseId: project.id,
    });
    const done = await api.waitFor(jobId, (d) => d.status === 'success' || d.status === 'error', { timeoutMs: 60_000 });
    expect(done.status).toBe('success');
    // The submitter's own job pages name the project (its link's text), not its id.
    expect(done.projectBaseName).toBe('Jobs here');
    const own = await customer.get<{ jobList: { id: string; projectBaseName: string | null }[] }>('/api/v1/tasks');
    expect(own.body.jobList).toContainEqual(expect.objectContaining({ id: jobId, projectBaseName: 'Jobs here' }));
    const data = await customer.post<{ data: { fileList: { name: string; fileUuid: string }[] } }>(
      `${p}/files/list`,
      {},
    );
    const folder = data.body.data.fileList.find((f) => f.name.startsWith('project_stats_'));
    expect(folder).toBeDefined();
    const inside = await customer.post<{ data: { fileList: { name: string; fileUuid: string }[] } }>(
      `${p}/files/list`,
      {
        folderUuid: folder!.fileUuid,
      },
    );
    const stats = inside.body.data.fileList.find((f) => f.name === 'stats.tsv')!;
    expect((await api.download(stats.fileUuid)).toString()).toMatch(/reads\.fa\s+FASTA\s+DNA\s+2\s+12/);
    // Not in the customer's private space.
    expect((await customer.list('0')).body.data.fileList.map((f) => f.name)).not.toContain(folder!.name);

    const jobs = await customer.get<Jobs>(`${p}/jobs?jobType=task`);
    expect(jobs.body.list).toEqual([
      expect.objectContaining({ id: jobId, status: 'success', projectBaseName: 'Jobs here' }),
    ]);
    expect((await customer.get<Jobs>(`${p}/jobs?jobType=task&jobStatus=running`)).body.list).toEqual([]);
    expect((await customer.get<Jobs>(`${p}/jobs?jobType=task&jobStatus=success&timeFlag=day`)).body.list).toHaveLength(
      1,
    );
    expect((await customer.get<Jobs>(`${p}/jobs?jobType=compute`)).body.list).toEqual([]);
    expect((await customer.get(`${p}/jobs?jobType=task&jobStatus=FINISH`)).body.code).toBe(
      'PROJECT_JOB_STATUS_INVALID',
    );

    // The project variant of the actions: not allowed states are refused, delete works by workflowNum.
    const pause = await customer.put(`${p}/jobs/${jobId}/pause`, undefined);
    expect([pause.status, pause.body.code]).toEqual([409, 'JOB_ACTION_NOT_ALLOWED']);
    expect((await staff.del(`${p}/jobs?workflowNum=${jobId}`, undefined)).status).toBe(200);
    expect((await customer.get<Jobs>(`${p}/jobs?jobType=task`)).body.list).toEqual([]);
  });
});

describe('the project job list', () => {
  it('pages PAGE_SIZES.projectJobs jobs at a time, newest first', async () => {
    const base = Date.parse('2026-01-01T00:00:00Z');
    await env.server.db
      .insertInto('tasks')
      .values(
        Array.from({ length: 20 }, (_, i) => ({
          user_id: customer.user.id,
          job_name: `old_${String(i).padStart(2, '0')}`,
          soft_id: '1001',
          tool_id: 'seqkit-stats',
          params: '{}',
          inputs: '{}',
          status: 'success' as const,
          create_time: new Date(base + i * 1000),
          end_time: new Date(base + i * 1000),
          project_base_id: project.id,
        })),
      )
      .execute();
    const page0 = await customer.get<Jobs & { list: { jobName: string }[] }>(`${p}/jobs?jobType=task`);
    expect(page0.body.list).toHaveLength(PAGE_SIZES.projectJobs);
    expect(page0.body).toMatchObject({ totalPage: 2, totalElements: 20 });
    expect(page0.body.list[0]!.jobName).toBe('old_19');
    const page1 = await customer.get<Jobs>(`${p}/jobs?jobType=task&currentPage=1`);
    expect(page1.body.list).toHaveLength(5);
    // Years ago is outside every time flag but "all".
    expect((await customer.get<Jobs>(`${p}/jobs?jobType=task&timeFlag=week`)).body.totalElements).toBe(0);
  });
});

describe('reports of apps run in the project', () => {
  it('appear in the report list when the app writes its report, and go with its file', async () => {
    const db = env.server.db;
    const workflow = await db
      .insertInto('workflows')
      .values({
        user_id: customer.user.id,
        job_name: 'app_run',
        soft_id: '2004',
        app_id: 'microbial-genome',
        type_name: 'agricultureApp',
        status: 'RUNNING',
        params: '{}',
        inputs: '{}',
        report_step: 'report',
        report_output: 'html',
        project_base_id: project.id,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    type Reports = {
      data: {
        content: Pick<ReportRow, 'projectId' | 'applicationName' | 'softwareName' | 'appOrTool' | 'workflowId'>[];
      };
    };
    expect((await customer.get<Reports>(`${p}/reports`)).body.data.content).toEqual([]);
    // The compute job list and page name the project the workflow ran in.
    const own = await customer.post<{ jobList: { id: string; projectBaseName: string | null }[] }>(
      '/api/v1/workflows/list',
      {},
    );
    expect(own.body.jobList).toContainEqual(expect.objectContaining({ id: workflow.id, projectBaseName: 'Jobs here' }));
    const shown = await customer.get<{ projectBaseName: string | null }>(`/api/v1/workflows/${workflow.id}`);
    expect(shown.body.projectBaseName).toBe('Jobs here');
    // The app's report step stores its HTML (a staff upload stands in for the engine), and the runner records it.
    await staff.uploadOne(project.root, 'app_report.html', '<h1>report</h1>');
    const file = await db
      .selectFrom('files')
      .select('uuid')
      .where('name', '=', 'app_report.html')
      .executeTakeFirstOrThrow();
    await db.updateTable('workflows').set({ report_file_uuid: file.uuid }).where('id', '=', workflow.id).execute();
    const listed = await customer.get<Reports>(`${p}/reports`);
    expect(listed.body.data.content).toEqual([
      // The report is named after its job; the software column names the app that made it.
      expect.objectContaining({
        applicationName: 'app_run',
        softwareName: 'Microbial genome',
        appOrTool: 'app',
        workflowId: workflow.id,
      }),
    ]);
    const hasReport = await customer.post(`${p}/jobs/has-report`, { workflowNums: [workflow.id] });
    expect(hasReport.body).toEqual({ hasReport: true, workflowNums: [workflow.id] });
    // Its params and outputs, as its full page shows them, for whoever sees the project (staff here, who did not
    // submit it and are refused the submitter's own job page).
    const params = await staff.get<{ params: { name: string; value: unknown }[] }>(`${p}/jobs/${workflow.id}/params`);
    expect(params.status, JSON.stringify(params.body)).toBe(200);
    expect(params.body.params).toContainEqual(expect.objectContaining({ name: 'minLength', value: null }));
    const output = await staff.get<{ fileList: unknown[] }>(`${p}/jobs/${workflow.id}/output`);
    expect(output.status, JSON.stringify(output.body)).toBe(200);
    expect(output.body.fileList).toEqual([]);
    expect((await staff.get(`/api/v1/workflows/${workflow.id}/params`)).status).toBe(404);
    // Customers only read project data: staff remove the file, and the report goes with it.
    expect((await customer.del('/api/v1/files', { fileUuids: [file.uuid] })).body.code).toBe('PROJECT_READ_ONLY');
    await staff.del('/api/v1/files', { fileUuids: [file.uuid] });
    expect((await customer.get<Reports>(`${p}/reports`)).body.data.content).toEqual([]);
  });
});
