import { useState } from 'react';
import { FileOutlined, FolderFilled, HomeOutlined } from '@ant-design/icons';
import { Modal, Result, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { COLUMN_WIDTHS_PX, PRIVATE_ROOT_FILE_UUID, type DataFile } from '@biocloud/contracts';
import { errorText } from '../../../shared/api/error-text';
import { formatDateTime } from '../../../shared/format/date';
import { usePickerFiles } from '../../../shared/tool-form/list-picker-files';
import { PickerCrumbs, PickerTable } from '../../../shared/tool-form/picker-parts';

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
  const list = usePickerFiles({ ...place, privated: true });
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
      width: COLUMN_WIDTHS_PX.date,
      render: (_, file) => formatDateTime(file.modifiedDate),
    },
  ];
  const tags = data?.tagList ?? [{ fileUuid: PRIVATE_ROOT_FILE_UUID, name: '' }];

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
        <PickerCrumbs
          className="drawing-picker-crumbs"
          tags={tags}
          rootLabel={<HomeOutlined aria-label={t('drawing.picker.root')} />}
          onOpen={open}
        />
        {list.isError && !data ? (
          <Result status="warning" title={errorText(t, list.error)} />
        ) : (
          <PickerTable
            list={list}
            columns={columns}
            emptyText={t('drawing.picker.empty')}
            pageNum={place.pageNum}
            onPage={(pageNum) => setPlace({ ...place, pageNum })}
            chosen={chosen}
            onChoose={setChosen}
            choosable={(file) => !file.isFolder}
            onOpenFolder={open}
            onDoubleClickFile={onPick}
          />
        )}
      </div>
    </Modal>
  );
}
