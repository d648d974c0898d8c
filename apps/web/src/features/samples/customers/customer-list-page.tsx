import { Card, Empty, Result, Space, Spin, Table, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { countIn, SAMPLE_STATUSES, type CustomerSamples } from '@biocloud/contracts';
import { api } from '../../../shared/api-client';
import { useCurrentUser } from '../../../shared/api/get-current-user';
import { pathTo } from '../../../shared/config/paths';
import { formatDateTime } from '../../../shared/format/date';
import { useLocale } from '../../../shared/i18n/use-locale';
import { LoadFailed } from '../../../shared/ui/load-failed';
import { sampleKeys, SAMPLES_API } from '../api/sample-keys';
import { DEFAULT_SAMPLE_LIST_STATE, sampleListStateToParams } from '../lib/sample-list-state';
import '../samples.css';

/** The staff sample list of exactly this customer (by user id: a name search would also find similar names). */
function customerSamplesPath(locale: Parameters<typeof pathTo>[0], userId: string): string {
  const query = sampleListStateToParams({ ...DEFAULT_SAMPLE_LIST_STATE, customerId: userId });
  return `${pathTo(locale, 'mysample-list-sample')}?${query.toString()}`;
}

function CustomerTable() {
  const { t } = useTranslation();
  const locale = useLocale();
  const customers = useQuery({
    queryKey: [...sampleKeys.lists, 'customers'],
    queryFn: ({ signal }) => api.get<CustomerSamples[]>(`${SAMPLES_API}/customerList`, { signal }),
  });
  if (customers.isError) {
    return (
      <LoadFailed
        title={t('samples.customers.loadFailed')}
        error={customers.error}
        retryText={t('samples.list.retry')}
        onRetry={() => void customers.refetch()}
      />
    );
  }
  return (
    <Table<CustomerSamples>
      size="small"
      rowKey="userId"
      loading={customers.isPending}
      dataSource={customers.data ?? []}
      pagination={{ pageSize: 10, hideOnSinglePage: true }}
      scroll={{ x: 'max-content' }}
      data-testid="customer-list"
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('samples.customers.empty')} /> }}
      columns={[
        {
          key: 'customer',
          title: t('samples.customers.customer'),
          render: (_, c) => (
            <Link to={customerSamplesPath(locale, c.userId)} data-testid="customer-link">
              {c.realName
                ? t('samples.customers.nameWithUser', { realName: c.realName, username: c.username })
                : c.username}
            </Link>
          ),
        },
        { key: 'company', title: t('samples.customers.company'), dataIndex: 'company' },
        { key: 'total', title: t('samples.customers.total'), dataIndex: 'total' },
        {
          key: 'counts',
          title: t('samples.customers.byStatus'),
          render: (_, c) => (
            <Space size={[0, 4]} wrap>
              {SAMPLE_STATUSES.filter((s) => countIn(c, s) > 0).map((s) => (
                <Tag key={s}>
                  {t('samples.customers.statusCount', { status: t(`samples.status.${s}`), count: countIn(c, s) })}
                </Tag>
              ))}
            </Space>
          ),
        },
        { key: 'last', title: t('samples.customers.last'), render: (_, c) => formatDateTime(c.lastCreateTime) },
      ]}
    />
  );
}

/** mysample/customerList: staff see every customer with samples; a customer is told the page is the lab's. */
export function CustomerListPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  if (user.isPending) return <Spin className="page-spin" />;
  if (user.data?.role !== 'staff') {
    return <Result status="403" title={t('samples.customers.staffOnly')} data-testid="customer-list-refused" />;
  }
  return (
    <Card className="page-card" variant="borderless" title={t('samples.customers.title')}>
      <CustomerTable />
    </Card>
  );
}
