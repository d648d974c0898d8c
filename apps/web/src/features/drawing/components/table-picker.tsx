import { useState } from 'react';
import { FileOutlined, FolderFilled, HomeOutlined } from '@ant-design/icons';
import { Breadcrumb, Modal, Result, Table, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES, PRIVATE_ROOT_FILE_UUID, type DataFile } from '@biocloud/contracts';
import { errorText } from '../../../shared/api/error-text';
import { formatDateTime } from '../../../shared/format/date';
import { usePickerFiles } from '../api/list-picker-files';

interface TablePickerProps {
  /** Folder to open in (the heatmap route's :pid), else the private root. */
  startFolder?: string;
  onPick: (file: DataFile) => void;
  onCancel: () => void;
}

/** A my-data dialog for one table file of the private space: folders open, one file is chosen, 10 rows a page. */
export function TablePicker({ startFolder, onPick, onCancel }: TablePickerProps) {
  const { t } = useTranslation();
  const [place, setPlace] = useState({ fileUuid: startFolder ?? PRIVATE_ROOT_FILE_UUID, pageNum: 0 });
  const [chosen, setChosen] = useState<DataFile | null>(null);
  const list = usePickerFiles(place);
  const data = list.data?.data;
  const open = (fileUuid: string) => {
    setPlace({ fileUuid, pageNum: 0 });
    setChosen(null);
  };

  const columns: TableColumnsType<DataFile> = [
    {
      key: 'name',
      title: t('drawing.picker.name'),
      ellipsis: true,
      render: (_, file) =>
        file.isFolder ? (
          <Typography.Link onClick={() => open(file.fileUuid)}>
            <FolderFilled className="drawing-folder-icon" /> {file.name}
          </Typography.Link>
        ) : (
          <span title={file.name}>
            <FileOutlined /> {file.name}
          </span>
        ),
    },
    { key: 'type', title: t('drawing.picker.type'), width: 100, render: (_, f) => (f.isFolder ? '' : f.type) },
    {
      key: 'modified',
      title: t('drawing.picker.modified'),
      width: 180,
      render: (_, file) => formatDateTime(file.modifiedDate),
    },
  ];
  const tags = data?.tagList ?? [{ fileUuid: PRIVATE_ROOT_FILE_UUID, name: '' }];
  const crumbs = tags.map((tag, index) => {
    const label = index === 0 ? <HomeOutlined aria-label={t('drawing.picker.root')} /> : tag.name;
    return {
      key: tag.fileUuid,
      title:
        index === tags.length - 1 ? (
          label
        ) : (
          <Typography.Link onClick={() => open(tag.fileUuid)}>{label}</Typography.Link>
        ),
    };
  });

  return (
    <Modal
      open
      width={720}
      title={t('drawing.picker.title')}
      okText={t('drawing.picker.ok')}
      cancelText={t('drawing.picker.cancel')}
      okButtonProps={{ disabled: !chosen }}
      onOk={() => chosen && onPick(chosen)}
      onCancel={onCancel}
      destroyOnHidden
    >
      <div data-testid="table-picker">
        <Breadcrumb className="drawing-picker-crumbs" items={crumbs} />
        {list.isError && !data ? (
          <Result status="warning" title={errorText(t, list.error)} />
        ) : (
          <Table<DataFile>
            size="small"
            rowKey="fileUuid"
            columns={columns}
            dataSource={data?.fileList ?? []}
            loading={list.isFetching}
            locale={{ emptyText: t('drawing.picker.empty') }}
            rowSelection={{
              type: 'radio',
              selectedRowKeys: chosen ? [chosen.fileUuid] : [],
              getCheckboxProps: (file) => ({ disabled: file.isFolder }),
              onChange: (_, rows) => setChosen(rows[0] ?? null),
            }}
            onRow={(file) => ({
              onClick: () => !file.isFolder && setChosen(file),
              onDoubleClick: () => (file.isFolder ? open(file.fileUuid) : onPick(file)),
            })}
            pagination={{
              current: place.pageNum + 1,
              pageSize: PAGE_SIZES.myDataDialog,
              total: data?.total ?? 0,
              showSizeChanger: false,
              hideOnSinglePage: true,
              onChange: (page) => setPlace({ ...place, pageNum: page - 1 }),
            }}
          />
        )}
      </div>
    </Modal>
  );
}
