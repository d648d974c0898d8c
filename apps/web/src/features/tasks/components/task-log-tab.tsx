import type { TaskDetailResponse } from '@biocloud/contracts';
import { TaskLogView } from '../../../shared/jobs/task-log-view';
import { taskLogQueryOptions } from '../api/get-task-log';

/** The log tab of a task job's page (spec 000 §2, §4). */
export function TaskLogTab({ job }: { job: TaskDetailResponse }) {
  return <TaskLogView name="task" job={job} logQuery={(extent) => taskLogQueryOptions(job.id, extent)} />;
}
