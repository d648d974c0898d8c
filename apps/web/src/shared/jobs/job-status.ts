import type { BadgeProps } from 'antd';
import {
  COMPUTE_JOB_STATUS_TEXT_KEYS,
  computeJobStatusSchema,
  TASK_JOB_STATUS_TEXT_KEYS,
  type ComputeJobStatus,
  type TaskJobStatus,
} from '@biocloud/contracts';

/** A compute job's status (upper case) or a task job's; the two sets are disjoint, so one value says which. */
export type JobStatus = ComputeJobStatus | TaskJobStatus;

/** The badge colour of each job status, the same wherever a job is listed (job pages, project pages). */
type BadgeStatus = NonNullable<BadgeProps['status']>;

export const COMPUTE_STATUS_BADGES: Readonly<Record<ComputeJobStatus, BadgeStatus>> = {
  RECEIVED: 'default',
  RUNNING: 'processing',
  PAUSE: 'warning',
  KILLED: 'default',
  FAILURE: 'error',
  FINISH: 'success',
};

export const TASK_STATUS_BADGES: Readonly<Record<TaskJobStatus, BadgeStatus>> = {
  success: 'success',
  running: 'processing',
  wait: 'default',
  stop: 'warning',
  killed: 'default',
  error: 'error',
};

export interface JobStatusView {
  kind: 'compute' | 'task';
  badge: BadgeStatus;
  textKey: string;
}

/** How a status is shown: its kind, badge colour and text key. */
export function jobStatusView(status: JobStatus): JobStatusView {
  const compute = computeJobStatusSchema.safeParse(status);
  if (compute.success) {
    return {
      kind: 'compute',
      badge: COMPUTE_STATUS_BADGES[compute.data],
      textKey: COMPUTE_JOB_STATUS_TEXT_KEYS[compute.data],
    };
  }
  const task = status as TaskJobStatus;
  return { kind: 'task', badge: TASK_STATUS_BADGES[task], textKey: TASK_JOB_STATUS_TEXT_KEYS[task] };
}
