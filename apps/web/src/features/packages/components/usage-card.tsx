import { Card, Progress, Typography } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { MyPackage } from '@biocloud/contracts';
import { formatBytes } from '../../../shared/format/bytes';
import { formatDateTime } from '../../../shared/format/date';
import { useLocale } from '../../../shared/i18n/use-locale';
import { levelName } from './level-text';

const usageGrid = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
  gap: '16px 32px',
} as const;
const percentOf = (used: number, quota: number) => (quota > 0 ? Math.min(100, Math.round((used / quota) * 100)) : 0);

/** The current package: its name and end, and what is used of each quota. */
export function UsageCard({ pkg }: { pkg: MyPackage }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const level = pkg.levels.find((l) => l.code === pkg.levelCode);
  const storage = percentOf(pkg.usage.storageBytes, pkg.quotas.storageBytes);
  const jobs = percentOf(pkg.usage.runningJobs, pkg.quotas.concurrentJobs);
  return (
    <Card
      title={t('packages.current.title')}
      extra={
        <Typography.Text type="secondary" data-testid="package-end">
          {pkg.endTime
            ? t('packages.current.endTime', { date: formatDateTime(pkg.endTime) })
            : t('packages.current.noEnd')}
        </Typography.Text>
      }
    >
      <Typography.Title level={4} data-testid="package-current">
        {level ? levelName(level, locale) : pkg.levelCode}
      </Typography.Title>
      <div style={usageGrid}>
        <div>
          <Typography.Text strong>{t('packages.usage.storage')}</Typography.Text>
          <Progress percent={storage} status={storage >= 90 ? 'exception' : 'normal'} showInfo={false} />
          <Typography.Text data-testid="package-storage">
            {t('packages.usage.storageValue', {
              used: formatBytes(pkg.usage.storageBytes),
              quota: formatBytes(pkg.quotas.storageBytes),
            })}
          </Typography.Text>
        </div>
        <div>
          <Typography.Text strong>{t('packages.usage.jobs')}</Typography.Text>
          <Progress percent={jobs} showInfo={false} />
          <Typography.Text data-testid="package-jobs">
            {t('packages.usage.jobsValue', { running: pkg.usage.runningJobs, limit: pkg.quotas.concurrentJobs })}
          </Typography.Text>
        </div>
        <div>
          <Typography.Text strong>{t('packages.usage.beans')}</Typography.Text>
          <Typography.Paragraph data-testid="package-beans">
            {t('packages.usage.beansValue', { beans: pkg.quotas.monthlyBeans })}
          </Typography.Paragraph>
        </div>
      </div>
    </Card>
  );
}
