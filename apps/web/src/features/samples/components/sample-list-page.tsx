import { useState, type HTMLAttributes } from 'react';
import {
  DownloadOutlined,
  EditOutlined,
  EyeOutlined,
  FilePdfOutlined,
  FileTextOutlined,
  PlusOutlined,
  SearchOutlined,
  SendOutlined,
} from '@ant-design/icons';
import { Button, Card, Empty, Input, Select, Space, Table, Tag, Tooltip, Typography, type TableProps } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { isStaffRole, PAGE_SIZES, SAMPLE_STATUSES, textOrEmptyCell, type Sample } from '@biocloud/contracts';
import { pathTo } from '../../../shared/config/paths';
import { formatDateTime } from '../../../shared/format/date';
import { useLocale } from '../../../shared/i18n/use-locale';
import { LinkButton } from '../../../shared/ui/link-button';
import { LoadFailed } from '../../../shared/ui/load-failed';
import { tableMinWidth } from '../../../shared/ui/table-min-width';
import { useCurrentUser } from '../../../shared/api/get-current-user';
import { useListSamples } from '../api/list-samples';
import { useDeleteSample } from '../api/sample-mutations';
import {
  DEFAULT_SAMPLE_LIST_STATE,
  isSampleListFiltered,
  parseSampleListState,
  sampleListStateToParams,
  toSampleListBody,
  type SampleListState,
} from '../lib/sample-list-state';
import { sheetPath } from '../lib/sample-links';
import { SAMPLE_LIST_WIDTHS_PX, sampleActionsWidth } from '../lib/sample-list-widths';
import { TemplatesDrawer } from '../import/templates-drawer';
import { reportsZipHref } from '../reports/sample-reports';
import { DeleteConfirmButton } from './delete-confirm-button';
import { SampleFormDialog } from './sample-form-dialog';
import { SampleStatusTag } from './sample-status-tag';
import { SendSampleDialog } from './send-sample-dialog';
import '../samples.css';

type Dialog =
  { kind: 'create' } | { kind: 'edit'; sample: Sample } | { kind: 'send'; sample: Sample } | { kind: 'templates' };

/**
 * mysample/list: the customer's own samples; lab staff (STAFF_ROLES) land on their workspace instead, the incoming
 * queue (walkthrough M3), with the ways to every sample and to the customers.
 */
export function SampleListPage() {
  const user = useCurrentUser();
  if (!user.data) return <Card className="page-card" variant="borderless" loading />;
  return isStaffRole(user.data.role) ? <SampleList allCustomers queue /> : <SampleList allCustomers={false} />;
}

/** mysample/list/sample: staff see every customer's samples (a customer sees their own here too). */
export function StaffSampleListPage() {
  const isStaff = isStaffRole(useCurrentUser().data?.role);
  return <SampleList allCustomers={isStaff} />;
}

/**
 * The sample list (spec 001 §2, §7, §9): create, search, status filter, pages of 10 newest first; row actions view,
 * information sheet, edit, send (courier dialog) and delete (with confirmation), each offered only when the server's
 * rules allow it (the row's `actions`) and enforced again there. Rows picked with their check boxes (across pages)
 * download their test reports as one zip.
 */
