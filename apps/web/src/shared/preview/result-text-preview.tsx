import { useState } from 'react';
import { Alert, Empty, Modal, Pagination, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorText } from '../api/error-text';
import { useResultPreview } from './preview-result';
import './preview.css';

/** A result file of a task or compute job (both list them with these fields). */
export interface PreviewedFile {
  fileUuid: string;
  fileName: string;
}

/** The preview starts at page 1 (spec 000 §2). */
const FIRST_PAGE = 1;

/** A result file's text, one server page at a time (pages are cut at line starts, so any page is one seek). */
export function ResultTextPreview({ file, onClose }: { file: PreviewedFile; onClose: () => void }) {
  const { t } = useTranslation();
  const [pageNow, setPageNow] = useState(FIRST_PAGE);
  const preview = useResultPreview(file.fileUuid, pageNow);
  const page = preview.data?.page;

  const body = preview.isPending ? (
    <Skeleton active paragraph={{ rows: 10 }} />
  ) : preview.isError ? (
    <Alert type="error" showIcon title={t('myjob.result.previewFailed')} description={errorText(t, preview.error)} />
  ) : preview.data.content === '' ? (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('myjob.result.previewEmpty')} />
  ) : (
    <pre className="result-preview-text" data-testid="result-preview" tabIndex={0}>
      {preview.data.content}
    </pre>
  );

  return (
    <Modal
      open
      title={t('myjob.result.preview', { name: file.fileName })}
      width={1000}
      onCancel={onClose}
      destroyOnHidden
      footer={
        <div className="result-preview-footer">
          <Pagination
            simple
            current={page?.pagenow ?? pageNow}
            total={page?.totalpage ?? 1}
            pageSize={1}
            disabled={preview.isFetching && preview.isPlaceholderData}
            onChange={setPageNow}
            showSizeChanger={false}
          />
          <span data-testid="result-preview-page">
            {t('myjob.result.page', { page: page?.pagenow ?? pageNow, total: page?.totalpage ?? 1 })}
          </span>
        </div>
      }
    >
      {body}
    </Modal>
  );
}
