import { DownloadOutlined } from '@ant-design/icons';
import { Button, Input, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { AdminAuditRow } from '@biocloud/contracts';
import { formatDateTime } from '../../../shared/format/date';
import { auditCsvHref, useAdminAudit } from '../console/admin-api';
import { PagedTable } from '../console/paged-table';
import { useUrlFilters } from '../console/url-filters';

const FILTERS = ['actor', 'resource', 'action', 'from', 'to'] as const;
/** datetime-local (local time) to ISO and back; empty stays empty. */
const toIso = (value: string) => (value ? new Date(value).toISOString() : '');
const toLocal = (iso: string) => {
  if (!iso) return '';
  const d = new Date(iso);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};

/** admin/audit: every staff and admin write, newest first, filtered on the server and exported as CSV. */
export function AuditPage() {
  const { t } = useTranslation();
  const { filters, page, setFilters, setPage } = useUrlFilters(FILTERS);
  const query = Object.fromEntries(FILTERS.map((name) => [name, filters[name] || undefined]));
  const list = useAdminAudit({ ...query, page });

  const columns: TableColumnsType<AdminAuditRow> = [
    { title: t('admin.audit.at'), dataIndex: 'at', render: (at: string) => formatDateTime(at) },
    { title: t('admin.audit.actor'), dataIndex: 'actor', render: (actor: string | null) => actor ?? '-' },
    { title: t('admin.audit.action'), dataIndex: 'action' },
    { title: t('admin.audit.resource'), dataIndex: 'resource' },
    {
      title: t('admin.audit.detail'),
      dataIndex: 'detail',
      render: (detail: Record<string, unknown>) => (
        <Typography.Text code className="admin-audit-detail">
          {JSON.stringify(detail)}
        </Typography.Text>
      ),
    },
    { title: t('admin.audit.ip'), dataIndex: 'ip' },
  ];
  const text = (name: 'actor' | 'resource' | 'action') => (
    <Input.Search
      key={name}
      allowClear
      defaultValue={filters[name]}
      placeholder={t(`admin.audit.${name}`)}
      aria-label={t(`admin.audit.${name}`)}
      onSearch={(value) => setFilters({ [name]: value.trim() })}
      data-testid={`admin-audit-${name}`}
    />
  );
  const time = (name: 'from' | 'to') => (
    <Input
      key={name}
      type="datetime-local"
      style={{ width: 220 }}
      prefix={t(`admin.audit.${name}`)}
      defaultValue={toLocal(filters[name])}
      onChange={(e) => setFilters({ [name]: toIso(e.target.value) })}
    />
  );

  return (
    <>
      <Typography.Title level={4}>{t('admin.nav.audit')}</Typography.Title>
      <div className="admin-toolbar">
        {text('actor')}
        {text('resource')}
        {text('action')}
        {time('from')}
        {time('to')}
        <Button icon={<DownloadOutlined />} href={auditCsvHref(query)} data-testid="admin-audit-csv">
          {t('admin.audit.export')}
        </Button>
      </div>
      <PagedTable<AdminAuditRow>
        rowKey="id"
        loading={list.isPending}
        columns={columns}
        dataSource={list.data?.list ?? []}
        total={list.data?.total ?? 0}
        page={page}
        onPage={setPage}
        data-testid="admin-audit-table"
      />
    </>
  );
}
