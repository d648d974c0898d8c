import { PlusOutlined } from '@ant-design/icons';
import { Empty, Result, Table, type TableProps } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { COLUMN_WIDTHS_PX, type customRequestSchema } from '@biocloud/contracts';
import { pathTo } from '../../../shared/config/paths';
import { TEXT_COLUMN_MIN_PX, tableMinWidth } from '../../../shared/ui/table-min-width';
import { errorText } from '../../../shared/api/error-text';
import { formatDateTime } from '../../../shared/format/date';
import { useLocale } from '../../../shared/i18n/use-locale';
import { LinkButton } from '../../../shared/ui/link-button';
import { useCustomList } from '../api/custom-requests';
import type { Parsed } from '../../../shared/api/parsed';
import { useProjectContext } from '../hooks/use-project-context';
import { customDetailPath } from '../../../shared/custom-links';
import { CustomStatusTag } from './custom-status-tag';

type CustomRequest = Parsed<typeof customRequestSchema>;

/** The project's custom requests and how far each has come (custom-progress). */
export function CustomListPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { project, routeParams } = useProjectContext();
  const list = useCustomList(project.projectBaseId);
  const detail = (row: CustomRequest) =>
    customDetailPath(locale, {
      projectBaseId: project.projectBaseId,
      projectName: project.projectName,
      customId: row.customId,
    });

  const columns: NonNullable<TableProps<CustomRequest>['columns']> = [
    {
      key: 'title',
      title: t('project.custom.titleLabel'),
      minWidth: TEXT_COLUMN_MIN_PX,
      render: (_, row) => (
        <Link to={detail(row)} data-testid="custom-link">
          {row.title}
        </Link>
      ),
    },
    {
      key: 'status',
      title: t('project.custom.statusLabel'),
      width: 120,
      render: (_, row) => <CustomStatusTag status={row.status} />,
    },
    { key: 'author', title: t('project.custom.author'), dataIndex: 'authorName', width: 140 },
    { key: 'replies', title: t('project.custom.replies'), dataIndex: 'replyCount', width: 90 },
    {
      key: 'createTime',
      title: t('project.fields.createTime'),
      width: COLUMN_WIDTHS_PX.date,
      render: (_, row) => formatDateTime(row.createTime),
    },
    {
      key: 'updateTime',
      title: t('project.custom.updateTime'),
      width: COLUMN_WIDTHS_PX.date,
      render: (_, row) => formatDateTime(row.updateTime),
    },
  ];

  if (list.isError && !list.data) {
    return <Result status="warning" title={t('project.custom.loadFailed')} subTitle={errorText(t, list.error)} />;
  }
  const create = pathTo(locale, 'project-detail-create-custom', routeParams);
  return (
    <div className="custom-list">
      {project.role !== 'staff' && (
        <div className="project-section-toolbar">
          <LinkButton type="primary" icon={<PlusOutlined />} to={create} data-testid="custom-new">
            {t('project.custom.new')}
          </LinkButton>
        </div>
      )}
      <Table<CustomRequest>
        rowKey="customId"
        columns={columns}
        dataSource={list.data?.list ?? []}
        loading={list.isPending}
        pagination={false}
        scroll={{ x: tableMinWidth(columns) }}
        locale={{
          emptyText: (
            <Empty description={t('project.custom.empty')} image={Empty.PRESENTED_IMAGE_SIMPLE}>
              {project.role !== 'staff' && <LinkButton to={create}>{t('project.custom.new')}</LinkButton>}
            </Empty>
          ),
        }}
      />
    </div>
  );
}
