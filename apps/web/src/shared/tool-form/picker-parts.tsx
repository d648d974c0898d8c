import type { ReactNode } from 'react';
import { FileOutlined, FolderFilled, HomeOutlined } from '@ant-design/icons';
import { Breadcrumb, Result, Table, Tooltip, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from '../i18n/use-translation';
import type { TFunction } from '../i18n/translator';
import { COLUMN_WIDTHS_PX, PAGE_SIZES, type DataFile } from '@biocloud/contracts';
import { errorText } from '../api/error-text';
import { hitFolderPath } from '../lib/hit-folder-path';
import { formatDateTime } from '../format/date';
import { fileTypeLabel } from '../format/file-type-label';
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

/**
 * Name (folders open on a click; a file it may not take says why), type and modified date. With `onLocate` (search
 * results from several folders) each name says where it lives, and a click there opens that folder.
 */
export function pickerColumns(
  t: TFunction,
  options: {
    accepted: (file: DataFile) => boolean;
    onOpenFolder: (folderUuid: string) => void;
    onLocate?: (file: DataFile) => void;
  },
): TableColumnsType<DataFile> {
  const located = (file: DataFile, name: ReactNode) =>
    options.onLocate ? (
      <div className="picker-hit">
        {name}
        <Typography.Link
          className="picker-hit-folder"
          title={t('software.picker.openFolder')}
          onClick={(event) => {
            event.stopPropagation();
            options.onLocate?.(file);
          }}
        >
          {t('software.picker.inFolder', { path: hitFolderPath(file) })}
        </Typography.Link>
      </div>
    ) : (
      name
    );
  return [
    {
      key: 'name',
      title: t('software.picker.name'),
      ellipsis: true,
      render: (_, file) =>
        located(
          file,
          file.isFolder ? (
            <Typography.Link className="picker-folder" onClick={() => options.onOpenFolder(file.fileUuid)}>
              <FolderFilled className="picker-folder-icon" /> {file.name}
            </Typography.Link>
          ) : (
            <Tooltip title={options.accepted(file) ? undefined : t('software.picker.notAccepted', { type: file.type })}>
              <span className="picker-file" title={file.name}>
                <FileOutlined /> {file.name}
              </span>
            </Tooltip>
          ),
        ),
    },
    {
      key: 'type',
      title: t('software.picker.type'),
      width: 110,
      render: (_, file) => (file.isFolder ? t('software.picker.folder') : fileTypeLabel(t, file.type)),
    },
    {
      key: 'modified',
      title: t('software.picker.modified'),
      width: COLUMN_WIDTHS_PX.date,
      // On a phone the date would squeeze the name column to nothing.
      responsive: ['sm'],
      render: (_, file) => formatDateTime(file.modifiedDate),
    },
  ];
}

interface PickerTableProps {
  list: ReturnType<typeof usePickerFiles>;
  columns: TableColumnsType<DataFile>;
  emptyText: string;
  /** Zero-based. */
  pageNum: number;
  onPage: (pageNum: number) => void;
  /** The one file chosen (radio), and the choice as it changes. */
  chosen?: DataFile | null;
  onChoose?: (file: DataFile | null) => void;
  /** Several files instead of one (checkboxes, kept across pages): those checked, and the new set on a change. */
  checked?: readonly DataFile[];
  onCheck?: (files: DataFile[]) => void;
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
  checked,
  onCheck,
  choosable,
  onOpenFolder,
  onDoubleClickFile,
  rowClassName,
}: PickerTableProps) {
  const data = list.data?.data;
  const pageFiles = data?.fileList ?? [];
  const onThisPage = (file: DataFile) => pageFiles.some((f) => f.fileUuid === file.fileUuid);
  /** The files checked on other pages stay; this page's are what its checkboxes now say. */
  const check = (rows: readonly (DataFile | undefined)[]) =>
    onCheck?.([
      ...(checked ?? []).filter((f) => !onThisPage(f)),
      ...rows.filter((f): f is DataFile => f !== undefined && onThisPage(f)),
    ]);
  const isChecked = (file: DataFile) => (checked ?? []).some((f) => f.fileUuid === file.fileUuid);
  const toggle = (file: DataFile) =>
    check([
      ...pageFiles.filter((f) => isChecked(f) && f.fileUuid !== file.fileUuid),
      ...(isChecked(file) ? [] : [file]),
    ]);
  return (
    <Table<DataFile>
      size="small"
      rowKey="fileUuid"
      columns={columns}
      dataSource={pageFiles}
      loading={list.isFetching}
      locale={{ emptyText }}
      rowSelection={
        onCheck
          ? {
              type: 'checkbox',
              selectedRowKeys: (checked ?? []).map((f) => f.fileUuid),
              preserveSelectedRowKeys: true,
              getCheckboxProps: (file) => ({ disabled: !choosable(file) }),
              onChange: (_, rows) => check(rows),
            }
          : {
              type: 'radio',
              selectedRowKeys: chosen ? [chosen.fileUuid] : [],
              getCheckboxProps: (file) => ({ disabled: !choosable(file) }),
              onChange: (_, rows) => onChoose?.(rows[0] ?? null),
            }
      }
      onRow={(file) => ({
        onClick: (event) => {
          // A click on the checkbox itself has already changed the selection (onChange above).
          const onBox = (event.target as Element).closest('.ant-table-selection-column') !== null;
          if (!choosable(file) || (onCheck && onBox)) return;
          if (onCheck) toggle(file);
          else onChoose?.(file);
        },
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

type PickerBrowserProps = Omit<PickerTableProps, 'columns' | 'emptyText'> & {
  /** The trail to the open folder (the list's tagList once loaded). */
  tags: readonly { fileUuid: string; name: string }[];
  /** What the trail calls the root. */
  rootLabel: ReactNode;
  /** Whether a file suits the picker (the others are shown but refused, with the reason). */
  accepted: (file: DataFile) => boolean;
  /** Rows are search hits from several folders: each says where it lives, and this opens its folder. */
  onLocate?: (file: DataFile) => void;
  /** Above the table (a search box), and what the table says when it has no rows. */
  toolbar?: ReactNode;
  emptyText?: string;
};

/** The trail and one page of the open folder, or why the folder could not be listed. */
export function PickerBrowser({
  tags,
  rootLabel,
  accepted,
  onLocate,
  toolbar,
  emptyText,
  ...table
}: PickerBrowserProps) {
  const { t } = useTranslation();
  const { list, onOpenFolder } = table;
  return (
    <>
      <PickerCrumbs
        className="picker-breadcrumb"
        tags={tags}
        rootLabel={
          <span>
            <HomeOutlined /> {rootLabel}
          </span>
        }
        onOpen={onOpenFolder}
      />
      {toolbar}
      {list.isError && !list.data?.data ? (
        <Result status="warning" title={t('software.picker.errorTitle')} subTitle={errorText(t, list.error)} />
      ) : (
        <PickerTable
          {...table}
          columns={pickerColumns(t, { accepted, onOpenFolder, onLocate })}
          emptyText={emptyText ?? t('software.picker.empty')}
        />
      )}
    </>
  );
}
