import { DownloadOutlined, FileTextOutlined, FolderOpenOutlined } from '@ant-design/icons';
import { Button, Descriptions, Empty, Result, Skeleton, Space, Table, type TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  EMPTY_CELL_TEXT,
  isComputeJobTerminal,
  type WorkflowDetailResponse,
  type WorkflowOutputResponse,
} from '@biocloud/contracts';
import { errorText } from '../../../shared/api/error-text';
import { pathTo } from '../../../shared/config/paths';
import { formatBytes } from '../../../shared/format/bytes';
import { useLocale } from '../../../shared/i18n/use-locale';
import { downloadUrl } from '../../../shared/preview/file-urls';
import { ResultFileName, useResultFilePreview } from '../../../shared/preview/result-file-preview';
import { LinkButton } from '../../../shared/ui/link-button';
import { useProjectComputeTab } from '../api/project-jobs';
import { useProjectContext } from '../hooks/use-project-context';

/*
 * A project compute job's params and outputs (issue 14 item 2), read through the project (so members and staff see
 * them too) and shown with the shared result-file preview; the texts are the full compute job page's.
 */

type OutputFile = WorkflowOutputResponse['fileList'][number];

/** Spec 000 §9 pages tables by 10; the output list comes whole, so it pages here. */
const OUTPUT_PAGE_SIZE = 10;

export function ComputeParamsPanel({ job }: { job: WorkflowDetailResponse }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { project } = useProjectContext();
  const params = useProjectComputeTab(project.projectBaseId, job.id, 'params', locale);

  if (params.isPending) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (params.isError) {
    return <Result status="warning" title={t('compute.params.loadFailed')} subTitle={errorText(t, params.error)} />;
  }
  if (params.data.params.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('compute.params.empty')} />;
  }
  return (
    <Descriptions
      bordered
      size="small"
      column={1}
      data-testid="project-job-params"
      items={params.data.params.map(({ name, label, value }) => ({
        key: name,
        label: label[locale],
        children:
          value === null || value === ''
            ? EMPTY_CELL_TEXT
            : typeof value === 'boolean'
              ? t(value ? 'compute.params.yes' : 'compute.params.no')
              : String(value),
      }))}
    />
  );
}

export function ComputeOutputPanel({ job }: { job: WorkflowDetailResponse }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { project, routeParams } = useProjectContext();
  const output = useProjectComputeTab(project.projectBaseId, job.id, 'output', locale);
  const { open, preview } = useResultFilePreview(t('compute.output.imageFailed'));
  const files = output.data?.fileList ?? [];
  const folder = output.data?.outPathId ?? job.outPathId;

  const columns: TableProps<OutputFile>['columns'] = [
    {
      key: 'fileName',
      title: t('compute.output.fileName'),
      ellipsis: { showTitle: false },
      render: (_, file) => <ResultFileName file={file} onOpen={open} testId="project-output-open" />,
    },
    { key: 'fileType', title: t('compute.output.fileType'), dataIndex: 'fileType', width: 100 },
    { key: 'fileSize', title: t('compute.output.fileSize'), width: 100, render: (_, f) => formatBytes(f.fileSize) },
    {
      key: 'actions',
      title: t('compute.output.actions'),
      width: 80,
      render: (_, file) =>
        file.fileType !== 'folder' && (
          <Button
            type="text"
            size="small"
            icon={<DownloadOutlined />}
            href={downloadUrl(file.fileUuid)}
            download={file.fileName}
            title={t('compute.output.download')}
            aria-label={t('compute.output.download')}
          />
        ),
    },
  ];

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
      {output.isError && !output.data ? (
        <Result status="warning" title={t('compute.output.loadFailed')} subTitle={errorText(t, output.error)} />
      ) : (
        <Table<OutputFile>
          rowKey="fileUuid"
          size="middle"
          columns={columns}
          dataSource={files}
          loading={output.isPending}
          scroll={{ x: 'max-content' }}
          locale={{
            emptyText: (
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
