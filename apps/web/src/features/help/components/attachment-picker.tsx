import { UploadOutlined } from '@ant-design/icons';
import { App, Button, Upload, type UploadFile } from 'antd';
import { useTranslation } from 'react-i18next';
import { ATTACHMENTS_MAX_COUNT, validateAttachment } from '@biocloud/contracts';

/**
 * The feedback form's attachments: picked, not uploaded (the form sends them), each checked by the contracts rule
 * (name, size) as it is chosen, at most ATTACHMENTS_MAX_COUNT; a refused file is named in a message.
 */
export function AttachmentPicker({ files, onChange }: { files: readonly File[]; onChange: (files: File[]) => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const list: UploadFile[] = files.map((file, index) => ({ uid: `${index}-${file.name}`, name: file.name }));
  // antd calls beforeUpload once per file with the whole choice: the first call takes the batch, in order.
  const take = (file: File, batch: File[]) => {
    if (file !== batch[0]) return false as const;
    const taken = [...files];
    for (const picked of batch) {
      const result = validateAttachment(picked);
      if (!result.ok) {
        void message.error(t('help.feedback.refused', { name: picked.name, reason: t(`errors.${result.code}`) }));
      } else if (taken.length >= ATTACHMENTS_MAX_COUNT) {
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
      multiple
      fileList={list}
      beforeUpload={take}
      onRemove={(item) => onChange(files.filter((_f, index) => list[index]?.uid !== item.uid))}
    >
      {files.length < ATTACHMENTS_MAX_COUNT && (
        <Button icon={<UploadOutlined />} data-testid="feedback-pick">
          {t('help.feedback.pick')}
        </Button>
      )}
    </Upload>
  );
}
