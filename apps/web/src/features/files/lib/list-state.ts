import {
  DEFAULT_SORT_DIRECTION,
  DEFAULT_SORT_FIELD,
  FILE_LIST_PAGE_SIZE_DEFAULT,
  FILE_LIST_PAGE_SIZE_MAX,
  dataSortColumnSchema,
  fileListOrderKeySchema,
  projectDataSortColumnSchema,
  sortDirectionSchema,
  type DataSortColumn,
  type FileListRequest,
  type ProjectFilesListRequest,
  type SortDirection,
} from '@biocloud/contracts';
import { parsePageNum } from './page-number';
import { SCOPE_DEFS, type DataScope } from './scope';
import { DEFAULT_SIZE_UNIT, isFileSizeUnit, sizeSearchFields, type SizeSearchDraft } from './size-search';

/*
 * What the data table shows, kept in the URL's query so back, reload and shared links keep the page, the sort and
 * the search. Values equal to the defaults are left out; anything unreadable falls back to its default.
 */

export type OrderKey = NonNullable<FileListRequest['orderKey']>;

export interface ListState {
  /** Zero-based, as sent. */
  readonly pageNum: number;
  readonly pageSize: number;
  readonly orderKey: OrderKey;
  readonly order: SortDirection;
  readonly search: string;
  readonly size: SizeSearchDraft;
}

/** Page sizes offered by the table; the server caps any larger one. */
export const PAGE_SIZE_OPTIONS = [FILE_LIST_PAGE_SIZE_DEFAULT, 20, 50, FILE_LIST_PAGE_SIZE_MAX] as const;

export const DEFAULT_LIST_STATE: ListState = {
  pageNum: 0,
  pageSize: FILE_LIST_PAGE_SIZE_DEFAULT,
  orderKey: DEFAULT_SORT_FIELD,
  order: DEFAULT_SORT_DIRECTION,
  search: '',
  size: { start: '', end: '', unit: DEFAULT_SIZE_UNIT },
};

const PARAM = {
  pageNum: 'pageNum',
  pageSize: 'pageSize',
  orderKey: 'orderKey',
  order: 'order',
  search: 'search',
  sizeStart: 'sizeStart',
  sizeEnd: 'sizeEnd',
  sizeUnit: 'sizeUnit',
} as const;

function pageSizeOf(text: string | null): number {
  const n = Number(text);
  return (PAGE_SIZE_OPTIONS as readonly number[]).includes(n) ? n : DEFAULT_LIST_STATE.pageSize;
}

export function parseListState(params: URLSearchParams): ListState {
  const orderKey = fileListOrderKeySchema.safeParse(params.get(PARAM.orderKey));
  const order = sortDirectionSchema.safeParse(params.get(PARAM.order));
  const unit = params.get(PARAM.sizeUnit);
  return {
    pageNum: parsePageNum(params.get(PARAM.pageNum)),
    pageSize: pageSizeOf(params.get(PARAM.pageSize)),
    orderKey: orderKey.success ? orderKey.data : DEFAULT_LIST_STATE.orderKey,
    order: order.success ? order.data : DEFAULT_LIST_STATE.order,
    search: params.get(PARAM.search) ?? '',
    size: {
      start: params.get(PARAM.sizeStart) ?? '',
      end: params.get(PARAM.sizeEnd) ?? '',
      unit: isFileSizeUnit(unit) ? unit : DEFAULT_SIZE_UNIT,
    },
  };
}

export function listStateToParams(state: ListState): URLSearchParams {
  const params = new URLSearchParams();
  const d = DEFAULT_LIST_STATE;
  if (state.pageNum !== d.pageNum) params.set(PARAM.pageNum, String(state.pageNum));
  if (state.pageSize !== d.pageSize) params.set(PARAM.pageSize, String(state.pageSize));
  if (state.orderKey !== d.orderKey || state.order !== d.order) {
    params.set(PARAM.orderKey, state.orderKey);
    params.set(PARAM.order, state.order);
  }
  if (state.search) params.set(PARAM.search, state.search);
  if (state.size.start) params.set(PARAM.sizeStart, state.size.start);
  if (state.size.end) params.set(PARAM.sizeEnd, state.size.end);
  if ((state.size.start || state.size.end) && state.size.unit !== d.size.unit) {
    params.set(PARAM.sizeUnit, state.size.unit);
  }
  return params;
}

/** Whether the table is narrowed by a name or size search (the empty state then offers to clear it). */
export function isFiltered(state: ListState): boolean {
  return Boolean(state.search.trim() || state.size.start.trim() || state.size.end.trim());
}

/** The list call of a folder in a scope; an invalid size search in the URL is left out rather than sent. */
export function toListRequest(scope: DataScope, fileUuid: string, state: ListState): FileListRequest {
  const search = state.search.trim();
  return {
    fileUuid,
    privated: SCOPE_DEFS[scope].privated,
    pageNum: state.pageNum,
    pageSize: state.pageSize,
    orderKey: state.orderKey,
    order: state.order,
    // A search finds names in the sub-folders too: files sit a few folders down (job results, examples).
    ...(search ? { search, includeSubfolders: true } : {}),
    ...(sizeSearchFields(state.size) ?? {}),
  };
}

/**
 * The list call of a project folder (spec 000 §7: jobType project; the project view sorts by name only, so any other
 * sort in the URL is sent as the default). Without a folder the server lists the project's data root.
 */
export function toProjectListRequest(
  folder: { rootFileUuid?: string; folderUuid?: string },
  state: ListState,
): ProjectFilesListRequest {
  const search = state.search.trim();
  const sortable = projectDataSortColumnSchema.safeParse(state.orderKey);
  return {
    ...folder,
    jobType: 'project',
    pageNum: state.pageNum,
    pageSize: state.pageSize,
    orderKey: sortable.success ? sortable.data : DEFAULT_SORT_FIELD,
    order: sortable.success ? state.order : DEFAULT_LIST_STATE.order,
    ...(search ? { search, includeSubfolders: true } : {}),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Sorting as antd's Table shows it
// ---------------------------------------------------------------------------------------------------------------

export type TableSortOrder = 'ascend' | 'descend' | null;

/** The created-date column stands for the default createTime sort, so the default shows as created, descending. */
const sortColumnOf = (orderKey: OrderKey): DataSortColumn =>
  orderKey === DEFAULT_SORT_FIELD ? 'createdDate' : orderKey;

export function isSortColumn(id: string): id is DataSortColumn {
  return dataSortColumnSchema.safeParse(id).success;
}

export function tableSortOrder(state: Pick<ListState, 'orderKey' | 'order'>, column: DataSortColumn): TableSortOrder {
  if (sortColumnOf(state.orderKey) !== column) return null;
  return state.order === 'asc' ? 'ascend' : 'descend';
}

/** The sort after a header click; clearing the sort returns to the default. */
export function sortFromTable(
  column: string | undefined,
  order: TableSortOrder | undefined,
): Pick<ListState, 'orderKey' | 'order'> {
  if (!column || !order || !isSortColumn(column)) {
    return { orderKey: DEFAULT_LIST_STATE.orderKey, order: DEFAULT_LIST_STATE.order };
  }
  return { orderKey: column, order: order === 'ascend' ? 'asc' : 'desc' };
}
