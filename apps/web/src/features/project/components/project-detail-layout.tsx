import { Badge, Card, Descriptions, Result, Skeleton, Space, Tabs, Typography } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { EMPTY_CELL_TEXT } from '@biocloud/contracts';
import { Outlet, useNavigate, useParams } from 'react-router';
import { pathTo } from '../../../shared/config/paths';
import { useRouteHandle } from '../../../shared/lib/route-handle';
import { errorText } from '../../../shared/api/error-text';
import { formatDateTime } from '../../../shared/format/date';
import { useLocale } from '../../../shared/i18n/use-locale';
import { LinkButton } from '../../../shared/ui/link-button';
import { useProject } from '../api/get-project';
import { useProjectRouteParams, type ProjectContext } from '../hooks/use-project-context';
import { PROJECT_SECTIONS, SECTION_TARGETS, sectionOf, type ProjectSection } from '../lib/project-sections';
import { DeliverFromSpace } from './deliver-from-space';
import { ProjectStatusTag, ProjectTypeTag } from './project-status-tags';
import { StaffProjectActions } from './staff-project-actions';
import '../project.css';

/**
 * The frame of every page under project/detail/:id/:name: the project's header (with the staff's tools when the
 * caller is staff) and its sections as tabs with unread marks; the page itself renders in the outlet.
 */
export function ProjectDetailLayout() {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const routeParams = useProjectRouteParams();
  // data/files/project/:rootFileUuid/:folderUuid: the open folder of the project's data, where staff deliver to.
  const { folderUuid } = useParams();
  const section = sectionOf(useRouteHandle()?.name);
  const query = useProject(routeParams.id);
  const project = query.data;

  if (query.isError && !project) {
    return (
      <Card className="page-card" variant="borderless">
        <Result
          status="warning"
          title={t('project.detail.loadFailed')}
          subTitle={errorText(t, query.error)}
          extra={<LinkButton to={pathTo(locale, 'project-list')}>{t('project.detail.backToList')}</LinkButton>}
        />
      </Card>
    );
  }
  if (!project) return <Skeleton active className="page-card" paragraph={{ rows: 6 }} />;

  const unread: Partial<Record<ProjectSection, number>> = {
    progress: project.unread.stages,
    reports: project.unread.reports,
  };
  const context: ProjectContext = { project, routeParams };

  return (
    <div className="project-detail">
      <Card className="page-card project-header" variant="borderless">
        <div className="project-title-row">
          <LinkButton type="link" className="project-back" to={pathTo(locale, 'project-list')}>
            {t('project.detail.backToList')}
          </LinkButton>
          <Typography.Title level={4} className="project-title" data-testid="project-title">
            {project.projectName}
          </Typography.Title>
          <Space size={4} wrap>
            <ProjectTypeTag type={project.projectType} />
            <ProjectStatusTag status={project.status} />
          </Space>
          <div className="project-title-actions">
            {project.role === 'staff' && <StaffProjectActions project={project} />}
          </div>
        </div>
        <Descriptions
          size="small"
          column={{ xs: 1, sm: 2, lg: 4 }}
          items={[
            { key: 'code', label: t('project.fields.projectCode'), children: project.projectCode },
            { key: 'owner', label: t('project.fields.ownerName'), children: project.ownerName },
            { key: 'staff', label: t('project.fields.staffName'), children: project.staffName ?? EMPTY_CELL_TEXT },
            { key: 'created', label: t('project.fields.createTime'), children: formatDateTime(project.createTime) },
            ...(project.description
              ? [
                  {
                    key: 'description',
                    label: t('project.fields.description'),
                    span: 'filled' as const,
                    children: project.description,
                  },
                ]
              : []),
          ]}
        />
      </Card>
      <Card className="page-card project-body" variant="borderless">
        <Tabs
          className="project-tabs"
          activeKey={section}
          onChange={(key) => {
            const target = SECTION_TARGETS[key as ProjectSection];
            void navigate(pathTo(locale, target, routeParams));
          }}
          items={PROJECT_SECTIONS.map((key) => ({
            key,
            label: (
              <Badge count={unread[key] ?? 0} size="small" offset={[8, -2]} data-testid={`project-tab-${key}`}>
                {t(`project.sections.${key}`)}
              </Badge>
            ),
          }))}
        />
        {project.role === 'staff' && section === 'data' && (
          <DeliverFromSpace projectBaseId={project.projectBaseId} folderUuid={folderUuid} />
        )}
        <Outlet context={context} />
      </Card>
    </div>
  );
}
