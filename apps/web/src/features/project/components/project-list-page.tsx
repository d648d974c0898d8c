import { useState } from 'react';
import { DeleteOutlined, EditOutlined, PlusOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Card, DatePicker, Empty, Input, Select, Space, Table, Tooltip, type TableProps } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { COLUMN_WIDTHS_PX, PROJECT_STATUSES, PROJECT_TYPES, type Project } from '@biocloud/contracts';
import { pathTo } from '../../../shared/config/paths';
import { tableMinWidth } from '../../../shared/ui/table-min-width';
import { LoadFailed } from '../../../shared/ui/load-failed';
import { useCurrentUser } from '../../../shared/api/get-current-user';
import { formatDateTime } from '../../../shared/format/date';
import { useLocale } from '../../../shared/i18n/use-locale';
import { useListProjects } from '../api/list-projects';
import {
  DEFAULT_PROJECT_LIST_STATE,
  isProjectListFiltered,
  parseProjectListState,
  projectListStateToParams,
  PROJECT_LIST_PAGE_SIZE,
  toProjectListRequest,
  type ProjectListState,
} from '../lib/project-list-state';
import { DeleteProjectDialog } from './delete-project-dialog';
import { ProjectFormDialog } from './project-form-dialog';
import { ProjectStatusTag, ProjectTypeTag } from './project-status-tags';
import '../project.css';

type Dialog =
  | { kind: 'create' }
  | { kind: 'staffCreate' }
  | { kind: 'edit'; project: Project }
  | { kind: 'delete'; project: Project };
const DAY_FORMAT = 'YYYY-MM-DD';

