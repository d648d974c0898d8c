import type { ReactNode } from 'react';
import { Table, Tooltip, type TableProps } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { TFunction } from '../../../shared/i18n/translator';
import {
  COLUMN_WIDTHS_PX,
  DATA_SORT_COLUMNS,
  EMPTY_CELL_TEXT,
  type DataFile,
  type DataSortColumn,
  type DataTableColumn,
  type DataTableColumnId,
} from '@biocloud/contracts';
import { formatDateTime } from '../../../shared/format/date';
import { formatBytes } from '../../../shared/format/bytes';
import { fileTypeLabel } from '../../../shared/format/file-type-label';
import {
  isSortColumn,
  PAGE_SIZE_OPTIONS,
  tableSortOrder,
  type ListState,
  type TableSortOrder,
} from '../lib/list-state';
import { currentFromPageNum, pageNumFromCurrent } from '../lib/page-number';
import { FileNameCell } from './file-name-cell';
import { SELECTION_COLUMN_PX, TEXT_COLUMN_MIN_PX, tableMinWidth } from '../../../shared/ui/table-min-width';
import { SearchHitPlace } from './search-hit-place';

export interface TableChange {
  pageNum: number;
  pageSize: number;
  sortColumn: string | undefined;
  sortOrder: TableSortOrder | undefined;
}

interface DataTableProps {
  files: readonly DataFile[];
  columns: readonly DataTableColumn[];
  state: ListState;
  /** Zero-based page the answer holds (the server moves past-the-end pages back to the last one). */
  pageNum: number;
  total: number;
  loading: boolean;
  /** Spec 000 §9: the name column is 400 px wide on large screens, 220 px otherwise. */
  wideName: boolean;
  /** Columns the list can sort by (spec 000 §9: the project view sorts by name only); all sortable ones by default. */
  sortColumns?: readonly DataSortColumn[];
  selected: readonly string[];
  empty: ReactNode;
  folderHref: (file: DataFile) => string;
  /** Rows are search hits from sub-folders too: where each one's folder opens (said under its name). */
  hitFolderHref?: (file: DataFile) => string;
  onSelect: (uuids: string[]) => void;
  onOpen: (file: DataFile) => void;
  onChange: (change: TableChange) => void;
  renderActions: (file: DataFile) => ReactNode;
}

function cellOf(id: DataTableColumnId, file: DataFile, t: TFunction): ReactNode {
  switch (id) {
    case 'name':
      return null;
    case 'type':
      return file.isFolder ? t('files.table.folderType') : fileTypeLabel(t, file.type);
    case 'size':
      return file.isFolder ? EMPTY_CELL_TEXT : <span title={String(file.size)}>{formatBytes(file.size)}</span>;
    case 'createdDate':
      return formatDateTime(file.createdDate);
    case 'modifiedDate':
      return formatDateTime(file.modifiedDate);
    case 'filePath':
      return <span className="file-path">{file.filePath}</span>;
  }
}

function widthOf(id: DataTableColumnId, wideName: boolean): number | undefined {
  if (id === 'name') return wideName ? COLUMN_WIDTHS_PX.nameWide : COLUMN_WIDTHS_PX.name;
  return id === 'createdDate' || id === 'modifiedDate' ? COLUMN_WIDTHS_PX.date : undefined;
}

/**
 * Least widths of the columns the spec gives no width: a type code and a size ("1023.9 MB") fit; a path is cut.
 * With them the default columns fit the project data view at 1280 px (916 px of table) without scrolling.
 */
const MIN_WIDTHS_PX: Partial<Record<DataTableColumnId, number>> = { type: 72, size: 88, filePath: TEXT_COLUMN_MIN_PX };

/** The fixed actions column: four icon buttons. */
const ACTIONS_WIDTH_PX = 130;

/** The data table: columns from the user's choice, server-side sort and pages, multi-select. */
export function DataTable(props: DataTableProps) {
  const { t } = useTranslation();
  const { state } = props;
  const sortable = (id: string): id is DataSortColumn =>
    isSortColumn(id) && (props.sortColumns ?? DATA_SORT_COLUMNS).includes(id);

  const columns: TableProps<DataFile>['columns'] = [
    ...props.columns.map((column) => ({
      key: column.headEn,
      dataIndex: column.headEn,
      title: (
        <Tooltip title={column.tooltip || undefined}>
          <span>{column.headName}</span>
        </Tooltip>
      ),
      width: widthOf(column.headEn, props.wideName),
      minWidth: MIN_WIDTHS_PX[column.headEn],
      // The name cell cuts its own text (FileNameCell), keeping the icon in view.
      ellipsis: column.headEn !== 'name',
      sorter: sortable(column.headEn),
      // Clicking on never returns to "unsorted": the default sort is created-date descending anyway.
      sortDirections: ['ascend', 'descend', 'ascend'] as TableSortOrder[],
      sortOrder: sortable(column.headEn) ? tableSortOrder(state, column.headEn) : undefined,
      render: (_: unknown, file: DataFile) =>
        column.headEn === 'name' ? (
          <>
            <FileNameCell file={file} folderHref={props.folderHref(file)} onOpen={props.onOpen} />
            {props.hitFolderHref && <SearchHitPlace file={file} href={props.hitFolderHref(file)} />}
          </>
        ) : (
          cellOf(column.headEn, file, t)
        ),
    })),
    {
      key: 'actions',
      title: t('files.table.actions'),
      width: ACTIONS_WIDTH_PX,
      fixed: 'right',
      render: (_: unknown, file: DataFile) => props.renderActions(file),
    },
  ];

  const onChange: TableProps<DataFile>['onChange'] = (pagination, _filters, sorter, extra) => {
    const one: SorterResult<DataFile> | undefined = Array.isArray(sorter) ? sorter[0] : sorter;
    const sortChanged = extra.action === 'sort';
    props.onChange({
      pageNum: sortChanged ? 0 : pageNumFromCurrent(pagination.current ?? 1),
      pageSize: pagination.pageSize ?? state.pageSize,
      sortColumn: one?.columnKey === undefined ? undefined : String(one.columnKey),
      sortOrder: one?.order ?? null,
    });
  };

  return (
    <Table<DataFile>
      className="files-table"
      rowKey="fileUuid"
      size="middle"
      columns={columns}
      dataSource={props.files}
      loading={props.loading}
      scroll={{ x: tableMinWidth(columns, SELECTION_COLUMN_PX) }}
      locale={{ emptyText: props.empty }}
      rowSelection={{
        selectedRowKeys: props.selected as string[],
        onChange: (keys) => props.onSelect(keys.map(String)),
        preserveSelectedRowKeys: false,
      }}
      pagination={{
        current: currentFromPageNum(props.pageNum),
        pageSize: state.pageSize,
        total: props.total,
        showSizeChanger: true,
        pageSizeOptions: PAGE_SIZE_OPTIONS.map(String),
        showTotal: (total) => t('files.table.total', { total }),
        hideOnSinglePage: false,
      }}
      onChange={onChange}
    />
  );
}
