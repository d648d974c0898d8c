import { useState } from 'react';
import { FileOutlined, FolderFilled, HomeOutlined } from '@ant-design/icons';
import { Modal, Result, Tabs, Tooltip, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { PRIVATE_ROOT_FILE_UUID, PUBLIC_ROOT_FILE_UUID, acceptsFileType, type DataFile } from '@biocloud/contracts';
import { errorText } from '../api/error-text';
import { formatDateTime } from '../format/date';
import { usePickerFiles } from './list-picker-files';
import { PickerCrumbs, PickerTable } from './picker-parts';
import type { FileField, PickedFile } from './tool-form-values';

/** Spec 000 §4: the private tab lists folder 0 with privated true, the public tab folder 1 with privated false. */
const SCOPES = {
  private: { rootUuid: PRIVATE_ROOT_FILE_UUID, privated: true },
  public: { rootUuid: PUBLIC_ROOT_FILE_UUID, privated: false },
} as const;
type Scope = keyof typeof SCOPES;
const isScope = (value: string): value is Scope => Object.hasOwn(SCOPES, value);

interface Place {
  scope: Scope;
  folderUuid: string;
  pageNum: number;
}
const rootOf = (scope: Scope): Place => ({ scope, folderUuid: SCOPES[scope].rootUuid, pageNum: 0 });

interface MyDataPickerProps {
  field: FileField;
  fieldLabel: string;
  onPick: (file: PickedFile) => void;
  onCancel: () => void;
}

/**
 * The my-data picker of the small-tool page (spec 000 §2, §9): private and public tabs, folders to open, one row
 * chosen, 10 rows a page. Files of a type the field does not take are shown but cannot be chosen.
 */
export function MyDataPicker({ field, fieldLabel, onPick, onCancel }: MyDataPickerProps) {
  const { t } = useTranslation();
  const [place, setPlace] = useState<Place>(rootOf('private'));
  const [chosen, setChosen] = useState<DataFile | null>(null);
  const list = usePickerFiles({
    fileUuid: place.folderUuid,
    privated: SCOPES[place.scope].privated,
    pageNum: place.pageNum,
  });
  const data = list.data?.data;

  const accepted = (file: DataFile) => !file.isFolder && acceptsFileType(field.types, file.type);
  const go = (next: Place) => {
    setPlace(next);
    setChosen(null);
  };
  const openFolder = (folderUuid: string) => go({ ...place, folderUuid, pageNum: 0 });
  const pick = () => {
    if (chosen) onPick({ fileUuid: chosen.fileUuid, name: chosen.name, type: chosen.type });
  };

  const columns: TableColumnsType<DataFile> = [
    {
      key: 'name',
      title: t('software.picker.name'),
      ellipsis: true,
      render: (_, file) =>
        file.isFolder ? (
          <Typography.Link className="picker-folder" onClick={() => openFolder(file.fileUuid)}>
            <FolderFilled className="picker-folder-icon" /> {file.name}
          </Typography.Link>
        ) : (
          <Tooltip title={accepted(file) ? undefined : t('software.picker.notAccepted', { type: file.type })}>
            <span className="picker-file" title={file.name}>
              <FileOutlined /> {file.name}
            </span>
          </Tooltip>
        ),
    },
    {
      key: 'type',
      title: t('software.picker.type'),
      width: 110,
      render: (_, file) => (file.isFolder ? t('software.picker.folder') : file.type),
    },
    {
      key: 'modified',
      title: t('software.picker.modified'),
      width: 180,
      render: (_, file) => formatDateTime(file.modifiedDate),
    },
  ];

  const tags = data?.tagList ?? [{ fileUuid: SCOPES[place.scope].rootUuid, name: '' }];

  return (
    <Modal
      open
      width={760}
      title={t('software.picker.title', { field: fieldLabel })}
      okText={t('software.picker.ok')}
      cancelText={t('software.picker.cancel')}
      okButtonProps={{ disabled: !chosen }}
      onOk={pick}
      onCancel={onCancel}
      destroyOnHidden
    >
      <div data-testid="my-data-picker">
        <Tabs
          activeKey={place.scope}
          items={(Object.keys(SCOPES) as Scope[]).map((scope) => ({
            key: scope,
            label: t(`software.picker.tabs.${scope}`),
          }))}
          // Switching tabs opens the other root at the first page (spec 000 §4).
          onChange={(key) => isScope(key) && go(rootOf(key))}
        />
        <PickerCrumbs
          className="picker-breadcrumb"
          tags={tags}
          rootLabel={
            <span>
              <HomeOutlined /> {t(`software.picker.roots.${place.scope}`)}
            </span>
          }
          onOpen={openFolder}
        />
        {list.isError && !data ? (
          <Result status="warning" title={t('software.picker.errorTitle')} subTitle={errorText(t, list.error)} />
        ) : (
          <PickerTable
            list={list}
            columns={columns}
            emptyText={t('software.picker.empty')}
            pageNum={place.pageNum}
            onPage={(pageNum) => go({ ...place, pageNum })}
            chosen={chosen}
            onChoose={setChosen}
            choosable={accepted}
            onOpenFolder={openFolder}
            rowClassName={(file) => (file.isFolder || accepted(file) ? '' : 'picker-row-refused')}
          />
        )}
      </div>
    </Modal>
  );
}
