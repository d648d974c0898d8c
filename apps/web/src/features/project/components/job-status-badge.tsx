import { Badge, type BadgeProps } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  computeJobStatusSchema,
  TASK_JOB_STATUS_TEXT_KEYS,
  type ComputeJobStatus,
  type TaskJobStatus,
} from '@biocloud/contracts';

type BadgeStatus = NonNullable<BadgeProps['status']>;

const COMPUTE: Record<ComputeJobStatus, BadgeStatus> = {
  RECEIVED: 'default',
  RUNNING: 'processing',
  PAUSE: 'warning',
  KILLED: 'default',
  FAILURE: 'error',
  FINISH: 'success',
};
const TASK: Record<TaskJobStatus, BadgeStatus> = {
  success: 'success',
  running: 'processing',
  wait: 'default',
  stop: 'warning',
  killed: 'default',
  error: 'error',
};

/** A compute job's status (upper case) or a task job's status as displayed (spec 000 §4). */
export function JobStatusBadge({ status }: { status: ComputeJobStatus | TaskJobStatus }) {
  const { t } = useTranslation();
  const compute = computeJobStatusSchema.safeParse(status);
  const [badge, text] = compute.success
    ? [COMPUTE[compute.data], t(`project.jobs.computeStatus.${compute.data}`)]
    : [TASK[status as TaskJobStatus], t(TASK_JOB_STATUS_TEXT_KEYS[status as TaskJobStatus])];
  return <Badge className="job-status" data-status={status} status={badge} text={text} />;
}
