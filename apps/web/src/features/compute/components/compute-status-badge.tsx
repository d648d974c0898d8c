import { Badge } from 'antd';
import { useTranslation } from 'react-i18next';
import { COMPUTE_JOB_STATUS_TEXT_KEYS, type ComputeJobStatus } from '@biocloud/contracts';
import { COMPUTE_STATUS_BADGES } from '../../../shared/ui/job-status-colors';

export function ComputeStatusBadge({ status }: { status: ComputeJobStatus }) {
  const { t } = useTranslation();
  return (
    <Badge
      status={COMPUTE_STATUS_BADGES[status]}
      text={t(COMPUTE_JOB_STATUS_TEXT_KEYS[status])}
      className="compute-status"
      data-status={status}
      data-testid="compute-status"
    />
  );
}
