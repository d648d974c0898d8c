import type { BadgeProps } from 'antd';
import type { ComputeJobStatus, TaskJobStatus } from '@biocloud/contracts';

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
