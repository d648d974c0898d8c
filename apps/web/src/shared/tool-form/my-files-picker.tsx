import { useState } from 'react';
import { Modal, Typography } from 'antd';
import { useTranslation } from '../i18n/use-translation';
import { PRIVATE_ROOT_FILE_UUID, type DataFile } from '@biocloud/contracts';
import { usePickerFiles } from './list-picker-files';
import { PickerBrowser } from './picker-parts';

interface MyFilesPickerProps {
  title: string;
  okText: string;
  /** Said above the table: what happens to the files chosen. */
  hint: string;
  /** While the chosen files are being used (the OK button spins). */
  busy: boolean;
  onPick: (files: DataFile[]) => void;
  onCancel: () => void;
}

/**
 * Several files of the caller's private space at once (spec 000 §9: 10 rows a page), kept while folders and pages
 * change: e.g. the staff delivering their own data into a project.
 */
export function MyFilesPicker({ title, okText, hint, busy, onPick, onCancel }: MyFilesPickerProps) {
  const { t } = useTranslation();
  const [place, setPlace] = useState({ folderUuid: PRIVATE_ROOT_FILE_UUID, pageNum: 0 });
  const [checked, setChecked] = useState<DataFile[]>([]);
  const list = usePickerFiles({ fileUuid: place.folderUuid, privated: true, pageNum: place.pageNum });
  const data = list.data?.data;
  const isFile = (file: DataFile) => !file.isFolder;
  const openFolder = (folderUuid: string) => setPlace({ folderUuid, pageNum: 0 });

  return (
    <Modal
      open
      width={760}
      title={title}
      okText={t('software.picker.okCount', { text: okText, count: checked.length })}
      cancelText={t('software.picker.cancel')}
      okButtonProps={{ disabled: checked.length === 0, loading: busy }}
      onOk={() => onPick(checked)}
      onCancel={onCancel}
      destroyOnHidden
    >
      <div data-testid="my-files-picker">
        <Typography.Paragraph type="secondary">{hint}</Typography.Paragraph>
        <PickerBrowser
          tags={data?.tagList ?? [{ fileUuid: place.folderUuid, name: '' }]}
          rootLabel={t('software.picker.roots.private')}
          accepted={isFile}
          list={list}
          pageNum={place.pageNum}
          onPage={(pageNum) => setPlace({ ...place, pageNum })}
          checked={checked}
          onCheck={setChecked}
          choosable={isFile}
          onOpenFolder={openFolder}
        />
      </div>
    </Modal>
  );
}
