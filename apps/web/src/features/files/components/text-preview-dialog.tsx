import { useState } from 'react';
import { Modal } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { DataFile } from '@biocloud/contracts';
import { PreviewPager } from '../../../shared/preview/preview-parts';
import { usePreviewText } from '../../../shared/preview/preview-text';
import { TableOrTextPreview } from '../../../shared/preview/table-or-text-preview';

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
  const preview = usePreviewText(file.fileUuid, pageNow);

  return (
    <Modal
      open
      title={t('files.preview.title', { name: file.name })}
      width={1000}
      onCancel={onClose}
      destroyOnHidden
      rootClassName="text-preview-dialog"
      footer={
        <PreviewPager
          preview={preview}
          pageNow={pageNow}
          onChange={setPageNow}
          pageText={(page, total) => t('files.preview.page', { page, total })}
          pageTestId="preview-page"
          pageClassName="preview-page-info"
        />
      }
    >
      <TableOrTextPreview
        preview={preview}
        fileName={file.name}
        asTable={asTable}
        failedTitle={t('files.preview.loadFailed')}
        emptyText={t('files.preview.empty')}
        textClassName="preview-text"
        textTestId="text-preview"
      />
    </Modal>
  );
}
