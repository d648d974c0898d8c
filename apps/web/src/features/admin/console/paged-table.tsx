import { Table, type TableProps } from 'antd';
import { ADMIN_PAGE_SIZE } from '@biocloud/contracts';

/** A console list: one server page of rows, its pager driving the URL's page (url-filters.ts). */
export function PagedTable<T extends object>(
  props: Omit<TableProps<T>, 'pagination'> & { total: number; page: number; onPage: (page: number) => void },
) {
  const { total, page, onPage, ...table } = props;
  return (
    <Table<T>
      size="small"
      scroll={{ x: 'max-content' }}
      {...table}
      pagination={{
        current: page + 1,
        pageSize: ADMIN_PAGE_SIZE,
        total,
        showSizeChanger: false,
        onChange: (p) => onPage(p - 1),
      }}
    />
  );
}
