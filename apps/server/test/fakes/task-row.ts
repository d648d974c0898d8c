import { randomUUID } from 'node:crypto';
import type { TaskRow } from '../../src/db/schema';

/** A task row as the database holds it after submit: waiting, nothing run yet. */
export function taskRow(overrides: Partial<TaskRow> = {}): TaskRow {
  return {
    id: randomUUID(),
    user_id: 'u1',
    job_name: 'job',
    soft_id: 'soft',
    tool_id: 'tool',
    params: {},
    inputs: {},
    status: 'wait',
    deleted: false,
    executor: null,
    executor_host: null,
    external_id: null,
    work_dir: null,
    create_time: new Date('2026-01-01T00:00:00Z'),
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
    ...overrides,
  };
}
