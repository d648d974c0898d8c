import type { FastifyBaseLogger } from 'fastify';
import type { TaskRow, WorkflowRow } from '../../src/db/schema';
import type { TaskEvent } from '../../src/modules/tasks/tasks.repository';
import type {
  ActionTransaction,
  TransactActions,
  WorkflowActionDeps,
} from '../../src/modules/workflows/workflow-actions';
import type { BlobStore } from '../../src/storage/blob-store';
import { transactInMemory } from './rollback';

/**
 * Workflows and their step tasks in memory, as the actions see them. Writes inside `transact` are undone when the
 * work throws, as a rollback would; the task events, the runner's calls and the blobs removed are recorded.
 */
export function fakeWorkflowActions(init: { workflows: WorkflowRow[]; tasks: (TaskRow & { workflow_id: string })[] }) {
  const state = {
    workflows: init.workflows.map((w) => ({ ...w })),
    tasks: init.tasks.map((t) => ({ ...t })),
    events: [] as { taskId: string; event: TaskEvent }[],
    advanced: [] as string[],
    killed: [] as string[],
    removedBlobs: [] as string[],
  };
  const workflow = (id: string) => state.workflows.find((w) => w.id === id);

  const tx: ActionTransaction = {
    async lockWorkflow(id) {
      return workflow(id);
    },
    async changeWorkflow(row, changes) {
      const found = workflow(row.id)!;
      Object.assign(found, changes);
      return { ...found };
    },
    async deleteWorkflow(row) {
      state.workflows = state.workflows.filter((w) => w.id !== row.id);
    },
    async lockFreeStepTasks(workflowId, which) {
      return state.tasks.filter(
        (t) => t.workflow_id === workflowId && !t.deleted && (which === 'all' || t.end_time === null),
      );
    },
    async changeTask(task, changes, events) {
      const found = state.tasks.find((t) => t.id === task.id)!;
      Object.assign(found, changes);
      state.events.push(...events.map((event) => ({ taskId: task.id, event })));
      return { ...found };
    },
    async takeBackTask(id) {
      state.tasks = state.tasks.filter((t) => t.id !== id);
    },
    async advance(row) {
      state.advanced.push(row.id);
    },
    async killStep(task) {
      state.killed.push(task.id);
    },
    async deleteReports(fileUuids) {
      return fileUuids.map((uuid) => `blob-of-${uuid}`);
    },
  };

  const transact: TransactActions = transactInMemory(state, tx);

  const deps: WorkflowActionDeps = {
    transact,
    store: {
      async delete(key: string) {
        state.removedBlobs.push(key);
      },
    } as unknown as BlobStore,
    logger: { warn: () => {} } as unknown as FastifyBaseLogger,
  };
  return { deps, state };
}
