import type { TaskRow, TaskStatus, WorkflowRow } from '../../src/db/schema';
import type { TaskChanges, TaskEvent } from '../../src/modules/tasks/tasks.repository';
import type { RunnerTx } from '../../src/modules/workflows/workflow-runner';
import type { StepState } from '../../src/modules/workflows/workflows.repository';
import { taskRow } from './task-row';

export function workflowRow(overrides: Partial<WorkflowRow> = {}): WorkflowRow {
  return {
    id: 'wf1',
    user_id: 'u1',
    job_name: 'run',
    soft_id: 'app-soft',
    app_id: 'app',
    type_name: 'type',
    status: 'RUNNING',
    params: {},
    inputs: {},
    create_time: new Date('2026-01-01T00:00:00Z'),
    start_time: null,
    end_time: null,
    failed_step: null,
    reason: null,
    reason_detail: null,
    project_base_id: null,
    output_folder_uuid: null,
    report_file_uuid: null,
    report_step: 'report',
    report_output: 'html',
    ...overrides,
  };
}

/** A step and its task's state; `task` null while the step has not started. */
export function stepState(
  key: string,
  task: { id: string; status: TaskStatus; reason?: string } | null,
  dependsOn: string[] = [],
): StepState {
  return {
    workflow_id: 'wf1',
    step_key: key,
    step_id: key,
    shard: null,
    tool_id: `tool-${key}`,
    soft_id: `soft-${key}`,
    depends_on: dependsOn,
    inputs: {},
    params: {},
    task_id: task?.id ?? null,
    output_folder_uuid: null,
    position: 0,
    task_status: task?.status ?? null,
    task_reason: task?.reason ?? null,
    task_reason_detail: null,
    start_time: null,
    end_time: null,
    need_time: null,
    cpu_seconds: null,
    peak_memory_kb: null,
    work_dir: null,
  };
}

/**
 * One workflow, its steps and its step tasks in memory, as the runner sees them inside a transaction; every write
 * is applied and recorded. `workflow` null: the workflow was deleted (default: a running one).
 */
export function fakeRunner(init: {
  workflow?: WorkflowRow | null;
  steps?: StepState[];
  tasks?: TaskRow[];
  outputs?: Record<string, string>;
}) {
  let workflow = init.workflow === null ? undefined : { ...(init.workflow ?? workflowRow()) };
  const steps = init.steps ?? [];
  const tasks = new Map((init.tasks ?? []).map((t) => [t.id, { ...t }]));
  const taskChanges: { id: string; changes: TaskChanges; events: readonly TaskEvent[] }[] = [];
  const workflowChanges: Partial<WorkflowRow>[] = [];
  const ended: WorkflowRow[] = [];
  const started: string[] = [];

  const tx: RunnerTx = {
    workflows: {
      async stepStates() {
        return steps.map((s) => ({ ...s }));
      },
      async outputFile(taskId, output) {
        return init.outputs?.[`${taskId}/${output}`];
      },
      async lockFreeStepTasks(_, which) {
        return [...tasks.values()].filter((t) => !t.deleted && (which === 'all' || t.end_time === null));
      },
    },
    async lockWorkflow() {
      return workflow && { ...workflow };
    },
    async changeWorkflow(_, changes) {
      if (!workflow) throw new Error('no workflow');
      workflow = { ...workflow, ...(changes as Partial<WorkflowRow>) };
      workflowChanges.push(changes as Partial<WorkflowRow>);
      return { ...workflow };
    },
    async changeTask(task, changes, events) {
      const row = tasks.get(task.id) ?? taskRow({ id: task.id, user_id: task.user_id });
      Object.assign(row, changes);
      tasks.set(row.id, row);
      taskChanges.push({ id: task.id, changes, events });
      return { ...row };
    },
    async tellEnded(row) {
      ended.push(row);
    },
    async startStep(_, step) {
      started.push(step.step_key);
    },
  };

  return {
    tx,
    tasks,
    taskChanges,
    workflowChanges,
    ended,
    started,
    get workflow() {
      return workflow;
    },
  };
}
