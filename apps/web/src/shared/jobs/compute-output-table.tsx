import type { ReactNode } from 'react';
import { DownloadOutlined } from '@ant-design/icons';
import { Button, Empty, Result, Space, Table, type TableProps } from 'antd';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from '../i18n/use-translation';
import { isComputeJobTerminal, type WorkflowDetailResponse, type WorkflowOutputResponse } from '@biocloud/contracts';
import { errorText } from '../api/error-text';
import { formatBytes } from '../format/bytes';
import { fileTypeLabel } from '../format/file-type-label';
import { downloadUrl } from '../preview/file-urls';
import { GenomeViewerAction, ResultFileName, useResultFilePreview } from '../preview/result-file-preview';

/*
 * A compute job's result files (spec 000 §2): name (opens the preview), type, size, description, and per file the
 * page's own tools and a download. The full compute job page and a project's job page each read the list through
 * their own endpoint and put their own header (folder, package, report) above it.
 */

type OutputFile = WorkflowOutputResponse['fileList'][number];

/** Spec 000 §9 pages tables by 10; the output list comes whole, so it pages here. */
const OUTPUT_PAGE_SIZE = 10;
/** Wide enough for every column; narrower screens scroll the table, not the page. */
const TABLE_MIN_WIDTH = 800;

interface ComputeOutputTableProps {
  job: Pick<WorkflowDetailResponse, 'status'>;
  output: UseQueryResult<WorkflowOutputResponse>;
  /** The test id of each file name's preview button. */
  openTestId: string;
  /** What a row offers besides the download (the analysis and drawing pickers of the full page). */
  rowTools?: (file: OutputFile) => ReactNode;
}

export function ComputeOutputTable({ job, output, openTestId, rowTools }: ComputeOutputTableProps) {
  const { t } = useTranslation();
  const { open, preview } = useResultFilePreview(t('compute.output.imageFailed'));

  const columns: TableProps<OutputFile>['columns'] = [
    {
      key: 'fileName',
      title: t('compute.output.fileName'),
      ellipsis: { showTitle: false },
      render: (_, file) => <ResultFileName file={file} onOpen={open} testId={openTestId} />,
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
      width: rowTools ? 180 : 110,
      render: (_, file) => (
        <Space size={0}>
          {rowTools?.(file)}
          <GenomeViewerAction file={file} onOpen={open} />
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
    <>
      {output.isError && !output.data ? (
        <Result status="warning" title={t('compute.output.loadFailed')} subTitle={errorText(t, output.error)} />
      ) : (
        <Table<OutputFile>
          rowKey="fileUuid"
          size="middle"
          data-testid="output-table"
          columns={columns}
          dataSource={output.data?.fileList ?? []}
          loading={output.isPending}
          scroll={{ x: TABLE_MIN_WIDTH }}
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
    </>
  );
}
