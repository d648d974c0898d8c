import type { FastifyBaseLogger } from 'fastify';
import { canComputeJob, canTaskJob, validatePasswordPresent } from '@biocloud/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { BlobStore } from '../../storage/blob-store';
import { verifyPassword } from '../auth/password';
import { releaseBlobs } from '../files/blob-release';
import type { Caller } from '../auth/caller';
import { quotaExceeded } from '../files/file-errors';
import { createFilesRepository, type FilesRepository } from '../files/files.repository';
import { createFileTreeRepository, type FileTreeRepository } from '../files/file-tree.repository';
import { freeName, numberedNamePrefix } from '../files/unique-name';
import type { TasksService } from '../tasks/tasks.service';
import type { UsersRepository } from '../users/users.repository';
import type { WorkflowActions } from '../workflows/workflow-actions';
import type { ProjectCaller } from './project-access';
import { assertValid, jobsStillRunning, ownerOnly, passwordWrong, projectNotFound } from './project-errors';
import { createProjectJobsRepository, type ProjectJobsRepository } from './project-jobs.repository';
import { createProjectsRepository, type ProjectsRepository } from './projects.repository';
import type { ProjectsService } from './projects.service';

/*
 * Deleting a project (owner or staff, with their password), doing exactly what the caller chose:
 * - jobAction delete: every job of the project is deleted by its type's rules (a job that may not be deleted in its
 *   status, a running one, refuses the whole request before anything changes); keep: the jobs stay their users'
 *   jobs, without a project.
 * - dataAction delete: the project's data goes; keep: it becomes a folder (named by the project code) in the owner's
 *   private space, if their quota has room, else nothing changes.
 * Request attachments and report files always go with the project. Data and the project row change in one
 * transaction; the jobs are deleted before it by their own modules.
 */

export interface DeleteChoice {
  oldPassword: string;
  dataAction: 'delete' | 'keep';
  jobAction: 'delete' | 'keep';
}

/** The project's rows and data, changed in one transaction. */
export interface ProjectDeleteTransaction {
  projects: Pick<ProjectsRepository, 'lock' | 'delete'>;
  jobs: Pick<ProjectJobsRepository, 'detach'>;
  files: Pick<
    FilesRepository,
    'lockQuota' | 'privateRoot' | 'childrenNamed' | 'namesStartingWith' | 'handProjectToOwner'
  >;
  tree: Pick<FileTreeRepository, 'deleteSubtrees' | 'totals' | 'sweepBlobs'>;
}

export type TransactProjectDelete = <T>(work: (tx: ProjectDeleteTransaction) => Promise<T>) => Promise<T>;

export function transactProjectDelete(db: Kysely<DB>): TransactProjectDelete {
  return (work) =>
    db.transaction().execute((trx) =>
      work({
        projects: createProjectsRepository(trx),
        jobs: createProjectJobsRepository(trx),
        files: createFilesRepository(trx),
        tree: createFileTreeRepository(trx),
      }),
    );
}

export interface ProjectDeleteDeps {
  jobsRepo: Pick<ProjectJobsRepository, 'all'>;
  usersRepo: Pick<UsersRepository, 'passwordHash'>;
  transact: TransactProjectDelete;
  store: BlobStore;
  log: FastifyBaseLogger;
  projects: Pick<ProjectsService, 'visible'>;
  workflowActions: Pick<WorkflowActions, 'delete'>;
  tasks: Pick<TasksService, 'act'>;
}

export function createProjectDelete(deps: ProjectDeleteDeps) {
  const jobs = deps.jobsRepo;

  async function checkPassword(caller: ProjectCaller, password: string) {
    assertValid(validatePasswordPresent(password));
    const hash = await deps.usersRepo.passwordHash(caller.id);
    if (hash === undefined || !(await verifyPassword(hash, password))) throw passwordWrong();
  }

  async function deleteJobs(projectId: string): Promise<number> {
    const { workflows, tasks } = await jobs.all(projectId);
    const blocked =
      workflows.filter((w) => !canComputeJob('delete', w.status)).length +
      tasks.filter((t) => !canTaskJob('delete', t.status)).length;
    if (blocked > 0) throw jobsStillRunning(blocked);
    const as = (userId: string): Caller => ({ id: userId, isAdmin: false, region: '' });
    for (const w of workflows) await deps.workflowActions.delete(as(w.user_id), [w.id]);
    for (const t of tasks) await deps.tasks.act(as(t.user_id), t.id, 'delete');
    return workflows.length + tasks.length;
  }

  return {
    async delete(caller: ProjectCaller, projectBaseId: string, choice: DeleteChoice) {
      const { row, role } = await deps.projects.visible(caller, projectBaseId);
      if (role === 'member') throw ownerOnly();
      await checkPassword(caller, choice.oldPassword);

      const counts = await jobs.all(row.id);
      const jobCount = counts.workflows.length + counts.tasks.length;
      const deletedJobs = choice.jobAction === 'delete' ? await deleteJobs(row.id) : 0;

      const { keys, keptFolderUuid } = await deps.transact(async ({ projects, jobs, files, tree }) => {
        const project = await projects.lock(row.id);
        if (!project) throw projectNotFound();
        const keep = choice.dataAction === 'keep';
        const { blobIds } = await tree.deleteSubtrees(
          keep ? [project.docs_file_uuid] : [project.docs_file_uuid, project.root_file_uuid],
        );
        if (keep) {
          const { quota, used } = await files.lockQuota(project.owner_id);
          if (used + (await tree.totals([project.root_file_uuid])).bytes > quota) throw quotaExceeded();
          const home = await files.privateRoot(project.owner_id);
          const taken = new Set([
            ...(await files.childrenNamed(home.uuid, [project.code])).map((f) => f.name),
            ...(await files.namesStartingWith(home.uuid, [numberedNamePrefix(project.code)])),
          ]);
          await files.handProjectToOwner(
            { id: project.id, rootUuid: project.root_file_uuid, ownerId: project.owner_id },
            home.uuid,
            freeName(project.code, taken),
          );
        }
        if (choice.jobAction === 'keep') await jobs.detach(project.id);
        await projects.delete(project.id);
        return { keys: await tree.sweepBlobs(blobIds), keptFolderUuid: keep ? project.root_file_uuid : null };
      });
      await releaseBlobs(deps.store, keys, deps.log);
      return {
        deleted: true as const,
        keptFolderUuid,
        deletedJobs,
        keptJobs: choice.jobAction === 'keep' ? jobCount : 0,
      };
    },
  };
}

export type ProjectDelete = ReturnType<typeof createProjectDelete>;
