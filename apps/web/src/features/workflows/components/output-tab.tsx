import { useState } from 'react';
import { CloudDownloadOutlined, FileTextOutlined, FolderOpenOutlined, SyncOutlined } from '@ant-design/icons';
import { Button, Card } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { WorkflowDetailResponse } from '@biocloud/contracts';
import { pathTo } from '../../../shared/config/paths';
import { useLocale } from '../../../shared/i18n/use-locale';
import { ComputeOutputTable } from '../../../shared/jobs/compute-output-table';
import { LinkButton } from '../../../shared/ui/link-button';
import { workflowKeys, workflowPath } from '../api/workflow-keys';
import { useSonStatus } from '../api/get-son-status';
import { useWorkflowTab } from '../api/get-workflow-tabs';
import { OutputRowTools } from './output-row-tools';
import { ReportViewer } from './report-viewer';
import { WorkflowDag } from './workflow-dag';

/** The buttons that follow the report (the sub-workflow): being written while RUNNING, to open when FINISH. */
function ReportButtons({ job }: { job: WorkflowDetailResponse }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const son = useSonStatus(job.id);
  const [open, setOpen] = useState(false);
  const status = son.data?.sonWorkflowStatus;
  return (
    <>
      {status === 'RUNNING' && (
        <Button
          icon={<SyncOutlined spin={son.isFetching} />}
          data-testid="report-running"
          onClick={() => void queryClient.invalidateQueries({ queryKey: workflowKeys.job(job.id) })}
        >
          {t('compute.output.reportRunning')}
        </Button>
      )}
      {status === 'FINISH' && job.reportFileUuid && (
        <Button type="primary" icon={<FileTextOutlined />} data-testid="open-report" onClick={() => setOpen(true)}>
          {t('compute.output.openReport')}
        </Button>
      )}
      {open && job.reportFileUuid && (
        <ReportViewer
          workflowId={job.id}
          fileUuid={job.reportFileUuid}
          title={job.jobName}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}

/**
 * The output tab (spec 000 §2): the steps as a DAG, then the result files with their header actions (the first
 * file's folder, everything as one package, the report's buttons) and, per file, preview, tools and download.
 */
export function OutputTab({ job }: { job: WorkflowDetailResponse }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const output = useWorkflowTab(locale, job.id, 'output');
  const files = output.data?.fileList ?? [];
  const first = files[0];

  return (
    <div className="compute-output" data-testid="compute-output">
      <Card size="small" title={t('compute.dag.title')} className="compute-dag-card">
        <WorkflowDag steps={job.steps} />
      </Card>
      <div className="job-toolbar">
        {first && (
          <LinkButton
            icon={<FolderOpenOutlined />}
            data-testid="output-folder"
            to={pathTo(locale, first.isPublic ? 'mydata-public' : 'mydata-private', { fileUuid: first.parentId })}
          >
            {t('compute.output.openFolder')}
          </LinkButton>
        )}
        <Button
          icon={<CloudDownloadOutlined />}
          data-testid="output-package"
          disabled={files.length === 0}
          href={`${workflowPath(job.id)}/package`}
        >
          {t('compute.output.downloadAll')}
        </Button>
        <ReportButtons job={job} />
      </div>
      <ComputeOutputTable
        job={job}
        output={output}
        openTestId="output-open"
        rowTools={(file) => <OutputRowTools file={file} />}
      />
    </div>
  );
}
