import { Card, Table, Typography, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { EVALUATION_REWARD_BEANS, type ToolPricesResponse } from '@biocloud/contracts';
import { pathTo } from '../../../shared/config/paths';
import { useLocale } from '../../../shared/i18n/use-locale';
import { tableMinWidth } from '../../../shared/ui/table-min-width';
import { useToolPrices } from '../api/beans';
import '../beans.css';

type PriceRow = ToolPricesResponse['tools'][number];

/** Spec 001 §2 bean/instroduction: what beans are, how to earn and spend them, and the catalogue's prices. */
export function BeanIntroPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const prices = useToolPrices(locale);
  const columns: TableColumnsType<PriceRow> = [
    { key: 'tool', title: t('beans.intro.tool'), minWidth: 180, render: (_, row) => row.name },
    {
      key: 'price',
      title: t('beans.intro.price'),
      width: 220,
      render: (_, row) =>
        row.beans === 0
          ? t('beans.intro.free')
          : row.beansAccepted
            ? t('beans.intro.beans', { count: row.beans })
            : t('beans.intro.notAccepted'),
    },
  ];
  // Priced tools first, so what costs beans is seen at once.
  const rows = [...(prices.data?.tools ?? [])].sort((a, b) => b.beans - a.beans);
  return (
    <Card className="page-card bean-intro" variant="borderless" title={t('beans.intro.title')}>
      <Typography.Paragraph>{t('beans.intro.what')}</Typography.Paragraph>
      <Typography.Title level={5}>{t('beans.intro.earnTitle')}</Typography.Title>
      <ul>
        <li>{t('beans.intro.earnSurvey', { beans: EVALUATION_REWARD_BEANS })}</li>
        <li>{t('beans.intro.earnPackage')}</li>
      </ul>
      <Typography.Title level={5}>{t('beans.intro.spendTitle')}</Typography.Title>
      <ul>
        <li>{t('beans.intro.spendHold')}</li>
        <li>{t('beans.intro.spendSettle')}</li>
      </ul>
      <Typography.Paragraph>
        <Link to={pathTo(locale, 'bean-detail')}>{t('beans.intro.toDetail')}</Link>
      </Typography.Paragraph>
      <Typography.Title level={5}>{t('beans.intro.pricesTitle')}</Typography.Title>
      <Table<PriceRow>
        rowKey="toolId"
        size="small"
        data-testid="bean-prices"
        columns={columns}
        dataSource={rows}
        loading={prices.isPending}
        scroll={{ x: tableMinWidth(columns) }}
        pagination={false}
      />
    </Card>
  );
}
