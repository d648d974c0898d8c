import { Input, Select } from 'antd';
import { useTranslation } from '../i18n/use-translation';
import type { FileListRequest } from '@biocloud/contracts';

/** The picker's orders: newest first (the default: a file just made is what a run usually takes), or by name. */
export const PICKER_SORTS = {
  recent: { orderKey: 'createTime', order: 'desc' },
  name: { orderKey: 'name', order: 'asc' },
} as const satisfies Record<string, Pick<FileListRequest, 'orderKey' | 'order'>>;
export type PickerSort = keyof typeof PICKER_SORTS;

/** What the picker lists beyond its folder: a name searched in it and every folder below, and the order. */
export interface PickerQuery {
  search: string;
  sort: PickerSort;
}
export const DEFAULT_PICKER_QUERY: PickerQuery = { search: '', sort: 'recent' };

/** The list request's part for a query: a search always takes in the sub-folders. */
export function pickerQueryRequest(
  query: PickerQuery,
): (typeof PICKER_SORTS)[PickerSort] & Pick<FileListRequest, 'search' | 'includeSubfolders'> {
  const search = query.search.trim();
  return { ...PICKER_SORTS[query.sort], ...(search && { search, includeSubfolders: true }) };
}

/** A search box (run on Enter or the button, cleared by its ×) and the order, above the picker's table. */
export function PickerSearch({ query, onChange }: { query: PickerQuery; onChange: (query: PickerQuery) => void }) {
  const { t } = useTranslation();
  return (
    <div className="picker-search">
      <Input.Search
        // A new search starts from what was searched (a folder opened from a hit clears it).
        key={query.search}
        defaultValue={query.search}
        allowClear
        placeholder={t('software.picker.searchPlaceholder')}
        aria-label={t('software.picker.searchPlaceholder')}
        enterButton={t('software.picker.search')}
        onSearch={(search) => onChange({ ...query, search: search.trim() })}
        data-testid="picker-search"
      />
      <Select<PickerSort>
        value={query.sort}
        aria-label={t('software.picker.sortLabel')}
        className="picker-sort"
        popupMatchSelectWidth={false}
        options={(Object.keys(PICKER_SORTS) as PickerSort[]).map((sort) => ({
          value: sort,
          label: t(`software.picker.sorts.${sort}`),
        }))}
        onChange={(sort) => onChange({ ...query, sort })}
      />
    </div>
  );
}
