import { useState } from 'react';
import {
  CloudDownloadOutlined,
  DownloadOutlined,
  FileTextOutlined,
  FolderOpenOutlined,
  SyncOutlined,
} from '@ant-design/icons';
import { Button, Card, Empty, Result, Space, Table, type TableProps } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isComputeJobTerminal, type WorkflowDetailResponse, type WorkflowOutputResponse } from '@biocloud/contracts';
import { pathTo } from '../../../shared/config/paths';
import { errorText } from '../../../shared/api/error-text';
import { formatBytes } from '../../../shared/format/bytes';
import { fileTypeLabel } from '../../../shared/format/file-type-label';
import { useLocale } from '../../../shared/i18n/use-locale';
import { downloadUrl } from '../../../shared/preview/file-urls';
import { ResultFileName, useResultFilePreview } from '../../../shared/preview/result-file-preview';
import { LinkButton } from '../../../shared/ui/link-button';
import { workflowKeys, workflowPath } from '../api/workflow-keys';
import { useSonStatus } from '../api/get-son-status';
import { useWorkflowTab } from '../api/get-workflow-tabs';
import { OutputRowTools } from './output-row-tools';
import { ReportViewer } from './report-viewer';
import { WorkflowDag } from './workflow-dag';

type OutputFile = WorkflowOutputResponse['fileList'][number];

/** Spec 000 §9 pages tables by 10; the output list comes whole, so it pages here. */
const OUTPUT_PAGE_SIZE = 10;

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
  const { open, preview } = useResultFilePreview(t('compute.output.imageFailed'));
  const files = output.data?.fileList ?? [];
  const first = files[0];

  const columns: TableProps<OutputFile>['columns'] = [
    {
      key: 'fileName',
      title: t('compute.output.fileName'),
      ellipsis: { showTitle: false },
      render: (_, file) => <ResultFileName file={file} onOpen={open} testId="output-open" />,
    },
    {
      key: 'fileType',
      title: t('compute.output.fileType'),
      width: 100,
      render: (_, file) => fileTypeLabel(t, file.fileType),
    },
    {
      key: 'fileSize',
      title: t('compute.output.fileSize'),
      width: 100,
      render: (_, file) => formatBytes(file.fileSize),
    },
    { key: 'description', title: t('compute.output.description'), dataIndex: 'description', ellipsis: true },
    {
      key: 'actions',
      title: t('compute.output.actions'),
      width: 150,
      render: (_, file) => (
        <Space size={0}>
          <OutputRowTools file={file} />
          {file.fileType !== 'folder' && (
            <Button
              type="text"
              size="small"
              icon={<DownloadOutlined />}
              href={downloadUrl(file.fileUuid)}
              download={file.fileName}
              title={t('compute.output.download')}
              aria-label={t('compute.output.download')}
            />
          )}
        </Space>
      ),
    },
  ];

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
      {output.isError && !output.data ? (
        <Result status="warning" title={t('compute.output.loadFailed')} subTitle={errorText(t, output.error)} />
      ) : (
        <Table<OutputFile>
          rowKey="fileUuid"
          size="middle"
          data-testid="output-table"
          columns={columns}
          dataSource={files}
          loading={output.isPending}
          scroll={{ x: 800 }}
          locale={{
            emptyText: output.isPending ? (
              <span />
            ) : (
              <Empty
                image={Empty.PRESENTED_IMAGE_SIMPLE}
                description={t(isComputeJobTerminal(job.status) ? 'compute.output.emptyEnded' : 'compute.output.empty')}
              />
            ),
          }}
          pagination={{ pageSize: OUTPUT_PAGE_SIZE, showSizeChanger: false, hideOnSinglePage: true }}
        />
      )}
      {preview}
    </div>
  );
}
