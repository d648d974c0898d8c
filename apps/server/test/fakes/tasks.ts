import type { TaskRow } from '../../src/db/schema';
import type { TaskTransaction, TransactTasks } from '../../src/modules/tasks/task-writes';
import type { TaskEvent, TasksRepository } from '../../src/modules/tasks/tasks.repository';

export interface RecordedTaskChange {
  id: string;
  changes: Partial<TaskRow>;
  events: readonly TaskEvent[];
}

type QueueInfo = Awaited<ReturnType<TasksRepository['queueInfo']>>;

/**
 * The tasks table in memory: the repository reads of the task pages and a transaction whose changes are applied to
 * the rows and recorded in `changes` (a change that throws leaves the rows as they were, as a rollback would).
 */
export function fakeTasks(initial: readonly TaskRow[] = []) {
  const rows = new Map(initial.map((row) => [row.id, { ...row }]));
  const changes: RecordedTaskChange[] = [];
  let queue: QueueInfo = { userRunning: 0, allRunning: 0, ahead: 0 };
  const unused = () => Promise.reject(new Error('not used here'));

  const repo: Pick<TasksRepository, 'findOwned' | 'list' | 'projectNames' | 'events' | 'queueInfo' | 'results'> = {
    async findOwned(userId, id) {
      const row = rows.get(id);
      return row && row.user_id === userId && !row.deleted ? { ...row } : undefined;
    },
    list: unused,
    // No projects in memory: every task is outside one.
    projectNames: () => Promise.resolve(() => undefined),
    events: unused,
    async queueInfo() {
      return queue;
    },
    results: unused,
  };

  const transact: TransactTasks = async (work) => {
    const before = new Map([...rows].map(([id, row]) => [id, { ...row }]));
    const recorded = changes.length;
    const tx: TaskTransaction = {
      async lock(id) {
        const row = rows.get(id);
        return row && { ...row };
      },
      async change(task, set, events) {
        const row = rows.get(task.id);
        if (!row) throw new Error(`no task ${task.id}`);
        Object.assign(row, set);
        changes.push({ id: task.id, changes: set as Partial<TaskRow>, events });
        return { ...row };
      },
    };
    try {
      return await work(tx);
    } catch (error) {
      rows.clear();
      for (const [id, row] of before) rows.set(id, row);
      changes.length = recorded;
      throw error;
    }
  };

  return {
    repo,
    transact,
    rows,
    changes,
    setQueue(info: QueueInfo) {
      queue = info;
    },
  };
}
