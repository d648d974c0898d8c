import { Badge, type BadgeProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { TASK_JOB_STATUS_TEXT_KEYS, type TaskJobStatus } from '@biocloud/contracts';

const BADGES: Record<TaskJobStatus, NonNullable<BadgeProps['status']>> = {
  success: 'success',
  running: 'processing',
  wait: 'default',
  stop: 'warning',
  killed: 'default',
  error: 'error',
};

/** A task status as displayed (spec 000 §4: stop reads "paused", wait "preparing resources"). */
export function TaskStatusBadge({ status }: { status: TaskJobStatus }) {
  const { t } = useTranslation();
  return (
    <Badge
      className="task-status"
      data-status={status}
      status={BADGES[status]}
      text={t(TASK_JOB_STATUS_TEXT_KEYS[status])}
    />
  );
}
