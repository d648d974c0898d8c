import { useState } from 'react';
import { FileSearchOutlined, RedoOutlined } from '@ant-design/icons';
import { Button, Descriptions, Space, Typography, type DescriptionsProps } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { showsComputeEndTimeInDetail, type JobAction, type WorkflowDetailResponse } from '@biocloud/contracts';
import { appDetailPath, catalogueOfTypeName } from '../../../shared/app-routes';
import { formatDateTime } from '../../../shared/format/date';
import { useLocale } from '../../../shared/i18n/use-locale';
import { promotedImageUrl } from '../../../shared/lib/promoted-image';
import { LinkButton } from '../../../shared/ui/link-button';
import type { WorkflowTarget } from '../hooks/use-workflow-actions';
import { ComputeActions } from './compute-actions';
import { JobStatusBadge } from '../../../shared/jobs/job-status-badge';
import { ProjectLink } from './project-link';
import { ReportViewer } from './report-viewer';

interface ComputeDetailHeaderProps {
  job: WorkflowDetailResponse;
  onAction: (job: WorkflowTarget, action: JobAction) => void;
  pending?: { workflowId: string; action: JobAction };
}

/**
 * The app's image, name with status, created and end time (hidden while running), app and project (spec 000 §2); the actions of the
 * status, re-run (the app's page filled in from this job) and the results' preview (the report, once written).
 */
export function ComputeDetailHeader({ job, onAction, pending }: ComputeDetailHeaderProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [reportOpen, setReportOpen] = useState(false);
  const catalogue = catalogueOfTypeName(job.className);
  const image = promotedImageUrl(job.softImg, window.location.origin);

  const items: DescriptionsProps['items'] = [
    { key: 'createTime', label: t('compute.detail.createTime'), children: formatDateTime(job.createTime) },
  ];
  if (showsComputeEndTimeInDetail(job.status)) {
    items.push({ key: 'endTime', label: t('compute.detail.endTime'), children: formatDateTime(job.endTime) });
  }
  items.push(
    {
      key: 'app',
      label: t('compute.detail.app'),
      children: <Link to={appDetailPath(locale, catalogue, job.softId)}>{job.softName}</Link>,
    },
    { key: 'project', label: t('compute.detail.project'), children: <ProjectLink job={job} /> },
  );

  return (
    <div className="compute-header" data-testid="compute-header">
      <div className="compute-title-row">
        {image && <img className="compute-app-image" src={image} alt={job.softName} data-testid="compute-app-image" />}
        <Typography.Title level={4} className="compute-title" data-testid="compute-title">
          {job.jobName}
        </Typography.Title>
        <JobStatusBadge status={job.status} />
        <Space wrap className="compute-title-actions">
          <ComputeActions job={job} onAction={onAction} pending={pending} />
          <LinkButton
            icon={<RedoOutlined />}
            data-action="rerun"
            to={appDetailPath(locale, catalogue, job.reRun.softwareId, { rerun: job.id })}
          >
            {t('compute.detail.rerun')}
          </LinkButton>
          <Button
            icon={<FileSearchOutlined />}
            data-action="preview"
            disabled={!job.reportFileUuid}
            title={job.reportFileUuid ? undefined : t('compute.detail.noReportYet')}
            onClick={() => setReportOpen(true)}
          >
            {t('compute.detail.previewResults')}
          </Button>
        </Space>
      </div>
      <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 4 }} items={items} />
      {reportOpen && job.reportFileUuid && (
        <ReportViewer
          workflowId={job.id}
          fileUuid={job.reportFileUuid}
          title={job.jobName}
          onClose={() => setReportOpen(false)}
        />
      )}
    </div>
  );
}
