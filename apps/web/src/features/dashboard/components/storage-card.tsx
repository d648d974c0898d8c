import { Card, Progress, Skeleton, Typography } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { formatBytes } from '../../../shared/format/bytes';
import { pathTo } from '../../../shared/config/paths';
import { useLocale } from '../../../shared/i18n/use-locale';
import { useStorageUsage } from '../../../shared/api/get-storage-usage';
import { usedPercent } from '../lib/storage-percent';

/** The user's storage: what their files take of their quota, and the way to the data page. */
export function StorageCard() {
  const { t } = useTranslation();
  const locale = useLocale();
  const usage = useStorageUsage();
  let body;
  if (usage.isPending) body = <Skeleton active title={false} paragraph={{ rows: 2 }} />;
  else if (usage.isError) body = <Typography.Text type="danger">{t('dashboard.recent.loadFailed')}</Typography.Text>;
  else {
    const percent = usedPercent(usage.data.usedBytes, usage.data.quotaBytes);
    body = (
      <>
        <Progress percent={percent} status={percent >= 90 ? 'exception' : 'normal'} showInfo={false} />
        <Typography.Text data-testid="storage-used">
          {t('dashboard.storage.used', {
            used: formatBytes(usage.data.usedBytes),
            quota: formatBytes(usage.data.quotaBytes),
            percent,
          })}
        </Typography.Text>
      </>
    );
  }
  return (
    <Card
      size="small"
      className="recent-card"
      title={t('dashboard.storage.title')}
      extra={<Link to={pathTo(locale, 'mydata-private')}>{t('dashboard.storage.open')}</Link>}
      data-testid="dashboard-storage"
    >
      {body}
    </Card>
  );
}
