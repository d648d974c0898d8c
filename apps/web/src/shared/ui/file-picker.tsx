import { UploadOutlined } from '@ant-design/icons';
import { App, Button, Upload, type UploadFile } from 'antd';
import { useTranslation } from '../i18n/use-translation';
import type { FileDescriptor, ValidationResult } from '@biocloud/contracts';

interface FilePickerProps {
  files: readonly File[];
  onChange: (files: File[]) => void;
  /** At most this many; the button hides when reached. */
  maxCount: number;
  /** The rule each file must pass before it is taken (name, size); a refused file is named in a message. */
  validate: (file: FileDescriptor) => ValidationResult;
  buttonText: string;
  /** Text key of the refusal message, with {{name}} and {{reason}}. */
  refusedKey: string;
  testId?: string;
}

/** Picks files for a form sent later (nothing uploads on pick), each checked by a contracts rule as it is chosen. */
export function FilePicker({ files, onChange, maxCount, validate, buttonText, refusedKey, testId }: FilePickerProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const list: UploadFile[] = files.map((file, index) => ({ uid: `${index}-${file.name}`, name: file.name }));
  // antd calls beforeUpload once per file with the whole choice: the first call takes the batch, in order.
  const take = (file: File, batch: File[]) => {
    if (file !== batch[0]) return false as const;
    const taken = [...files];
    for (const picked of batch) {
      const result = validate(picked);
      if (!result.ok) {
        void message.error(t(refusedKey, { name: picked.name, reason: t(`errors.${result.code}`) }));
      } else if (taken.length >= maxCount) {
        void message.error(t('errors.TOO_MANY_ATTACHMENTS'));
        break;
      } else if (!taken.some((f) => f.name === picked.name)) {
        taken.push(picked);
      }
    }
    onChange(taken);
    return false as const;
  };

  return (
    <Upload
      multiple={maxCount > 1}
      fileList={list}
      beforeUpload={take}
      onRemove={(item) => onChange(files.filter((_f, index) => list[index]?.uid !== item.uid))}
    >
      {files.length < maxCount && (
        <Button icon={<UploadOutlined />} data-testid={testId}>
          {buttonText}
        </Button>
      )}
    </Upload>
  );
}
