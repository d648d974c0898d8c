import { FileTextOutlined, FolderOpenOutlined } from '@ant-design/icons';
import { Space } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { WorkflowDetailResponse } from '@biocloud/contracts';
import { pathTo } from '../../../shared/config/paths';
import { useLocale } from '../../../shared/i18n/use-locale';
import { ComputeOutputTable } from '../../../shared/jobs/compute-output-table';
import { ComputeParamsView } from '../../../shared/jobs/compute-params-view';
import { LinkButton } from '../../../shared/ui/link-button';
import { useProjectComputeTab } from '../api/project-jobs';
import { useProjectContext } from '../hooks/use-project-context';

/*
 * A project compute job's params and outputs (issue 14 item 2), read through the project (so members and staff see
 * them too) and shown as the full compute job page shows them (shared/jobs), with links within the project.
 */

export function ComputeParamsPanel({ job }: { job: WorkflowDetailResponse }) {
  const locale = useLocale();
  const { project } = useProjectContext();
  const params = useProjectComputeTab(project.projectBaseId, job.id, 'params', locale);
  return <ComputeParamsView params={params} testId="project-job-params" />;
}

export function ComputeOutputPanel({ job }: { job: WorkflowDetailResponse }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { project, routeParams } = useProjectContext();
  const output = useProjectComputeTab(project.projectBaseId, job.id, 'output', locale);
  const folder = output.data?.outPathId ?? job.outPathId;

  return (
    <div data-testid="project-job-output">
      <Space wrap className="job-toolbar">
        {folder && (
          <LinkButton
            icon={<FolderOpenOutlined />}
            to={pathTo(locale, 'project-detail-data-files', {
              ...routeParams,
              rootFileUuid: project.rootFileUuid,
              folderUuid: folder,
            })}
          >
            {t('project.jobs.openFolder')}
          </LinkButton>
        )}
        {job.reportFileUuid && (
          <LinkButton icon={<FileTextOutlined />} to={pathTo(locale, 'project-detail-report', routeParams)}>
            {t('project.jobs.openReport')}
          </LinkButton>
        )}
      </Space>
      <ComputeOutputTable job={job} output={output} openTestId="project-output-open" />
    </div>
  );
}
