/**
 * The project rules of spec 000 §5, §8, §9: create (name required, description under the limit), edit (new name
 * required, a duplicate refused with PROJECT_NAME_DUPLICATE), delete (the password required and checked; the data
 * and jobs handled as chosen), the list's search and filters and the tool project list's page size.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_SIZES, PROJECT_NAME_MAX_LENGTH } from '@biocloud/contracts';
import { loggedIn, privateRootUuid, startFilesServer } from '../../../test/file-api';
import type { TestServer } from '../../../test/test-server';
import { postForm, staffClient, staffProject, type Client } from './test-support/project-clients';

let server: TestServer;
let alice: Client;
let bob: Client;
let staff: Client;

beforeAll(async () => {
  ({ server } = await startFilesServer());
  [alice, bob] = [await loggedIn(server), await loggedIn(server)];
  staff = await staffClient(server);
});
afterAll(() => server.close());

const create = (who: Client, name: string, description = '') =>
  who.post<{ projectBaseId: string; projectCode: string }>('/api/v1/projects', { name, description });
const projectCount = async () =>
  Number(
    (
      await server.db
        .selectFrom('projects')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('creating a project', () => {
  it('needs a name of at most PROJECT_NAME_MAX_LENGTH characters and a description under the limit', async () => {
    const before = await projectCount();
    for (const [name, description, code] of [
      ['', '', 'PROJECT_NAME_REQUIRED'],
      ['   ', '', 'PROJECT_NAME_REQUIRED'],
      ['p'.repeat(PROJECT_NAME_MAX_LENGTH + 1), '', 'PROJECT_NAME_TOO_LONG'],
      ['Fine', 'd'.repeat(500), 'DESCRIPTION_TOO_LONG'],
    ] as const) {
      const answer = await create(alice, name, description);
      expect(answer.status).toBe(400);
      expect(answer.body.code).toBe(code);
      expect(answer.body.message).not.toBe(code);
    }
    expect(await projectCount()).toBe(before);
    const made = await create(alice, '  Rice  ', 'd'.repeat(499));
    expect(made.status).toBe(200);
    expect(made.body.projectCode).toMatch(/^BC\d{6}$/);
    const detail = await alice.get<{ projectName: string; projectType: string; status: string; rootFileUuid: string }>(
      `/api/v1/projects/${made.body.projectBaseId}`,
    );
    expect(detail.body).toMatchObject({ projectName: 'Rice', projectType: 'personal', status: 'notStarted' });
    // Its data root is a real, empty folder of the data table.
    const data = await alice.post<{ data: { fileList: unknown[]; tagList: { fileUuid: string }[] } }>(
      `/api/v1/projects/${made.body.projectBaseId}/files/list`,
      {},
    );
    expect(data.body.data.fileList).toEqual([]);
    expect(data.body.data.tagList[0]!.fileUuid).toBe(detail.body.rootFileUuid);
  });

  it('refuses a name the owner already uses (whatever its case), in the caller language', async () => {
    await create(bob, 'Wheat');
    const again = await create(bob, 'wheat');
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('PROJECT_NAME_DUPLICATE');
    const zh = await fetch(`${server.baseUrl}/api/v1/projects`, {
      method: 'POST',
      headers: { token: bob.token, lang: 'zh', 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'WHEAT' }),
    });
    expect(((await zh.json()) as { message: string }).message).toMatch(/项目名称重复/);
    // Another owner may use it.
    expect((await create(alice, 'Wheat')).status).toBe(200);
  });
});

describe('editing a project', () => {
  it('needs a new name, refuses a duplicate and keeps the project unchanged when refused', async () => {
    const { body } = await create(alice, 'Maize');
    await create(alice, 'Sorghum');
    const url = `/api/v1/projects/${body.projectBaseId}/edit`;
    expect((await alice.post(url, { newName: '' })).body.code).toBe('PROJECT_NAME_REQUIRED');
    const dup = await alice.post(url, { newName: 'SORGHUM' });
    expect([dup.status, dup.body.code]).toEqual([409, 'PROJECT_NAME_DUPLICATE']);
    expect((await alice.get<{ projectName: string }>(`/api/v1/projects/${body.projectBaseId}`)).body.projectName).toBe(
      'Maize',
    );
    // Its own name (a description change) and a free name pass.
    expect((await alice.post(url, { newName: 'Maize', description: 'new' })).status).toBe(200);
    const renamed = await alice.post<{ projectName: string; description: string }>(url, { newName: 'Maize 2' });
    expect(renamed.body).toMatchObject({ projectName: 'Maize 2', description: 'new' });
  });
});

describe('deleting a project', () => {
  it('needs the password, checked, and then deletes the project with its data', async () => {
    const { body } = await create(alice, 'To delete');
    const url = `/api/v1/projects/${body.projectBaseId}`;
    const detail = await alice.get<{ rootFileUuid: string }>(url);
    // Project data are written by staff (files/file-access.ts); this one is deleted with the project.
    await staff.uploadOne(detail.body.rootFileUuid, 'a.fa', '>a\nAC\n');
    const choice = { dataAction: 'delete', jobAction: 'delete' };
    expect((await alice.del(url, { oldPassword: '', ...choice })).body.code).toBe('PASSWORD_REQUIRED');
    expect((await alice.del(url, { oldPassword: 'wrong-password', ...choice })).body.code).toBe(
      'PROJECT_PASSWORD_WRONG',
    );
    expect((await alice.get(url)).status).toBe(200);
    const deleted = await alice.del(url, { oldPassword: alice.user.password, ...choice });
    expect(deleted.status).toBe(200);
    expect((await alice.get(url)).status).toBe(404);
    const left = await server.db
      .selectFrom('files')
      .select('uuid')
      .where('project_id', '=', body.projectBaseId)
      .execute();
    expect(left).toEqual([]);
  });

  it('keeps the data as a folder of the owner private space when asked, and the jobs without a project', async () => {
    const { id, root } = await staffProject(staff, alice, 'Keep data');
    const delivered = await postForm<{ fileUuids: string[] }>(
      server.baseUrl,
      staff,
      `/api/v1/projects/${id}/deliver/upload`,
      {},
      [{ name: 'reads.fa', content: '>r\nACGT\n' }],
    );
    await postForm(server.baseUrl, staff, `/api/v1/projects/${id}/reports`, { flag: 'report' }, [
      { name: 'report.pdf', content: '%PDF-1.4' },
    ]);
    const job = await alice.post<{ jobId: string }>('/api/v1/software/1001/submit', {
      jobName: 'kept_job',
      inputs: { sequences: [delivered.body.fileUuids[0]] },
      projectBaseId: id,
    });
    // A waiting job may not be deleted: the whole request is refused and nothing changes.
    const refused = await alice.del(`/api/v1/projects/${id}`, {
      oldPassword: alice.user.password,
      dataAction: 'keep',
      jobAction: 'delete',
    });
    expect([refused.status, refused.body.code]).toEqual([409, 'PROJECT_JOBS_RUNNING']);
    expect((await alice.get(`/api/v1/projects/${id}`)).status).toBe(200);

    const kept = await alice.del<{ keptFolderUuid: string; keptJobs: number }>(`/api/v1/projects/${id}`, {
      oldPassword: alice.user.password,
      dataAction: 'keep',
      jobAction: 'keep',
    });
    expect(kept.status).toBe(200);
    expect(kept.body).toMatchObject({ keptFolderUuid: root, keptJobs: 1 });
    const home = await alice.list('0');
    const folder = home.body.data.fileList.find((f) => f.fileUuid === root);
    expect(folder?.name).toMatch(/^BC\d{6}$/);
    const inside = await alice.list(root);
    expect(inside.body.data.fileList.map((f) => f.name)).toEqual(['reads.fa']);
    const task = await server.db
      .selectFrom('tasks')
      .select(['project_base_id', 'deleted'])
      .where('id', '=', job.body.jobId)
      .executeTakeFirstOrThrow();
    expect(task).toEqual({ project_base_id: null, deleted: false });
    // The report file went with the project; the private root is still the only root of alice's space.
    expect(await server.db.selectFrom('project_reports').select('id').execute()).toEqual([]);
    expect(await privateRootUuid(server.db, alice.user.id)).not.toBe(root);
  });
});

describe('the project list', () => {
  it('searches by name or code, filters by status, type and created time, and pages', async () => {
    const carol = await loggedIn(server);
    const mine = await create(carol, 'Carol rice');
    await create(carol, 'Carol wheat');
    const staffMade = await staffProject(staff, carol, 'Carol service');
    await staff.post(`/api/v1/projects/${staffMade.id}/progress/stages`, { stageKey: 'sampleReceived' });
    const names = async (query: string) =>
      (
        await carol.get<{ projectList: { projectName: string }[]; totalPages: number }>(`/api/v1/projects?${query}`)
      ).body.projectList.map((p) => p.projectName);
    expect(await names('projectName=RICE')).toEqual(['Carol rice']);
    expect(await names(`projectName=${mine.body.projectCode}`)).toEqual(['Carol rice']);
    expect(await names('status=inProgress')).toEqual(['Carol service']);
    expect(await names('projectType=resequencing')).toEqual(['Carol service']);
    expect(await names(`startCreateTime=${encodeURIComponent(new Date(Date.now() + 60_000).toISOString())}`)).toEqual(
      [],
    );
    const page = await carol.get<{ projectList: unknown[]; totalPages: number; totalElements: number }>(
      '/api/v1/projects?recordNumberOfPage=2&currentPage=1',
    );
    expect(page.body).toMatchObject({ totalPages: 2, totalElements: 3 });
    expect(page.body.projectList).toHaveLength(1);
    // The tool project list asks for PAGE_SIZES.toolProjects in one page (a POST in the spec), and no more.
    const tool = await carol.post<{ projectList: unknown[] }>('/api/v1/projects/list', {
      recordNumberOfPage: PAGE_SIZES.toolProjects,
      currentPage: 0,
    });
    expect(tool.body.projectList).toHaveLength(3);
    const tooMany = await carol.get(`/api/v1/projects?recordNumberOfPage=${PAGE_SIZES.toolProjects + 1}`);
    expect(tooMany.status).toBe(400);
  });
});
