import { Badge, type BadgeProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ComputeJobStatus } from '@biocloud/contracts';

const BADGES: Record<ComputeJobStatus, NonNullable<BadgeProps['status']>> = {
  RECEIVED: 'default',
  RUNNING: 'processing',
  PAUSE: 'warning',
  KILLED: 'default',
  FAILURE: 'error',
  FINISH: 'success',
};

export function ComputeStatusBadge({ status }: { status: ComputeJobStatus }) {
  const { t } = useTranslation();
  return (
    <Badge
      status={BADGES[status]}
      text={t(`compute.status.${status}`)}
      className="compute-status"
      data-status={status}
      data-testid="compute-status"
    />
  );
}
