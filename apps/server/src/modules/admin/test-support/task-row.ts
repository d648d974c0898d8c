import type { Database } from '../../../db/database';
import type { TaskStatus } from '../../../db/schema';

/** A task job row of `userId` in `status`, written directly (the console's job tests need no engine). */
export async function insertTask(db: Database, userId: string, status: TaskStatus, jobName = 'job'): Promise<string> {
  const row = await db
    .insertInto('tasks')
    .values({
      user_id: userId,
      job_name: jobName,
      soft_id: 'soft',
      tool_id: 'tool',
      params: '{}',
      inputs: '{}',
      status,
      executor: null,
      executor_host: null,
      external_id: null,
      work_dir: null,
      claimed_at: null,
      start_time: null,
      end_time: null,
      need_time: null,
      exit_code: null,
      peak_memory_kb: null,
      cpu_seconds: null,
      reason: null,
      reason_detail: null,
      project_base_id: null,
      workflow_id: null,
      output_folder_uuid: null,
      input_check_progress: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