function SampleList({ allCustomers, queue = false }: { allCustomers: boolean; queue?: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const state = parseSampleListState(params);
  const list = useListSamples(toSampleListBody(state, allCustomers, queue));
  const remove = useDeleteSample();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [search, setSearch] = useState(state.search);
  const [customer, setCustomer] = useState(state.customer);
  const [picked, setPicked] = useState<readonly Sample[]>([]);
  const withReports = picked.filter((sample) => sample.reportCount > 0).map((sample) => sample.sampleId);

  const update = (patch: Partial<SampleListState>) =>
    setParams(sampleListStateToParams({ ...state, page: 1, ...patch }), { replace: true });
  const detailPath = (sample: Sample) => pathTo(locale, 'mysample-sampleDetail', { id: sample.sampleId });

  const rows = list.data?.list ?? [];
  // Phones show the rows as cards: each value keeps its column's name (walkthrough L6).
  const labelled = (label: string) => ({
    title: label,
    onCell: () => ({ 'data-label': label }) as HTMLAttributes<HTMLElement>,
  });
  const columns: NonNullable<TableProps<Sample>['columns']> = [
    {
      key: 'title',
      title: t('samples.fields.title'),
      width: SAMPLE_LIST_WIDTHS_PX.title,
      ellipsis: true,
      render: (_, sample) => (
        <Link to={detailPath(sample)} data-testid="sample-title-link">
          {sample.title}
        </Link>
      ),
    },
    // Staff tell customers apart first.
    ...(allCustomers
      ? [
          {
            key: 'ownerName',
            ...labelled(t('samples.fields.ownerName')),
            dataIndex: 'ownerName',
            width: SAMPLE_LIST_WIDTHS_PX.ownerName,
            ellipsis: true,
          },
        ]
      : []),
    {
      key: 'number',
      ...labelled(t('samples.fields.informationSingleNumber')),
      dataIndex: 'informationSingleNumber',
      width: SAMPLE_LIST_WIDTHS_PX.number,
    },
    {
      key: 'status',
      ...labelled(t('samples.fields.status')),
      width: SAMPLE_LIST_WIDTHS_PX.status,
      render: (_, sample) => <SampleStatusTag status={sample.status} />,
    },
    {
      key: 'sampleType',
      ...labelled(t('samples.fields.sampleType')),
      width: SAMPLE_LIST_WIDTHS_PX.sampleType,
      ellipsis: true,
      // The staff view's customer column takes its room below 1600 px: the type is on the sample's page.
      ...(allCustomers ? { responsive: ['xxl' as const] } : {}),
      render: (_, sample) => t(`samples.sampleType.${sample.sampleType}`),
    },
    {
      key: 'rowCount',
      ...labelled(t('samples.fields.rowCount')),
      dataIndex: 'rowCount',
      width: SAMPLE_LIST_WIDTHS_PX.count,
    },
    {
      key: 'reportCount',
      ...labelled(t('samples.fields.reportCount')),
      width: SAMPLE_LIST_WIDTHS_PX.reports,
      // The icon names the count where a phone shows the row without its column titles.
      render: (_, sample) =>
        sample.reportCount > 0 ? (
          <Link
            to={pathTo(locale, 'mysample-testReport', { id: sample.sampleId })}
            aria-label={t('sampleIo.reports.open')}
          >
            <FilePdfOutlined /> {sample.reportCount}
          </Link>
        ) : (
          textOrEmptyCell(null)
        ),
    },
    {
      key: 'courier',
      ...labelled(t('samples.fields.courierNumber')),
      width: SAMPLE_LIST_WIDTHS_PX.courier,
      // The company above the number: the number (up to 40 characters) is never cut.
      render: (_, sample) =>
        sample.courierNumber ? (
          <span className="sample-courier-cell" data-testid="sample-courier">
            {sample.logisticsCompany && (
              <Typography.Text type="secondary">{t(`samples.logistics.${sample.logisticsCompany}`)}</Typography.Text>
            )}
            <span>{sample.courierNumber}</span>
          </span>
        ) : (
          textOrEmptyCell(null)
        ),
    },
    {
      key: 'createTime',
      ...labelled(t('samples.fields.createTime')),
      width: SAMPLE_LIST_WIDTHS_PX.date,
      render: (_, sample) => formatDateTime(sample.createTime),
    },
    {
      key: 'actions',
      title: t('samples.list.actions'),
      width: sampleActionsWidth(rows),
      fixed: 'right',
      render: (_, sample) => (
        <Space size={4}>
          <Tooltip title={t('samples.list.view')}>
            <Button
              type="text"
              size="small"
              icon={<EyeOutlined />}
              aria-label={t('samples.list.view')}
              data-testid="sample-view"
              onClick={() => void navigate(detailPath(sample))}
            />
          </Tooltip>
          <Tooltip title={t('samples.list.sheet')}>
            <Button
              type="text"
              size="small"
              icon={<FileTextOutlined />}
              aria-label={t('samples.list.sheet')}
              data-testid="sample-sheet"
              onClick={() => void navigate(sheetPath(locale, sample))}
            />
          </Tooltip>
          {sample.actions.edit && (
            <Tooltip title={t('samples.list.edit')}>
              <Button
                type="text"
                size="small"
                icon={<EditOutlined />}
                aria-label={t('samples.list.edit')}
                data-testid="sample-edit"
                onClick={() => setDialog({ kind: 'edit', sample })}
              />
            </Tooltip>
          )}
          {sample.actions.send && (
            <Tooltip title={t('samples.list.send')}>
              <Button
                type="text"
                size="small"
                icon={<SendOutlined />}
                aria-label={t('samples.list.send')}
                data-testid="sample-send"
                onClick={() => setDialog({ kind: 'send', sample })}
              />
            </Tooltip>
          )}
          {sample.actions.delete && (
            <DeleteConfirmButton
              confirm={t('samples.list.deleteConfirm', { title: sample.title })}
              done={t('samples.list.deleted')}
              pending={remove.isPending}
              onDelete={(callbacks) => remove.mutate({ sampleId: sample.sampleId }, callbacks)}
              testId="sample-delete"
            />
          )}
        </Space>
      ),
    },
  ];

  if (list.isError && !list.data) {
    return (
      <Card className="page-card" variant="borderless">
        <LoadFailed
          title={t('samples.list.loadFailed')}
          error={list.error}
          retryText={t('samples.list.retry')}
          onRetry={() => void list.refetch()}
        />
      </Card>
    );
  }

  const filtered = isSampleListFiltered(state);
  return (
    <Card className="page-card samples-page" variant="borderless" data-testid={queue ? 'sample-queue' : undefined}>
      {queue && (
        <div className="samples-workspace-head">
          <Typography.Title level={4}>{t('samples.workspace.title')}</Typography.Title>
          <Typography.Paragraph type="secondary">{t('samples.workspace.hint')}</Typography.Paragraph>
        </div>
      )}
      <div className="samples-toolbar">
        {!allCustomers && (
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setDialog({ kind: 'create' })}
            data-testid="sample-create"
          >
            {t('samples.list.create')}
          </Button>
        )}
        {!allCustomers && (
          <Button onClick={() => setDialog({ kind: 'templates' })} data-testid="sample-templates">
            {t('samples.templates.title')}
          </Button>
        )}
        <Button
          icon={<DownloadOutlined />}
          href={withReports.length > 0 ? reportsZipHref(withReports) : undefined}
          disabled={withReports.length === 0}
          title={withReports.length === 0 ? t('samples.list.downloadReportsHint') : undefined}
          data-testid="samples-reports-zip"
        >
          {withReports.length > 0
            ? t('samples.list.downloadReportsOf', { count: withReports.length })
            : t('samples.list.downloadReports')}
        </Button>
        {queue && (
          <LinkButton to={pathTo(locale, 'mysample-list-sample')} data-testid="sample-all">
            {t('samples.workspace.all')}
          </LinkButton>
        )}
        {allCustomers && (
          <LinkButton to={pathTo(locale, 'mysample-customerList')} data-testid="sample-customers">
            {t('samples.customers.title')}
          </LinkButton>
        )}
        <div className="samples-toolbar-spacer" />
        <Input
          className="samples-search"
          allowClear
          prefix={<SearchOutlined />}
          placeholder={t('samples.list.search')}
          aria-label={t('samples.list.search')}
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            if (event.target.value === '') update({ search: '' });
          }}
          onPressEnter={() => update({ search })}
          data-testid="sample-search"
        />
        {allCustomers && (
          <Input
            className="samples-search"
            allowClear
            placeholder={t('samples.list.customer')}
            aria-label={t('samples.list.customer')}
            value={customer}
            onChange={(event) => {
              setCustomer(event.target.value);
              if (event.target.value === '') update({ customer: '' });
            }}
            onPressEnter={() => update({ customer })}
            data-testid="sample-customer"
          />
        )}
        {allCustomers && state.customerId && (
          <Tag closable onClose={() => update({ customerId: null })} data-testid="sample-customer-filter">
            {t('samples.list.oneCustomer', { name: list.data?.list[0]?.ownerName ?? '' })}
          </Tag>
        )}
        {!queue && (
          <Select
            className="samples-filter"
            allowClear
            placeholder={t('samples.list.allStatuses')}
            aria-label={t('samples.fields.status')}
            value={state.status}
            onChange={(status) => update({ status: status ?? null })}
            options={SAMPLE_STATUSES.map((s) => ({ value: s, label: t(`samples.status.${s}`) }))}
            data-testid="sample-status-filter"
          />
        )}
      </div>
      <Table<Sample>
        rowKey="sampleId"
        data-testid="sample-table"
        columns={columns}
        rowSelection={{
          selectedRowKeys: picked.map((sample) => sample.sampleId),
          preserveSelectedRowKeys: true,
          onChange: (_, rows) => setPicked(rows.filter(Boolean)),
          getCheckboxProps: (sample) => ({ 'aria-label': sample.title }),
        }}
        dataSource={rows}
        loading={list.isPending || (list.isFetching && list.isPlaceholderData)}
        scroll={{ x: tableMinWidth(columns) }}
        locale={{
          emptyText: (
            <Empty
              description={t(
                filtered ? 'samples.list.emptyFiltered' : queue ? 'samples.workspace.empty' : 'samples.list.empty',
              )}
              image={Empty.PRESENTED_IMAGE_SIMPLE}
            >
              {filtered && (
                <Button
                  onClick={() => {
                    setSearch('');
                    setCustomer('');
                    setParams(sampleListStateToParams(DEFAULT_SAMPLE_LIST_STATE), { replace: true });
                  }}
                >
                  {t('samples.list.clearFilters')}
                </Button>
              )}
            </Empty>
          ),
        }}
        pagination={{
          current: state.page,
          pageSize: PAGE_SIZES.samples,
          total: list.data?.total ?? 0,
          showSizeChanger: false,
          showTotal: (total) => t('samples.list.total', { count: total }),
          onChange: (page) => setParams(sampleListStateToParams({ ...state, page }), { replace: true }),
        }}
      />
      {(dialog?.kind === 'create' || dialog?.kind === 'edit') && (
        <SampleFormDialog
          sample={dialog.kind === 'edit' ? dialog.sample : undefined}
          onClose={() => setDialog(null)}
          onCreated={(sample) => void navigate(sheetPath(locale, sample))}
        />
      )}
      {dialog?.kind === 'send' && <SendSampleDialog sample={dialog.sample} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'templates' && <TemplatesDrawer onClose={() => setDialog(null)} />}
    </Card>
  );
}
