import { lazy, Suspense, useState } from 'react';
import { Alert, Button, Skeleton, Typography } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { PackageLevel } from '@biocloud/contracts';
import { errorText } from '../../../shared/api/error-text';
import { useLocale } from '../../../shared/i18n/use-locale';
import { useMyPackage } from '../api/packages-api';
import { levelName } from './level-text';
import { LevelsTable } from './levels-table';
import { UsageCard } from './usage-card';

// The dialog (QR code, radio group) loads when opened: the route's own chunk list stays short (shell budget).
const OrderDialog = lazy(() => import('./order-dialog').then((m) => ({ default: m.OrderDialog })));
const pageStyle = { display: 'flex', flexDirection: 'column', gap: 16, maxWidth: 1100 } as const;

/** package/upgrade (spec 001 §2): the current package and its usage, the levels, and an upgrade paid by order. */
export function PackageUpgradePage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const pkg = useMyPackage();
  const [dialog, setDialog] = useState<{ level: PackageLevel | null; orderNo: string | null } | null>(null);
  if (pkg.isPending) return <Skeleton active />;
  if (pkg.isError) return <Alert type="error" showIcon message={errorText(t, pkg.error)} />;
  const data = pkg.data;
  const pending = data.pendingOrder;
  const pendingLevel = pending && data.levels.find((l) => l.code === pending.levelCode);
  return (
    <div style={pageStyle} data-testid="package-page">
      <Typography.Title level={3}>{t('packages.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('packages.intro')}</Typography.Paragraph>
      {pending && (
        <Alert
          type="warning"
          showIcon
          data-testid="package-pending"
          message={t('packages.order.pending', {
            level: pendingLevel ? levelName(pendingLevel, locale) : pending.levelCode,
            method: t(`packages.methods.${pending.method}`),
          })}
          action={
            <Button size="small" onClick={() => setDialog({ level: null, orderNo: pending.orderNo })}>
              {t('packages.order.continue')}
            </Button>
          }
        />
      )}
      <UsageCard pkg={data} />
      <LevelsTable pkg={data} onBuy={(level) => setDialog({ level, orderNo: pending?.orderNo ?? null })} />
      {dialog && (
        <Suspense fallback={null}>
          <OrderDialog pkg={data} level={dialog.level} orderNo={dialog.orderNo} onClose={() => setDialog(null)} />
        </Suspense>
      )}
    </div>
  );
}
