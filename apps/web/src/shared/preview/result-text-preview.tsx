import { useState } from 'react';
import { Modal } from 'antd';
import { useTranslation } from '../i18n/use-translation';
import { PreviewPager } from './preview-parts';
import { usePreviewText } from './preview-text';
import { TableOrTextPreview } from './table-or-text-preview';
import { isTableFileType } from './table-preview';
import './preview.css';

/** A result file of a task or compute job (both list them with these fields). */
export interface PreviewedFile {
  fileUuid: string;
  fileName: string;
  /** A table (xls_txt) opens as a grid. */
  fileType: string;
}

/** The preview starts at page 1 (spec 000 §2). */
const FIRST_PAGE = 1;

/** A result file's text, one server page at a time (pages are cut at line starts, so any page is one seek). */
export function ResultTextPreview({ file, onClose }: { file: PreviewedFile; onClose: () => void }) {
  const { t } = useTranslation();
  const [pageNow, setPageNow] = useState(FIRST_PAGE);
  const preview = usePreviewText(file.fileUuid, pageNow);

  return (
    <Modal
      open
      title={t('myjob.result.preview', { name: file.fileName })}
      width={1000}
      onCancel={onClose}
      destroyOnHidden
      footer={
        <PreviewPager
          preview={preview}
          pageNow={pageNow}
          onChange={setPageNow}
          pageText={(page, total) => t('myjob.result.page', { page, total })}
          pageTestId="result-preview-page"
        />
      }
    >
      <TableOrTextPreview
        preview={preview}
        fileName={file.fileName}
        asTable={isTableFileType(file.fileType)}
        failedTitle={t('myjob.result.previewFailed')}
        emptyText={t('myjob.result.previewEmpty')}
        textClassName="result-preview-text"
        textTestId="result-preview"
      />
    </Modal>
  );
}
