import { useState } from 'react';
import { DownloadOutlined, FolderOpenOutlined } from '@ant-design/icons';
import { Button, Dropdown, Empty, Result, Space, Table, type TableProps } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation';
import {
  COLUMN_WIDTHS_PX,
  TASK_RESULTS_PAGE_SIZE,
  isTaskJobTerminal,
  type TaskDetailResponse,
  type TaskResultFile,
} from '@biocloud/contracts';
import { pathTo } from '../../../shared/config/paths';
import { errorText } from '../../../shared/api/error-text';
import { formatBytes } from '../../../shared/format/bytes';
import { fileTypeLabel } from '../../../shared/format/file-type-label';
import { formatDateTime } from '../../../shared/format/date';
import { useLocale } from '../../../shared/i18n/use-locale';
import { LinkButton } from '../../../shared/ui/link-button';
import { useTaskResults, type TaskResultsRequest } from '../api/list-task-results';
import { downloadUrl } from '../../../shared/preview/file-urls';
import { GenomeViewerAction, ResultFileName, useResultFilePreview } from '../../../shared/preview/result-file-preview';
import { folderPath, resultFolderPath } from '../lib/task-links';

type SortName = TaskResultsRequest['sortName'];
const SORTABLE: readonly SortName[] = ['fileName', 'fileType', 'fileSize', 'fileTime'];
const isSortable = (key: unknown): key is SortName => SORTABLE.includes(key as SortName);

/** The job's result files, paged: preview text or images, download, open a file's folder, analyze further. */
export function TaskResultTab({ job }: { job: TaskDetailResponse }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [request, setRequest] = useState<TaskResultsRequest>({
    currentPage: 0,
    sortName: 'fileName',
    sortType: 'asc',
  });
  const { open, preview } = useResultFilePreview(t('myjob.result.imageFailed'));
  const results = useTaskResults(locale, job.id, request);
  const outPathId = results.data?.outPathId ?? job.outPathId;

  const sortOrder = (key: SortName) =>
    request.sortName === key ? (request.sortType === 'asc' ? 'ascend' : 'descend') : null;

  const columns: TableProps<TaskResultFile>['columns'] = [
    {
      key: 'fileName',
      title: t('myjob.result.fileName'),
      sorter: true,
      sortOrder: sortOrder('fileName'),
      ellipsis: { showTitle: false },
      render: (_, file) => <ResultFileName file={file} onOpen={open} />,
    },
    {
      key: 'fileType',
      title: t('myjob.result.fileType'),
      width: 100,
      render: (_, file) => fileTypeLabel(t, file.fileType),
      sorter: true,
      sortOrder: sortOrder('fileType'),
    },
    {
      key: 'fileSize',
      title: t('myjob.result.fileSize'),
      width: 100,
      sorter: true,
      sortOrder: sortOrder('fileSize'),
      render: (_, file) => formatBytes(file.fileSize),
    },
    {
      key: 'fileTime',
      title: t('myjob.result.fileTime'),
      width: COLUMN_WIDTHS_PX.date,
      sorter: true,
      sortOrder: sortOrder('fileTime'),
      render: (_, file) => formatDateTime(file.fileTime),
    },
    { key: 'description', title: t('myjob.result.description'), dataIndex: 'description', ellipsis: true },
    {
      key: 'actions',
      title: t('myjob.result.actions'),
      render: (_, file) => (
        <Space size={4} wrap>
          {file.fileType !== 'folder' && (
            <Button
              type="link"
              size="small"
              icon={<DownloadOutlined />}
              href={downloadUrl(file.fileUuid)}
              download={file.fileName}
            >
              {t('myjob.result.download')}
            </Button>
          )}
          <GenomeViewerAction file={file} onOpen={open} labelled />
          <LinkButton type="link" size="small" icon={<FolderOpenOutlined />} to={resultFolderPath(locale, file)}>
            {t('myjob.result.openFolder')}
          </LinkButton>
          {file.analyzeTool.length > 0 && (
            <Dropdown
              menu={{
                items: file.analyzeTool.map((tool) => ({
                  key: tool.softwareId,
                  label: (
                    <Link to={pathTo(locale, 'software-tools-detail-small', { id: tool.softwareId })}>
                      {locale === 'zh' ? tool.softwareZhName : tool.softwareEnName}
                    </Link>
                  ),
                })),
              }}
            >
              <Button type="link" size="small">
                {t('myjob.result.analyze')}
              </Button>
            </Dropdown>
          )}
        </Space>
      ),
    },
  ];

  const onTableChange: TableProps<TaskResultFile>['onChange'] = (pagination, _filters, sorter, extra) => {
    if (extra.action === 'paginate') return setRequest({ ...request, currentPage: (pagination.current ?? 1) - 1 });
    const one = Array.isArray(sorter) ? sorter[0] : sorter;
    if (!one?.order || !isSortable(one.columnKey)) {
      return setRequest({ currentPage: 0, sortName: 'fileName', sortType: 'asc' });
    }
    setRequest({ currentPage: 0, sortName: one.columnKey, sortType: one.order === 'ascend' ? 'asc' : 'desc' });
  };

  if (results.isError && !results.data) {
    return <Result status="warning" title={t('myjob.result.loadFailed')} subTitle={errorText(t, results.error)} />;
  }

  return (
    <div className="task-results" data-testid="task-results">
      {outPathId && (
        <div className="job-toolbar">
          <LinkButton icon={<FolderOpenOutlined />} to={folderPath(locale, outPathId)} data-testid="result-folder">
            {t('myjob.result.openResultFolder')}
          </LinkButton>
        </div>
      )}
      <Table<TaskResultFile>
        rowKey="fileUuid"
        size="middle"
        columns={columns}
        dataSource={results.data?.fileList ?? []}
        loading={results.isPending || (results.isFetching && results.isPlaceholderData)}
        onChange={onTableChange}
        scroll={{ x: 900 }}
        locale={{
          emptyText: results.isPending ? (
            <span />
          ) : (
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={t(isTaskJobTerminal(job.status) ? 'myjob.result.emptyFinished' : 'myjob.result.empty')}
            />
          ),
        }}
        pagination={{
          current: request.currentPage + 1,
          pageSize: TASK_RESULTS_PAGE_SIZE,
          total: (results.data?.totalPages ?? 0) * TASK_RESULTS_PAGE_SIZE,
          showSizeChanger: false,
          hideOnSinglePage: true,
        }}
      />
      {preview}
    </div>
  );
}
