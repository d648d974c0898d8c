import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRIVATE_ROOT_FILE_UUID } from '@biocloud/contracts';
import { loggedIn, privateRootUuid, startFilesServer } from '../../../test/file-api';
import type { TestServer } from '../../../test/test-server';
import { jobResultsRoot } from './job-placement';
import { createFilesRepository } from '../files/files.repository';
import { RESULTS_FOLDER } from '../files/results-folder';

let server: TestServer;
beforeAll(async () => {
  ({ server } = await startFilesServer());
});
afterAll(() => server.close());

const job = (userId: string) => ({ user_id: userId, project_base_id: null });

describe('where job results go', () => {
  it('puts every job of a user in one results folder of the root, made once even by parallel jobs', async () => {
    const alice = await loggedIn(server);
    const folders = await Promise.all([1, 2, 3].map(() => jobResultsRoot(server.db, job(alice.user.id))));
    expect(new Set(folders.map((f) => f.uuid)).size).toBe(1);
    expect(folders[0]).toMatchObject({ name: RESULTS_FOLDER, is_folder: true, scope: 'private' });
    expect(folders[0]?.parent_uuid).toBe(await privateRootUuid(server.db, alice.user.id));
    const root = await alice.list(PRIVATE_ROOT_FILE_UUID);
    expect(root.body.data.fileList.map((f) => f.name)).toEqual([RESULTS_FOLDER]);
  });

  it('falls back to the root when a file of the user holds the name', async () => {
    const bob = await loggedIn(server);
    await bob.uploadOne(PRIVATE_ROOT_FILE_UUID, RESULTS_FOLDER, 'mine');
    const folder = await jobResultsRoot(server.db, job(bob.user.id));
    expect(folder.uuid).toBe(await privateRootUuid(server.db, bob.user.id));
    expect(await createFilesRepository(server.db).childrenNamed(folder.uuid, [RESULTS_FOLDER])).toHaveLength(1);
  });
});
