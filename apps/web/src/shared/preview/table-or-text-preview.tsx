import { useState } from 'react';
import { Checkbox, Segmented } from 'antd';
import { useTranslation } from '../i18n/use-translation';
import { PreviewContent } from './preview-parts';
import type { usePreviewText } from './preview-text';
import { TableGrid } from './table-grid';
import { tableDelimiterOf } from './table-preview';
import './preview.css';

type View = 'table' | 'text';

/** The server's first page: the only one whose first line may be the header row. */
const FIRST_PAGE = 1;

interface TableOrTextPreviewProps {
  preview: ReturnType<typeof usePreviewText>;
  fileName: string;
  /** Tables open as a grid, with the raw text one click away. */
  asTable: boolean;
  failedTitle: string;
  emptyText: string;
  /** The raw text's look and test id (my data's and the job results' previews differ). */
  textClassName: string;
  textTestId: string;
}

/** A page of a previewed file: a table file as a grid (or its text), any other text file as text. */
export function TableOrTextPreview({
  preview,
  fileName,
  asTable,
  failedTitle,
  emptyText,
  textClassName,
  textTestId,
}: TableOrTextPreviewProps) {
  const { t } = useTranslation();
  const [view, setView] = useState<View>(asTable ? 'table' : 'text');
  const [headerRow, setHeaderRow] = useState(true);
  const onFirstPage = (preview.data?.page.pagenow ?? FIRST_PAGE) === FIRST_PAGE;

  return (
    <>
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
          {view === 'table' && onFirstPage && (
            <Checkbox checked={headerRow} onChange={(event) => setHeaderRow(event.target.checked)}>
              {t('files.preview.headerRow')}
            </Checkbox>
          )}
        </div>
      )}
      <PreviewContent preview={preview} failedTitle={failedTitle} emptyText={emptyText}>
        {(content) =>
          view === 'table' ? (
            <TableGrid
              content={content}
              delimiter={tableDelimiterOf(fileName)}
              firstRowIsHeader={headerRow && preview.data?.page.pagenow === FIRST_PAGE}
            />
          ) : (
            <pre className={textClassName} data-testid={textTestId} tabIndex={0}>
              {content}
            </pre>
          )
        }
      </PreviewContent>
    </>
  );
}
