import type { Transaction } from 'kysely';
import type { DB, TaskInputsColumn, WorkflowRow, WorkflowStepRow } from '../../db/schema';
import { placementIn } from '../files/file-access';
import { folderTrail } from '../files/file-dto';
import { createFilesRepository, type FileRecord } from '../files/files.repository';
import { createTasksRepository } from '../tasks/tasks.repository';
import type { TaskHooks } from '../tasks/task-hooks';
import { jobResultsRoot } from '../placement/job-placement';
import { changeWorkflow } from './workflow-writes';
import { createWorkflowsRepository, type StepState } from './workflows.repository';

/*
 * Starting a step: its inputs resolved (files given at submit, and the result files of the step runs it reads), a
 * folder of its own inside the job folder (the engine's output collector puts the results there, as it does for a
 * task's own result folder), and a waiting task that the dispatcher picks up like any other.
 */

const FOLDER_ID_CHARS = 8;

/** The job folder's name: the job name and the start of its id (the full id when that is taken). */
export function jobFolderNames(jobName: string, workflowId: string): string[] {
  return [`${jobName}_${workflowId.slice(0, FOLDER_ID_CHARS)}`, `${jobName}_${workflowId}`];
}

/** A free child folder of `parent` named by one of `names` (an existing folder of the first name is reused). */
async function folderIn(trx: Transaction<DB>, parent: FileRecord, names: readonly string[]): Promise<string> {
  const files = createFilesRepository(trx);
  const taken = await files.childrenNamed(parent.uuid, names);
  for (const name of names) {
    const existing = taken.find((row) => row.name === name);
    if (!existing) return files.insertFolder(placementIn(parent), name);
  }
  // Every name is taken by the user's own files: add a suffix that cannot be.
  return files.insertFolder(placementIn(parent), `${names[names.length - 1]}_${Date.now()}`);
}

/** The workflow's job folder in the owner's private space (its project's data root), made again if deleted. */
export async function ensureJobFolder(trx: Transaction<DB>, workflow: WorkflowRow): Promise<FileRecord> {
  const files = createFilesRepository(trx);
  const existing = workflow.output_folder_uuid ? await files.findFile(workflow.output_folder_uuid) : undefined;
  if (existing?.is_folder) return existing;
  const root = await jobResultsRoot(trx, workflow);
  const uuid = await folderIn(trx, root, jobFolderNames(workflow.job_name, workflow.id));
  await changeWorkflow(trx, workflow, { output_folder_uuid: uuid });
  return (await files.findFile(uuid))!;
}

export function createStepStarter(trx: Transaction<DB>, hooks: Pick<TaskHooks, 'publish'>) {
  const files = createFilesRepository(trx);
  const repo = createWorkflowsRepository(trx);

  async function stepFolder(workflow: WorkflowRow, step: WorkflowStepRow): Promise<string> {
    const existing = step.output_folder_uuid ? await files.findFile(step.output_folder_uuid) : undefined;
    if (existing?.is_folder) return existing.uuid;
    const job = await ensureJobFolder(trx, workflow);
    const [reusable] = (await files.childrenNamed(job.uuid, [step.step_key])).filter((row) => row.is_folder);
    return reusable?.uuid ?? (await folderIn(trx, job, [step.step_key]));
  }

  async function resolveInputs(step: WorkflowStepRow, taskOf: ReadonlyMap<string, string | null>) {
    const column: TaskInputsColumn = {};
    for (const [name, sources] of Object.entries(step.inputs)) {
      const list: TaskInputsColumn[string] = [];
      for (const source of sources) {
        if ('file' in source) {
          list.push(source.file);
          continue;
        }
        const taskId = taskOf.get(source.step);
        for (const file of taskId ? await repo.outputFiles(taskId, source.output) : []) {
          const trail = folderTrail(await files.ancestors(file.parent_uuid!));
          list.push({ fileUuid: file.uuid, name: file.name, path: `${trail.path}/${file.name}` });
        }
      }
      // An optional output that was not produced leaves the input out, as an unset optional input.
      if (list.length > 0) column[name] = list;
    }
    return column satisfies TaskInputsColumn;
  }

  return {
    /** Starts `step`; `states` are the workflow's steps as read by the caller (their tasks' ids). */
    async start(workflow: WorkflowRow, step: WorkflowStepRow, states: readonly StepState[]): Promise<void> {
      const folder = await stepFolder(workflow, step);
      const tasks = createTasksRepository(trx);
      const task = await tasks.insert({
        userId: workflow.user_id,
        jobName: `${workflow.job_name}_${step.step_key}`,
        softId: step.soft_id,
        toolId: step.tool_id,
        params: step.params,
        inputs: await resolveInputs(step, new Map(states.map((s) => [s.step_key, s.task_id]))),
        workflowId: workflow.id,
        projectBaseId: workflow.project_base_id,
        outputFolderUuid: folder,
      });
      await repo.setStepTask(workflow.id, step.step_key, task.id, folder);
      await tasks.recordChange(
        task,
        [{ key: 'submitted', params: { toolZh: step.tool_id, toolEn: step.tool_id } }],
        false,
      );
      // A new step task is a change too: the listeners (an own-analysis project's status) hear of it.
      await hooks.publish(trx, task);
    },
  };
}
