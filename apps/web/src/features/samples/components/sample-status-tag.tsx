import { Tag } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { SampleStatus } from '@biocloud/contracts';

const STATUS_COLORS: Record<SampleStatus, string> = {
  draft: 'default',
  submitted: 'blue',
  sent: 'cyan',
  received: 'geekblue',
  testing: 'processing',
  reported: 'success',
  returned: 'orange',
  cancelled: 'default',
};

export function SampleStatusTag({ status }: { status: SampleStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={STATUS_COLORS[status]} data-testid="sample-status">
      {t(`samples.status.${status}`)}
    </Tag>
  );
}
