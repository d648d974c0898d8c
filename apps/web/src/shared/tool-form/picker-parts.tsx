import type { ReactNode } from 'react';
import { Breadcrumb, Table, Typography, type TableColumnsType } from 'antd';
import { PAGE_SIZES, type DataFile } from '@biocloud/contracts';
import type { usePickerFiles } from './list-picker-files';

/*
 * The parts the my-data pickers share (the tool forms' and the drawing pages' table picker; spec 000 §9): the
 * folder trail and one page of a folder, one file chosen at a time.
 */

/** The trail from the root to the open folder; every part but the last opens its folder. */
export function PickerCrumbs({
  tags,
  rootLabel,
  onOpen,
  className,
}: {
  tags: readonly { fileUuid: string; name: string }[];
  rootLabel: ReactNode;
  onOpen: (folderUuid: string) => void;
  className: string;
}) {
  const items = tags.map((tag, index) => {
    const label = index === 0 ? rootLabel : tag.name;
    const last = index === tags.length - 1;
    return {
      key: tag.fileUuid,
      title: last ? label : <Typography.Link onClick={() => onOpen(tag.fileUuid)}>{label}</Typography.Link>,
    };
  });
  return <Breadcrumb className={className} items={items} />;
}

interface PickerTableProps {
  list: ReturnType<typeof usePickerFiles>;
  columns: TableColumnsType<DataFile>;
  emptyText: string;
  /** Zero-based. */
  pageNum: number;
  onPage: (pageNum: number) => void;
  chosen: DataFile | null;
  onChoose: (file: DataFile | null) => void;
  /** Whether a row may be chosen (folders never are). */
  choosable: (file: DataFile) => boolean;
  onOpenFolder: (folderUuid: string) => void;
  /** What a double click on a file does, if anything. */
  onDoubleClickFile?: (file: DataFile) => void;
  rowClassName?: (file: DataFile) => string;
}

/** One page of the open folder: a row chosen by its radio or a click, folders opened by a double click. */
export function PickerTable({
  list,
  columns,
  emptyText,
  pageNum,
  onPage,
  chosen,
  onChoose,
  choosable,
  onOpenFolder,
  onDoubleClickFile,
  rowClassName,
}: PickerTableProps) {
  const data = list.data?.data;
  return (
    <Table<DataFile>
      size="small"
      rowKey="fileUuid"
      columns={columns}
      dataSource={data?.fileList ?? []}
      loading={list.isFetching}
      locale={{ emptyText }}
      rowSelection={{
        type: 'radio',
        selectedRowKeys: chosen ? [chosen.fileUuid] : [],
        getCheckboxProps: (file) => ({ disabled: !choosable(file) }),
        onChange: (_, rows) => onChoose(rows[0] ?? null),
      }}
      onRow={(file) => ({
        onClick: () => choosable(file) && onChoose(file),
        onDoubleClick: () => (file.isFolder ? onOpenFolder(file.fileUuid) : onDoubleClickFile?.(file)),
      })}
      rowClassName={rowClassName}
      pagination={{
        current: pageNum + 1,
        pageSize: PAGE_SIZES.myDataDialog,
        total: data?.total ?? 0,
        showSizeChanger: false,
        hideOnSinglePage: true,
        onChange: (page) => onPage(page - 1),
      }}
    />
  );
}
