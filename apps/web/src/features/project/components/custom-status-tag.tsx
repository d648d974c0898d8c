import { Tag } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { CustomRequestStatus } from '@biocloud/contracts';

const COLORS: Record<CustomRequestStatus, string> = { submitted: 'blue', processing: 'orange', completed: 'green' };

export function CustomStatusTag({ status }: { status: CustomRequestStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={COLORS[status]} data-testid="custom-status">
      {t(`project.custom.status.${status}`)}
    </Tag>
  );
}
