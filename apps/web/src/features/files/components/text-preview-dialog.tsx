import { useState } from 'react';
import { Checkbox, Modal, Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DataFile } from '@biocloud/contracts';
import { PreviewContent, PreviewPager } from '../../../shared/preview/preview-parts';
import { usePreviewText } from '../../../shared/preview/preview-text';
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
      <PreviewContent
        preview={preview}
        failedTitle={t('files.preview.loadFailed')}
        emptyText={t('files.preview.empty')}
      >
        {(content) =>
          view === 'table' ? (
            <TableGrid
              content={content}
              delimiter={tableDelimiterOf(file.name)}
              firstRowIsHeader={headerRow && preview.data?.page.pagenow === FIRST_PAGE}
            />
          ) : (
            <pre className="preview-text" data-testid="text-preview" tabIndex={0}>
              {content}
            </pre>
          )
        }
      </PreviewContent>
    </Modal>
  );
}
