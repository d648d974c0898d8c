import { useState } from 'react';
import { Alert, Checkbox, Empty, Modal, Pagination, Segmented, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DataFile } from '@biocloud/contracts';
import { errorText } from '../../../shared/api/error-text';
import { usePreviewFile } from '../api/preview-file';
import { tableDelimiterOf } from '../lib/preview-kind';
import { TableGrid } from './table-grid';

type View = 'table' | 'text';

/** The preview starts at page 1 (spec 000 §2). */
const FIRST_PAGE = 1;

interface TextPreviewDialogProps {
  file: DataFile;
  /** Tables open as a grid, with the raw text one click away. */
  asTable: boolean;
  onClose: () => void;
}

/** Paged preview of a text file (POST /api/v1/files/preview), and of a table file as a grid. */
export function TextPreviewDialog({ file, asTable, onClose }: TextPreviewDialogProps) {
  const { t } = useTranslation();
  const [pageNow, setPageNow] = useState(FIRST_PAGE);
  const [view, setView] = useState<View>(asTable ? 'table' : 'text');
  const [headerRow, setHeaderRow] = useState(true);
  const preview = usePreviewFile(file.fileUuid, pageNow);
  const page = preview.data?.page;

  const body = preview.isPending ? (
    <Skeleton active paragraph={{ rows: 10 }} />
  ) : preview.isError ? (
    <Alert type="error" showIcon title={t('files.preview.loadFailed')} description={errorText(t, preview.error)} />
  ) : preview.data.content === '' ? (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('files.preview.empty')} />
  ) : view === 'table' ? (
    <TableGrid
      content={preview.data.content}
      delimiter={tableDelimiterOf(file.name)}
      firstRowIsHeader={headerRow && page?.pagenow === FIRST_PAGE}
    />
  ) : (
    <pre className="preview-text" data-testid="text-preview" tabIndex={0}>
      {preview.data.content}
    </pre>
  );

  return (
    <Modal
      open
      title={t('files.preview.title', { name: file.name })}
      width={1000}
      onCancel={onClose}
      destroyOnHidden
      rootClassName="text-preview-dialog"
      footer={
        <div className="preview-footer">
          <Pagination
            simple
            current={page?.pagenow ?? pageNow}
            total={page?.totalpage ?? 1}
            pageSize={1}
            disabled={preview.isFetching && preview.isPlaceholderData}
            onChange={setPageNow}
            showSizeChanger={false}
          />
          <span className="preview-page-info" data-testid="preview-page">
            {t('files.preview.page', { page: page?.pagenow ?? pageNow, total: page?.totalpage ?? 1 })}
          </span>
        </div>
      }
    >
      {asTable && (
        <div className="preview-tools">
          <Segmented<View>
            value={view}
            onChange={setView}
            options={[
              { value: 'table', label: t('files.preview.asTable') },
              { value: 'text', label: t('files.preview.asText') },
            ]}
          />
          {view === 'table' && pageNow === FIRST_PAGE && (
            <Checkbox checked={headerRow} onChange={(event) => setHeaderRow(event.target.checked)}>
              {t('files.preview.headerRow')}
            </Checkbox>
          )}
        </div>
      )}
      {body}
    </Modal>
  );
}
