/**
 * Who sees a project (issue 6 "Access"): its owner, its members and staff see it, its data, jobs and reports; anyone
 * else gets 404 on every project call, exactly as for a project that never existed, and changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedIn, startFilesServer, type ApiAnswer } from '../../../test/file-api';
import type { TestServer } from '../../../test/test-server';
import { fetchBytes, postForm, staffClient, staffProject, type Client } from './test-support/project-clients';

let server: TestServer;
let staff: Client;
let owner: Client;
let member: Client;
let stranger: Client;
let project: { id: string; root: string };
let projectCode: string;
let dataFile: string;
let reportId: string;
let customId: string;
let attachment: string;
let jobId: string;

beforeAll(async () => {
  ({ server } = await startFilesServer());
  staff = await staffClient(server);
  [owner, member, stranger] = [await loggedIn(server), await loggedIn(server), await loggedIn(server)];
  project = await staffProject(staff, owner, 'Access test', [member]);
  const upload = await postForm<{ fileUuids: string[] }>(
    server.baseUrl,
    staff,
    `/api/v1/projects/${project.id}/deliver/upload`,
    {},
    [{ name: 'reads.fa', content: '>r1\nACGT\n' }],
  );
  dataFile = upload.body.fileUuids[0]!;
  projectCode = (await staff.get<{ projectCode: string }>(`/api/v1/projects/${project.id}`)).body.projectCode;
  const report = await postForm<{ projectId: string }>(
    server.baseUrl,
    staff,
    `/api/v1/projects/${project.id}/reports`,
    { flag: 'report', title: 'QC report' },
    [{ name: 'report.html', content: '<h1>QC</h1>' }],
  );
  reportId = report.body.projectId;
  const custom = await postForm<{ customId: string }>(
    server.baseUrl,
    owner,
    `/api/v1/projects/${project.id}/custom`,
    { title: 'Extra plots', description: 'Please add a PCA' },
    [{ name: 'notes.txt', content: 'samples 1-4' }],
  );
  customId = custom.body.customId;
  const detail = await owner.get<{ attachments: { fileUuid: string }[] }>(
    `/api/v1/projects/${project.id}/custom/${customId}`,
  );
  attachment = detail.body.attachments[0]!.fileUuid;
  // No engine runs here: the job stays waiting, which is all the access rules need.
  const job = await owner.post<{ jobId: string }>('/api/v1/software/1001/submit', {
    jobName: 'stats_in_project',
    inputs: { sequences: [dataFile] },
    projectBaseId: project.id,
  });
  expect(job.status, JSON.stringify(job.body)).toBe(200);
  jobId = job.body.jobId;
});
afterAll(() => server.close());

/** Every row a project call could change. */
async function state() {
  const tables = [
    'projects',
    'project_members',
    'project_stages',
    'project_urges',
    'project_custom_requests',
    'project_custom_replies',
    'project_reports',
    'project_evaluations',
    'messages',
    'files',
    'tasks',
  ] as const;
  const counts: Record<string, unknown> = {};
  for (const table of tables) {
    counts[table] = (
      await server.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n;
  }
  const task = await server.db.selectFrom('tasks').select(['status', 'deleted']).where('id', '=', jobId).execute();
  return { counts, task };
}

/** Every project call, as `who` makes it. */
function calls(who: Client) {
  const p = `/api/v1/projects/${project.id}`;
  const form = (url: string, fields: Record<string, string>, name: string) =>
    postForm(server.baseUrl, who, url, fields, [{ name, content: 'x' }]);
  const bytes = async (url: string): Promise<ApiAnswer> => {
    const answer = await fetchBytes(server.baseUrl, who, url);
    const text = answer.bytes.toString();
    const body = (text.startsWith('{') ? JSON.parse(text) : {}) as ApiAnswer['body'];
    return { status: answer.status, headers: answer.headers, body };
  };
  return {
    detail: () => who.get(p),
    edit: () => who.post(`${p}/edit`, { newName: 'Renamed' }),
    delete: () => who.del(p, { oldPassword: who.user.password, dataAction: 'delete', jobAction: 'keep' }),
    members: () => who.get(`${p}/members`),
    addMember: () => who.post(`${p}/members`, { usernames: [stranger.user.username] }),
    removeMember: () => who.del(`${p}/members/${member.user.id}`, undefined),
    progress: () => who.get(`${p}/progress?type=service`),
    read: () => who.post(`${p}/progress/read`, { type: 'service' }),
    urgeState: () => who.get(`${p}/progress/urge?type=analyse`),
    urge: () => who.post(`${p}/progress/urge`, { type: 'analyse' }),
    email: () => who.post(`${p}/progress/email`, { content: 'hello' }),
    stage: () => who.post(`${p}/progress/stages`, { stageKey: 'sampleReceived' }),
    files: () => who.post(`${p}/files/list`, { pageNum: 0, pageSize: 10 }),
    deliver: () => who.post(`${p}/deliver`, { sourceFileUuids: [dataFile] }),
    deliverUpload: () => form(`${p}/deliver/upload`, {}, 'more.fa'),
    analyse: () => who.get(`${p}/analyse`),
    jobs: () => who.get(`${p}/jobs?jobType=task`),
    hasReport: () => who.post(`${p}/jobs/has-report`, { workflowNums: jobId }),
    jobDetail: () => who.get(`${p}/jobs/${jobId}`),
    jobLog: () => who.get(`${p}/jobs/${jobId}/log`),
    jobEvents: () => who.get(`${p}/jobs/${jobId}/events`),
    jobStop: () => who.put(`${p}/jobs/${jobId}/stop`, undefined),
    jobDelete: () => who.del(`${p}/jobs?workflowNum=${jobId}`, undefined),
    reports: () => who.get(`${p}/reports?flag=report`),
    attachReport: () => form(`${p}/reports`, { flag: 'report' }, 'r.html'),
    openReport: () => bytes(`/api/v1/projects/reports/${reportId}/open`),
    downloadReport: () => bytes(`/api/v1/projects/reports/${reportId}/download`),
    deleteReport: () => who.del(`/api/v1/projects/reports/${reportId}`, undefined),
    customList: () => who.get(`${p}/custom`),
    customCreate: () => form(`${p}/custom`, { title: 't', description: '' }, 'a.txt'),
    customDetail: () => who.get(`${p}/custom/${customId}`),
    customReply: () => form(`${p}/custom/${customId}/replies`, { content: 'hi' }, 'b.txt'),
    customAttachment: () => bytes(`${p}/custom/${customId}/attachments/${attachment}`),
    submitInto: () =>
      who.post('/api/v1/software/1001/submit', {
        jobName: 'sneak',
        inputs: { sequences: [dataFile] },
        projectBaseId: project.id,
      }),
    filesListRoot: () => who.post('/api/v1/files/list', { fileUuid: project.root, pageNum: 0, pageSize: 10 }),
    fileDownload: () => bytes(`/api/v1/files/${dataFile}/download`),
    evaluation: () => who.get(`${p}/evaluation`),
    evaluationByNumber: () => who.get(`/api/v1/projects/evaluation?number=${projectCode}`),
    evaluationByReport: () => who.get(`/api/v1/projects/evaluation?projectId=${reportId}`),
    saveEvaluation: () =>
      who.post('/modules/api/v5/newProject/saveEvaInfo', {
        projectBaseId: project.id,
        projectStartEvaObject: [1, 2, 3].map((i) => ({ label: `rating${i}`, value: 5 })),
      }),
  };
}

const NOT_FOUND_CODES: Record<string, string> = {
  openReport: 'REPORT_NOT_FOUND',
  downloadReport: 'REPORT_NOT_FOUND',
  deleteReport: 'REPORT_NOT_FOUND',
  filesListRoot: 'FILE_NOT_FOUND',
  fileDownload: 'FILE_NOT_FOUND',
};

describe('someone who is neither owner, member nor staff', () => {
  it('gets 404 on every project call, as for a project that never existed, and changes nothing', async () => {
    const before = await state();
    for (const [name, call] of Object.entries(calls(stranger))) {
      const answer = await call();
      expect(answer.status, name).toBe(404);
      expect(answer.body.code, name).toBe(NOT_FOUND_CODES[name] ?? 'PROJECT_NOT_FOUND');
    }
    expect(await state()).toEqual(before);
  });

  it('gets the same answers for an id that never existed and one that is no id', async () => {
    for (const id of ['6f1c8a52-3b7e-4d2a-9c1e-0a9b8c7d6e5f', 'not-an-id', '1']) {
      for (const answer of [
        await owner.get(`/api/v1/projects/${id}`),
        await owner.get(`/api/v1/projects/${id}/reports`),
        await owner.post(`/api/v1/projects/${id}/files/list`, {}),
        await owner.get(`/api/v1/projects/${id}/evaluation`),
        await owner.get(`/api/v1/projects/evaluation?projectBaseId=${id}`),
        await owner.get(`/api/v1/projects/evaluation?number=${id}`),
        await owner.get(`/api/v1/projects/evaluation?projectId=${id}`),
        await owner.post('/modules/api/v5/newProject/saveEvaInfo', { projectBaseId: id, projectStartEvaObject: [] }),
      ]) {
        expect(answer.status).toBe(404);
        expect(answer.body.code).toBe('PROJECT_NOT_FOUND');
      }
    }
  });

  it('does not find the project in their list', async () => {
    const list = await stranger.get<{ projectList: unknown[] }>('/api/v1/projects');
    expect(list.body.projectList).toEqual([]);
  });
});

describe('the owner, a member and staff', () => {
  it('see the project, its data, jobs, reports and requests', async () => {
    for (const who of [owner, member, staff]) {
      const c = calls(who);
      for (const name of [
        'detail',
        'members',
        'progress',
        'urgeState',
        'files',
        'analyse',
        'jobs',
        'hasReport',
        'jobDetail',
        'jobEvents',
        'reports',
        'downloadReport',
        'customList',
        'customDetail',
        'customAttachment',
        'filesListRoot',
        'fileDownload',
        'evaluation',
        'evaluationByNumber',
        'evaluationByReport',
      ] as const) {
        const answer = await c[name]();
        expect(answer.status, `${who.user.username} ${name}: ${JSON.stringify(answer.body)}`).toBe(200);
      }
      const list = await who.get<{ projectList: { projectBaseId: string; role: string }[] }>('/api/v1/projects');
      expect(list.body.projectList.map((p) => p.projectBaseId)).toContain(project.id);
    }
    const roles = await Promise.all(
      [owner, member, staff].map(
        async (who) => (await who.get<{ role: string }>(`/api/v1/projects/${project.id}`)).body.role,
      ),
    );
    expect(roles).toEqual(['owner', 'member', 'staff']);
    const jobs = await member.get<{ list: { id: string; projectBaseName: string }[] }>(
      `/api/v1/projects/${project.id}/jobs?jobType=task`,
    );
    expect(jobs.body.list).toEqual([expect.objectContaining({ id: jobId, projectBaseName: 'Access test' })]);
  });

  it('leave staff work to staff and owner decisions to the owner and staff', async () => {
    const byMember = calls(member);
    for (const [name, code] of [
      ['stage', 'STAFF_ONLY'],
      ['deliver', 'STAFF_ONLY'],
      ['deliverUpload', 'STAFF_ONLY'],
      ['attachReport', 'STAFF_ONLY'],
      ['edit', 'PROJECT_OWNER_ONLY'],
      ['delete', 'PROJECT_OWNER_ONLY'],
      ['addMember', 'PROJECT_OWNER_ONLY'],
      ['deleteReport', 'PROJECT_OWNER_ONLY'],
      ['jobStop', 'PROJECT_OWNER_ONLY'],
    ] as const) {
      const answer = await byMember[name]();
      expect(answer.status, name).toBe(400);
      expect(answer.body.code, name).toBe(code);
    }
    for (const name of ['stage', 'deliver', 'attachReport'] as const) {
      const answer = await calls(owner)[name]();
      expect(answer.body.code, name).toBe('STAFF_ONLY');
    }
  });
});
