import { useState } from 'react';
import { CloseOutlined, FileOutlined, FolderOpenOutlined } from '@ant-design/icons';
import { Button, Space, Tag, Typography } from 'antd';
import { useTranslation } from '../i18n/use-translation';
import type { FileField, PickedFile } from './tool-form-values';
import { MyDataPicker, type PickerProject } from './my-data-picker';
import { UploadInPlace } from './upload-in-place';

interface FileInputFieldProps {
  field: FileField;
  label: string;
  disabled: boolean;
  /** The project the job runs in: the picker offers its data first. */
  project?: PickerProject;
  /** Set by the Form.Item around it. */
  value?: PickedFile[];
  onChange?: (files: PickedFile[]) => void;
  id?: string;
}

/**
 * The form control of an input or file param: the files chosen (each removable), a button to choose one from my
 * data and one to upload one. A single-file field replaces its file; a multiple one adds up to its limit.
 */
export function FileInputField({ field, label, disabled, project, value = [], onChange, id }: FileInputFieldProps) {
  const { t } = useTranslation();
  const [picking, setPicking] = useState(false);
  const full = field.maxFiles > 1 && value.length >= field.maxFiles;

  const add = (file: PickedFile) => {
    if (field.maxFiles === 1) onChange?.([file]);
    else if (!value.some((f) => f.fileUuid === file.fileUuid)) onChange?.([...value, file].slice(0, field.maxFiles));
  };
  const remove = (fileUuid: string) => onChange?.(value.filter((f) => f.fileUuid !== fileUuid));

  return (
    <div className="file-input" id={id} data-testid={`file-input-${field.name}`}>
      <div className="file-input-chosen">
        {value.length === 0 ? (
          <Typography.Text type="secondary">{t('software.form.noFile')}</Typography.Text>
        ) : (
          value.map((file) => (
            <Tag
              key={file.fileUuid}
              icon={<FileOutlined />}
              closable={!disabled}
              closeIcon={<CloseOutlined aria-label={t('software.form.remove', { name: file.name })} />}
              onClose={() => remove(file.fileUuid)}
              className="file-input-tag"
              data-testid="chosen-file"
            >
              {file.name}
            </Tag>
          ))
        )}
      </div>
      <Space wrap size="small">
        <Button icon={<FolderOpenOutlined />} disabled={disabled || full} onClick={() => setPicking(true)}>
          {t('software.form.choose')}
        </Button>
        <UploadInPlace field={field} disabled={disabled || full} onUploaded={add} />
      </Space>
      {picking && (
        <MyDataPicker
          field={field}
          fieldLabel={label}
          project={project}
          onCancel={() => setPicking(false)}
          onPick={(file) => {
            add(file);
            setPicking(false);
          }}
        />
      )}
    </div>
  );
}
