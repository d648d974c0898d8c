import { Typography } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { pathTo } from '../../../shared/config/paths';
import { useLocale } from '../../../shared/i18n/use-locale';
import { useBeanWallet } from '../api/get-bean-wallet';

/**
 * What a run of a bean-priced tool will cost against the caller's available beans, before submit (issue 31 item 2):
 * the server refuses a run the balance does not cover, so the form says so first.
 */
export function BeanCost({ price, beansAccepted }: { price: number; beansAccepted: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const priced = price > 0 && beansAccepted;
  const wallet = useBeanWallet(priced);
  if (!priced || !wallet.data) return null;
  const { available } = wallet.data;
  const short = available < price;
  return (
    <Typography.Text type={short ? 'danger' : 'secondary'} data-testid="bean-cost">
      {short
        ? t('beans.submit.short', { price, available })
        : [
            t('beans.submit.cost', { count: price, price, available }),
            t('beans.submit.after', { after: available - price }),
          ].join(' ')}{' '}
      <Link to={pathTo(locale, 'bean-detail')}>{t('beans.intro.toDetail')}</Link>
    </Typography.Text>
  );
}
