import { Badge } from 'antd';
import { useTranslation } from 'react-i18next';
import { TASK_JOB_STATUS_TEXT_KEYS, type TaskJobStatus } from '@biocloud/contracts';
import { TASK_STATUS_BADGES } from '../../../shared/ui/job-status-colors';

/** A task status as displayed (spec 000 §4: stop reads "paused", wait "preparing resources"). */
export function TaskStatusBadge({ status }: { status: TaskJobStatus }) {
  const { t } = useTranslation();
  return (
    <Badge
      className="task-status"
      data-status={status}
      status={TASK_STATUS_BADGES[status]}
      text={t(TASK_JOB_STATUS_TEXT_KEYS[status])}
    />
  );
}
