import { Badge } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  COMPUTE_JOB_STATUS_TEXT_KEYS,
  computeJobStatusSchema,
  TASK_JOB_STATUS_TEXT_KEYS,
  type ComputeJobStatus,
  type TaskJobStatus,
} from '@biocloud/contracts';

import { COMPUTE_STATUS_BADGES, TASK_STATUS_BADGES } from '../../../shared/ui/job-status-colors';

/** A compute job's status (upper case) or a task job's status as displayed (spec 000 §4). */
export function JobStatusBadge({ status }: { status: ComputeJobStatus | TaskJobStatus }) {
  const { t } = useTranslation();
  const compute = computeJobStatusSchema.safeParse(status);
  const [badge, text] = compute.success
    ? [COMPUTE_STATUS_BADGES[compute.data], t(COMPUTE_JOB_STATUS_TEXT_KEYS[compute.data])]
    : [TASK_STATUS_BADGES[status as TaskJobStatus], t(TASK_JOB_STATUS_TEXT_KEYS[status as TaskJobStatus])];
  return <Badge className="job-status" data-status={status} status={badge} text={text} />;
}
