import {
  DATA_TABLE_COLUMN_IDS,
  DEFAULT_DATA_TABLE_COLUMN_IDS,
  type DataTableColumn,
  type DataTableColumnId,
  type Locale,
} from '@biocloud/contracts';

/*
 * Column names of the data tables, which the spec's list response carries (headName, tooltip). They belong with the
 * content texts; they sit here until the content module has a files namespace.
 */
const LABELS: Record<Locale, Record<DataTableColumnId, [headName: string, tooltip: string]>> = {
  zh: {
    name: ['名称', '文件或文件夹名称'],
    type: ['类型', '文件格式'],
    size: ['大小', '文件大小'],
    createdDate: ['创建时间', '文件创建的时间'],
    modifiedDate: ['修改时间', '最后修改的时间'],
    filePath: ['路径', '文件在数据空间中的位置'],
  },
  en: {
    name: ['Name', 'Name of the file or folder'],
    type: ['Type', 'File format'],
    size: ['Size', 'File size'],
    createdDate: ['Created', 'When the file was created'],
    modifiedDate: ['Modified', 'When the file was last changed'],
    filePath: ['Path', 'Where the file is in the data space'],
  },
};

export function columns(ids: readonly DataTableColumnId[], locale: Locale): DataTableColumn[] {
  return ids.map((id) => {
    const [headName, tooltip] = LABELS[locale][id];
    return { headEn: id, headName, tooltip };
  });
}

export function columnSets(userIds: readonly DataTableColumnId[] | undefined, locale: Locale) {
  return {
    headList: columns(DATA_TABLE_COLUMN_IDS, locale),
    defaultHeadList: columns(DEFAULT_DATA_TABLE_COLUMN_IDS, locale),
    userHeadList: columns(userIds ?? DEFAULT_DATA_TABLE_COLUMN_IDS, locale),
  };
}
