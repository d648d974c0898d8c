import { beforeAll, describe, expect, it } from 'vitest';
import { fakeProjectDelete } from '../../../test/fakes/project-delete';
import { hashPassword } from '../auth/password';
import { createProjectDelete } from './project-delete';
import type { ProjectCaller } from './project-access';

/*
 * Deleting a project on fakes: who may, the password, jobs that block the whole request before anything changes,
 * data kept as a folder of the owner (under a free name, within the quota) or deleted, and the blobs' bytes removed
 * only after the rows. The HTTP tier (projects-rules) covers the route on a database.
 */

const owner: ProjectCaller = { id: 'owner', isAdmin: false, region: 'CN', isStaff: false, name: 'Owner' };
const member: ProjectCaller = { id: 'member', isAdmin: false, region: 'CN', isStaff: false, name: 'Member' };
const roles = { owner: 'owner', member: 'member' } as const;
const PASSWORD = 'correct horse';
let passwordHash: string;

beforeAll(async () => {
  passwordHash = await hashPassword(PASSWORD);
});

const remove = (fake: ReturnType<typeof fakeProjectDelete>, caller: ProjectCaller, choice: object) =>
  createProjectDelete(fake.deps).delete(caller, fake.project.id, {
    oldPassword: PASSWORD,
    dataAction: 'delete',
    jobAction: 'delete',
    ...choice,
  });

describe('project delete', () => {
  it('refuses a member, and a wrong password, changing nothing', async () => {
    const fake = fakeProjectDelete({ roles, passwordHash });
    await expect(remove(fake, member, {})).rejects.toMatchObject({ code: 'PROJECT_OWNER_ONLY' });
    await expect(remove(fake, owner, { oldPassword: 'wrong' })).rejects.toMatchObject({
      code: 'PROJECT_PASSWORD_WRONG',
    });
    expect(fake.state.projectExists).toBe(true);
  });

  it('refuses the whole request while a job still runs, before deleting any job', async () => {
    const fake = fakeProjectDelete({
      roles,
      passwordHash,
      workflows: [{ id: 'w-done', status: 'FINISH' }],
      tasks: [{ id: 't-running', status: 'running' }],
    });
    await expect(remove(fake, owner, {})).rejects.toMatchObject({ code: 'PROJECT_JOBS_RUNNING', params: { count: 1 } });
    expect(fake.state.deletedJobs).toEqual([]);
    expect(fake.state.projectExists).toBe(true);
  });

  it('deletes jobs, data and documents, then removes their bytes', async () => {
    const fake = fakeProjectDelete({
      roles,
      passwordHash,
      workflows: [{ id: 'w1', status: 'FINISH' }],
      tasks: [{ id: 't1', status: 'success' }],
    });
    const answer = await remove(fake, owner, {});
    expect(answer).toEqual({ deleted: true, keptFolderUuid: null, deletedJobs: 2, keptJobs: 0 });
    expect(fake.state.deletedJobs).toEqual(['w1', 't1']);
    expect(fake.state.deletedSubtrees).toEqual([fake.project.docs_file_uuid, fake.project.root_file_uuid]);
    expect(fake.state.removedBlobs).toHaveLength(2);
    expect(fake.state.projectExists).toBe(false);
  });

  it('keeps the data as a folder of the owner under a free name, and the jobs without a project', async () => {
    const fake = fakeProjectDelete({
      roles,
      passwordHash,
      tasks: [{ id: 't1', status: 'success' }],
      homeNames: ['P0001'],
    });
    const answer = await remove(fake, owner, { dataAction: 'keep', jobAction: 'keep' });
    expect(answer).toMatchObject({ keptFolderUuid: fake.project.root_file_uuid, deletedJobs: 0, keptJobs: 1 });
    expect(fake.state.handedTo?.name).not.toBe('P0001');
    expect(fake.state.handedTo?.name.startsWith('P0001')).toBe(true);
    expect(fake.state.deletedSubtrees).toEqual([fake.project.docs_file_uuid]);
    expect(fake.state.detached).toBe(true);
    expect(fake.state.deletedJobs).toEqual([]);
  });

  it('keeps everything when the kept data would not fit in the owner quota', async () => {
    const fake = fakeProjectDelete({ roles, passwordHash, quota: 100, dataBytes: 101 });
    await expect(remove(fake, owner, { dataAction: 'keep' })).rejects.toMatchObject({ code: 'QUOTA_EXCEEDED' });
    expect(fake.state.projectExists).toBe(true);
    expect(fake.state.deletedSubtrees).toEqual([]);
    expect(fake.state.removedBlobs).toEqual([]);
  });
});
