import { useState } from 'react';
import { DeleteOutlined, DownloadOutlined, EyeOutlined, FileAddOutlined } from '@ant-design/icons';
import { App, Badge, Button, Empty, Result, Segmented, Space, Table, Tooltip, Typography, type TableProps } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useNavigate } from 'react-router';
import { COLUMN_WIDTHS_PX, EMPTY_CELL_TEXT, PAGE_SIZES, type ReportFlag, type ReportRow } from '@biocloud/contracts';
import { pathTo, type RouteName } from '../../../shared/config/paths';
import { TEXT_COLUMN_MIN_PX, tableMinWidth } from '../../../shared/ui/table-min-width';
import { errorText, isReportedByApp } from '../../../shared/api/error-text';
import { formatDateTime } from '../../../shared/format/date';
import { useLocale } from '../../../shared/i18n/use-locale';
import { reportDownloadHref, useDeleteReport, useReportList, useReportOpened } from '../api/reports';
import { useProjectContext } from '../hooks/use-project-context';
import { reportViewOf } from '../lib/report-view';
import { AttachReportDialog } from './attach-report-dialog';
import { ReportViewer } from './report-viewer';

const FLAG_ROUTES: Readonly<Record<ReportFlag, RouteName>> = {
  report: 'project-detail-report',
  examiningReport: 'project-detail-examiningReport',
};
const FLAGS: readonly ReportFlag[] = ['report', 'examiningReport'];

/**
 * The project's reports or examining reports (spec 000 §2, §3): PAGE_SIZES.projectReports rows a page, unread rows
 * marked, HTML and PDF opened in the page, download, delete after a confirmation.
 */
function ReportsPage({ flag }: { flag: ReportFlag }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const { message, modal } = App.useApp();
  const { project, routeParams } = useProjectContext();
  const id = project.projectBaseId;
  const [page, setPage] = useState(1);
  const list = useReportList(id, flag, page - 1);
  const remove = useDeleteReport(id);
  const opened = useReportOpened(id);
  const [viewing, setViewing] = useState<ReportRow | null>(null);
  const [attaching, setAttaching] = useState(false);
  const canDelete = project.role !== 'member';

  const open = (report: ReportRow) => {
    if (reportViewOf(report.fileType) === 'download') window.location.assign(reportDownloadHref(report.projectId));
    else setViewing(report);
  };

  const confirmDelete = (report: ReportRow) =>
    void modal.confirm({
      title: t('project.reports.confirmDeleteTitle', { name: report.applicationName }),
      content: t(report.workflowId ? 'project.reports.confirmDeleteJob' : 'project.reports.confirmDelete'),
      okText: t('project.reports.delete'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: () =>
        remove.mutateAsync(report.projectId).then(
          () => {
            void message.success(t('project.reports.deleted'));
            setPage(1);
          },
          (error: unknown) => {
            if (!isReportedByApp(error)) void message.error(errorText(t, error));
          },
        ),
    });

  const columns: NonNullable<TableProps<ReportRow>['columns']> = [
    {
      key: 'name',
      title: t('project.reports.name'),
      minWidth: TEXT_COLUMN_MIN_PX,
      render: (_, report) => (
        <Badge dot={!report.readFlag} offset={[6, 0]} data-testid={report.readFlag ? 'report-read' : 'report-unread'}>
          <Typography.Link className="report-name" onClick={() => open(report)} data-testid="report-open">
            {report.applicationName}
          </Typography.Link>
        </Badge>
      ),
    },
    // The report's own name above (applicationName), then the software that made it; staff's own reports have none.
    {
      key: 'softwareName',
      title: t('project.reports.software'),
      width: 180,
      render: (_, report) => report.softwareName || EMPTY_CELL_TEXT,
    },
    {
      key: 'appOrTool',
      title: t('project.reports.appOrTool'),
      width: 100,
      render: (_, report) => (report.softwareName ? t(`project.reports.kinds.${report.appOrTool}`) : EMPTY_CELL_TEXT),
    },
    { key: 'projectCode', title: t('project.fields.projectCode'), dataIndex: 'projectCode', width: 150 },
    {
      key: 'createTime',
      title: t('project.fields.createTime'),
      width: COLUMN_WIDTHS_PX.date,
      render: (_, report) => formatDateTime(report.createTime),
    },
    {
      key: 'actions',
      title: t('project.list.actions'),
      width: 140,
      fixed: 'right',
      render: (_, report) => (
        <Space size={0}>
          <Tooltip title={t('project.reports.open')}>
            <Button
              type="text"
              icon={<EyeOutlined />}
              aria-label={t('project.reports.open')}
              onClick={() => open(report)}
            />
          </Tooltip>
          <Tooltip title={t('project.reports.download')}>
            <Button
              type="text"
              icon={<DownloadOutlined />}
              aria-label={t('project.reports.download')}
              href={reportDownloadHref(report.projectId)}
              download={report.fileName}
            />
          </Tooltip>
          {canDelete && (
            <Tooltip title={t('project.reports.delete')}>
              <Button
                type="text"
                danger
                icon={<DeleteOutlined />}
                aria-label={t('project.reports.delete')}
                onClick={() => confirmDelete(report)}
                data-testid="report-delete"
              />
            </Tooltip>
          )}
        </Space>
      ),
    },
  ];

  if (list.isError && !list.data) {
    return <Result status="warning" title={t('project.reports.loadFailed')} subTitle={errorText(t, list.error)} />;
  }
  return (
    <div className="reports-page" data-testid="reports-page">
      <div className="project-section-toolbar">
        <Segmented
          value={flag}
          onChange={(next) => void navigate(pathTo(locale, FLAG_ROUTES[next], routeParams))}
          options={FLAGS.map((f) => ({ value: f, label: t(`project.reports.flags.${f}`) }))}
        />
        <div className="project-toolbar-spacer" />
        {project.role === 'staff' && (
          <Button icon={<FileAddOutlined />} onClick={() => setAttaching(true)}>
            {t('project.staff.report')}
          </Button>
        )}
      </div>
      <Table<ReportRow>
        rowKey="projectId"
        columns={columns}
        dataSource={list.data?.data.content ?? []}
        loading={list.isPending || (list.isFetching && list.isPlaceholderData)}
        rowClassName={(report) => (report.readFlag ? '' : 'report-row-unread')}
        scroll={{ x: tableMinWidth(columns) }}
        locale={{
          emptyText: <Empty description={t(`project.reports.empty.${flag}`)} image={Empty.PRESENTED_IMAGE_SIMPLE} />,
        }}
        pagination={{
          current: page,
          pageSize: PAGE_SIZES.projectReports,
          total: list.data?.totalElements ?? 0,
          showSizeChanger: false,
          hideOnSinglePage: true,
          onChange: setPage,
        }}
      />
      {viewing && (
        // The server marks a report read as it serves it inline: once shown, the marks reload.
        <ReportViewer report={viewing} onLoaded={() => void opened()} onClose={() => setViewing(null)} />
      )}
      {attaching && <AttachReportDialog projectBaseId={id} initialFlag={flag} onClose={() => setAttaching(false)} />}
    </div>
  );
}

export function ReportListPage() {
  return <ReportsPage flag="report" />;
}

export function ExaminingReportListPage() {
  return <ReportsPage flag="examiningReport" />;
}
