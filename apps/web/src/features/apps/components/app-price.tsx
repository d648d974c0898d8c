import { Typography } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { AppSummary } from '@biocloud/contracts';
import { PriceTag } from '../../../shared/ui/price-tag';

/** The app's cost in cloud beans (priced by the server), shown before its submit button as the tools show theirs. */
export function AppPrice({ app }: { app: Pick<AppSummary, 'price' | 'beansAccepted'> }) {
  const { t } = useTranslation();
  return (
    <span className="tool-form-price">
      <Typography.Text type="secondary">{t('software.price.label')}</Typography.Text>
      <PriceTag price={app.price} beansAccepted={app.beansAccepted} of="app" />
    </span>
  );
}
