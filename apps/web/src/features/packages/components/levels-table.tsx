import { Button, Card, Table, Tag } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { MyPackage, PackageLevel } from '@biocloud/contracts';
import { formatBytes } from '../../../shared/format/bytes';
import { useLocale } from '../../../shared/i18n/use-locale';
import { levelName, yuan } from './level-text';

/** The levels side by side; a level above the current one (or the current paid one, to renew) can be bought. */
export function LevelsTable({ pkg, onBuy }: { pkg: MyPackage; onBuy: (level: PackageLevel) => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const currentRank = pkg.levels.find((l) => l.code === pkg.levelCode)?.rank ?? 0;
  return (
    <Card title={t('packages.levels.title')}>
      <Table<PackageLevel>
        rowKey="code"
        size="middle"
        pagination={false}
        scroll={{ x: 720 }}
        dataSource={pkg.levels}
        data-testid="package-levels"
        columns={[
          { key: 'name', title: t('packages.levels.level'), render: (_, l) => levelName(l, locale), fixed: 'left' },
          {
            key: 'price',
            title: t('packages.levels.price'),
            render: (_, l) =>
              l.priceFen > 0
                ? t('packages.levels.priceValue', { yuan: yuan(l.priceFen), days: l.periodDays })
                : t('packages.levels.free'),
          },
          // Values name their unit: on a phone the table's cells stack without their column titles.
          {
            key: 'storage',
            title: t('packages.usage.storage'),
            render: (_, l) => t('packages.levels.storageValue', { size: formatBytes(l.storageBytes) }),
          },
          {
            key: 'jobs',
            title: t('packages.usage.jobs'),
            render: (_, l) => t('packages.levels.jobsValue', { count: l.concurrentJobs }),
          },
          {
            key: 'beans',
            title: t('packages.usage.beans'),
            render: (_, l) => t('packages.levels.beansValue', { count: l.monthlyBeans }),
          },
          {
            key: 'action',
            title: '',
            render: (_, l) => {
              if (l.code === pkg.levelCode && l.priceFen === 0)
                return <Tag color="blue">{t('packages.levels.current')}</Tag>;
              if (l.priceFen === 0 || l.rank < currentRank) return null;
              return (
                <Button type="primary" size="small" onClick={() => onBuy(l)} data-testid={`package-buy-${l.code}`}>
                  {l.code === pkg.levelCode ? t('packages.levels.renew') : t('packages.levels.upgrade')}
                </Button>
              );
            },
          },
        ]}
      />
    </Card>
  );
}