/** Project list (spec 000 §2): search, status, type and created time; create, edit and delete. */
export function ProjectListPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const state = parseProjectListState(params);
  const list = useListProjects(toProjectListRequest(state));
  const isStaff = useCurrentUser().data?.role === 'staff';
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [search, setSearch] = useState(state.search);

  const update = (patch: Partial<ProjectListState>) =>
    setParams(projectListStateToParams({ ...state, page: 1, ...patch }), { replace: true });
  const detailPath = (project: Pick<Project, 'projectBaseId' | 'projectName'>) =>
    pathTo(locale, 'project-detail-progress-analyse', { id: project.projectBaseId, name: project.projectName });

  const columns: NonNullable<TableProps<Project>['columns']> = [
    {
      key: 'projectName',
      title: t('project.fields.projectName'),
      width: 240,
      ellipsis: true,
      render: (_, project) => (
        <Link className="project-name-link" to={detailPath(project)}>
          {project.projectName}
        </Link>
      ),
    },
    { key: 'projectCode', title: t('project.fields.projectCode'), dataIndex: 'projectCode', width: 150 },
    {
      key: 'projectType',
      title: t('project.fields.projectType'),
      width: 140,
      render: (_, project) => <ProjectTypeTag type={project.projectType} />,
    },
    {
      key: 'status',
      title: t('project.fields.status'),
      width: 120,
      render: (_, project) => <ProjectStatusTag status={project.status} />,
    },
    ...(isStaff
      ? [{ key: 'ownerName', title: t('project.fields.ownerName'), dataIndex: 'ownerName', width: 140 }]
      : []),
    {
      key: 'createTime',
      title: t('project.fields.createTime'),
      width: COLUMN_WIDTHS_PX.date,
      render: (_, project) => formatDateTime(project.createTime),
    },
    {
      key: 'actions',
      title: t('project.list.actions'),
      width: 110,
      fixed: 'right',
      render: (_, project) => (
        <Space size={0}>
          {project.role !== 'member' && (
            <Tooltip title={t('project.list.edit')}>
              <Button
                type="text"
                icon={<EditOutlined />}
                aria-label={t('project.list.edit')}
                data-testid="project-edit"
                onClick={() => setDialog({ kind: 'edit', project })}
              />
            </Tooltip>
          )}
          {project.role === 'owner' && (
            <Tooltip title={t('project.list.delete')}>
              <Button
                type="text"
                danger
                icon={<DeleteOutlined />}
                aria-label={t('project.list.delete')}
                data-testid="project-delete"
                onClick={() => setDialog({ kind: 'delete', project })}
              />
            </Tooltip>
          )}
        </Space>
      ),
    },
  ];

  if (list.isError && !list.data) {
    return (
      <Card className="page-card" variant="borderless">
        <LoadFailed
          title={t('project.list.loadFailed')}
          error={list.error}
          retryText={t('project.list.retry')}
          onRetry={() => void list.refetch()}
        />
      </Card>
    );
  }

  const filtered = isProjectListFiltered(state);
  return (
    <Card className="page-card project-list-page" variant="borderless">
      <div className="project-toolbar">
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => setDialog({ kind: 'create' })}
          data-testid="project-create"
        >
          {t('project.list.create')}
        </Button>
        {isStaff && (
          <Button
            icon={<PlusOutlined />}
            onClick={() => setDialog({ kind: 'staffCreate' })}
            data-testid="project-staff-create"
          >
            {t('project.list.staffCreate')}
          </Button>
        )}
        <div className="project-toolbar-spacer" />
        <Input
          className="project-search"
          allowClear
          prefix={<SearchOutlined />}
          placeholder={t('project.list.search')}
          aria-label={t('project.list.search')}
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            if (event.target.value === '') update({ search: '' });
          }}
          onPressEnter={() => update({ search })}
          data-testid="project-search"
        />
        <Select
          className="project-filter"
          allowClear
          placeholder={t('project.list.allStatuses')}
          aria-label={t('project.fields.status')}
          value={state.status}
          onChange={(status) => update({ status: status ?? null })}
          options={PROJECT_STATUSES.map((s) => ({ value: s, label: t(`project.status.${s}`) }))}
        />
        <Select
          className="project-filter"
          allowClear
          placeholder={t('project.list.allTypes')}
          aria-label={t('project.fields.projectType')}
          value={state.type}
          onChange={(type) => update({ type: type ?? null })}
          options={PROJECT_TYPES.map((type) => ({ value: type, label: t(`project.type.${type}`) }))}
        />
        <DatePicker.RangePicker
          aria-label={t('project.fields.createTime')}
          value={state.from && state.to ? [dayjs(state.from), dayjs(state.to)] : null}
          onChange={(range) =>
            update({ from: range?.[0]?.format(DAY_FORMAT) ?? null, to: range?.[1]?.format(DAY_FORMAT) ?? null })
          }
        />
      </div>
      <Table<Project>
        rowKey="projectBaseId"
        data-testid="project-table"
        columns={columns}
        dataSource={list.data?.projectList ?? []}
        loading={list.isPending || (list.isFetching && list.isPlaceholderData)}
        scroll={{ x: tableMinWidth(columns) }}
        locale={{
          emptyText: (
            <Empty
              description={t(filtered ? 'project.list.emptyFiltered' : 'project.list.empty')}
              image={Empty.PRESENTED_IMAGE_SIMPLE}
            >
              {filtered && (
                <Button
                  onClick={() => {
                    setSearch('');
                    setParams(projectListStateToParams(DEFAULT_PROJECT_LIST_STATE), { replace: true });
                  }}
                >
                  {t('project.list.clearFilters')}
                </Button>
              )}
            </Empty>
          ),
        }}
        pagination={{
          current: state.page,
          pageSize: PROJECT_LIST_PAGE_SIZE,
          total: list.data?.totalElements ?? 0,
          showSizeChanger: false,
          showTotal: (total) => t('project.list.total', { count: total }),
          onChange: (page) => setParams(projectListStateToParams({ ...state, page }), { replace: true }),
        }}
      />
      {(dialog?.kind === 'create' || dialog?.kind === 'staffCreate' || dialog?.kind === 'edit') && (
        <ProjectFormDialog
          mode={dialog}
          onClose={() => setDialog(null)}
          onCreated={(id, name) => void navigate(detailPath({ projectBaseId: id, projectName: name }))}
        />
      )}
      {dialog?.kind === 'delete' && <DeleteProjectDialog project={dialog.project} onClose={() => setDialog(null)} />}
    </Card>
  );
}
