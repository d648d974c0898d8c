import type { FastifyBaseLogger } from 'fastify';
import type { ComputeJobStatus, TaskJobStatus } from '@biocloud/contracts';
import type { FileRecord } from '../../src/modules/files/files.repository';
import type {
  ProjectDeleteDeps,
  ProjectDeleteTransaction,
  TransactProjectDelete,
} from '../../src/modules/projects/project-delete';
import type { ProjectRole } from '../../src/modules/projects/project-access';
import { projectNotFound } from '../../src/modules/projects/project-errors';
import type { BlobStore } from '../../src/storage/blob-store';
import { projectRecord } from './progress';
import { transactInMemory } from './rollback';

/**
 * One project, its jobs and data in memory, as the delete sees them: the owner's quota and private folder names, the
 * data and document subtrees (each holding one blob), the jobs by status. Writes inside `transact` are undone when
 * the work throws, as a rollback would; job deletions and removed blob bytes are recorded.
 */
export function fakeProjectDelete(init: {
  roles: Record<string, ProjectRole>;
  passwordHash: string;
  workflows?: { id: string; status: ComputeJobStatus }[];
  tasks?: { id: string; status: TaskJobStatus }[];
  quota?: number;
  dataBytes?: number;
  /** Names already in the owner's private root. */
  homeNames?: string[];
}) {
  const project = projectRecord({ code: 'P0001' });
  const state = {
    projectExists: true,
    detached: false,
    deletedSubtrees: [] as string[],
    handedTo: undefined as { name: string; homeUuid: string } | undefined,
    deletedJobs: [] as string[],
    removedBlobs: [] as string[],
  };
  const blobOf = (uuid: string) => `blob-of-${uuid}`;

  const tx: ProjectDeleteTransaction = {
    projects: {
      async lock(id) {
        return state.projectExists && id === project.id ? project : undefined;
      },
      async delete() {
        state.projectExists = false;
      },
    },
    jobs: {
      async detach() {
        state.detached = true;
      },
    },
    files: {
      async lockQuota() {
        return { quota: init.quota ?? 1000, used: 0 };
      },
      async privateRoot(ownerId) {
        return { uuid: `home-${ownerId}` } as FileRecord;
      },
      async childrenNamed(_parent, names) {
        return (init.homeNames ?? []).filter((n) => names.includes(n)).map((name) => ({ name }) as FileRecord);
      },
      async namesStartingWith(_parent, prefixes) {
        return (init.homeNames ?? []).filter((n) => prefixes.some((p) => n.startsWith(p)));
      },
      async handProjectToOwner(_project, homeUuid, name) {
        state.handedTo = { name, homeUuid };
      },
    },
    tree: {
      async deleteSubtrees(uuids) {
        state.deletedSubtrees.push(...uuids);
        return { deleted: uuids.length, blobIds: uuids.map((_, i) => i) };
      },
      async totals() {
        return { bytes: init.dataBytes ?? 0, files: 1, folders: 0 };
      },
      async sweepBlobs() {
        return state.deletedSubtrees.map(blobOf);
      },
    },
  };

  const transact: TransactProjectDelete = transactInMemory(state, tx);

  const deps: ProjectDeleteDeps = {
    jobsRepo: {
      async all() {
        const users = { user_id: project.owner_id };
        return {
          workflows: (init.workflows ?? []).map((w) => ({ ...w, ...users })),
          tasks: (init.tasks ?? []).map((t) => ({ ...t, ...users })),
        };
      },
    },
    usersRepo: {
      async passwordHash() {
        return init.passwordHash;
      },
    },
    transact,
    store: {
      async delete(key: string) {
        state.removedBlobs.push(key);
      },
    } as unknown as BlobStore,
    log: { warn: () => {} } as unknown as FastifyBaseLogger,
    projects: {
      async visible(caller, id) {
        const role = init.roles[caller.id];
        if (id !== project.id || !role) throw projectNotFound();
        return { row: project, role };
      },
    },
    workflowActions: {
      async delete(_caller, ids) {
        state.deletedJobs.push(...ids);
        return { deleted: [...ids] };
      },
    },
    tasks: {
      async act(_caller, id) {
        state.deletedJobs.push(id);
        return { jobId: id, status: 'killed' as const };
      },
    },
  };

  return { deps, state, project };
}
