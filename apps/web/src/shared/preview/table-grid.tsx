import { Alert, Table } from 'antd';
import { useTranslation } from '../i18n/use-translation';
import { parseTablePage, type TableDelimiter } from './table-preview';

interface TableGridProps {
  content: string;
  delimiter: TableDelimiter;
  firstRowIsHeader: boolean;
}

type GridRow = { key: number } & Record<string, string | number>;

const CELL_WIDTH = 140;

/** One page of a table file as a grid, its columns capped (the cap is said above the grid). */
export function TableGrid({ content, delimiter, firstRowIsHeader }: TableGridProps) {
  const { t } = useTranslation();
  const page = parseTablePage(content, delimiter, { firstRowIsHeader });
  const columns = Array.from({ length: page.columnCount }, (_, i) => ({
    key: String(i),
    dataIndex: String(i),
    title: page.header?.[i] ?? t('files.preview.column', { index: i + 1 }),
    width: CELL_WIDTH,
    ellipsis: true,
  }));
  const rows: GridRow[] = page.rows.map((cells, rowIndex) => ({
    key: rowIndex,
    ...Object.fromEntries(cells.map((cell, i) => [String(i), cell])),
  }));

  return (
    <>
      {page.totalColumns > page.columnCount && (
        <Alert
          type="info"
          showIcon
          className="table-grid-alert"
          title={t('files.preview.columnsCapped', { shown: page.columnCount, total: page.totalColumns })}
        />
      )}
      <Table<GridRow>
        className="table-grid"
        size="small"
        bordered
        columns={columns}
        dataSource={rows}
        pagination={false}
        scroll={{ x: 'max-content', y: 480 }}
        data-testid="table-preview"
      />
    </>
  );
}
