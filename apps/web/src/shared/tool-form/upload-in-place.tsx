import { useState } from 'react';
import { UploadOutlined } from '@ant-design/icons';
import { App, Button, Upload, type UploadProps } from 'antd';
import { useTranslation } from '../i18n/use-translation';
import {
  ERROR_CODE,
  PRIVATE_ROOT_FILE_UUID,
  UPLOAD_MAX_BYTES,
  acceptsFileType,
  fileTypeFromName,
  uploadClashDetailsSchema,
  validateUploadFile,
  type UploadClashDetails,
  type UploadNameClash,
} from '@biocloud/contracts';
import { ApiError } from '../api-client';
import { errorText } from '../api/error-text';
import { useCurrentUser } from '../api/get-current-user';
import { sendUpload } from './send-upload';
import type { FileField, PickedFile } from './tool-form-values';
import { UploadClashDialog } from './upload-clash-dialog';

interface UploadInPlaceProps {
  field: FileField;
  disabled: boolean;
  onUploaded: (file: PickedFile) => void;
}

/** A file whose name is taken in the private root, waiting for the user's choice. */
interface Clash {
  file: File;
  existing: UploadClashDetails['existing'][number];
}

/** The row holding a refused upload's name, when the refusal was a name clash. */
function clashOf(error: unknown): Clash['existing'] | undefined {
  if (!(error instanceof ApiError) || error.code !== ERROR_CODE.FILE_NAME_EXISTS) return undefined;
  return uploadClashDetailsSchema.safeParse(error.details).data?.existing[0];
}

/**
 * Upload in place (spec 000 §2): a file from the computer goes into the private root and is chosen for the field.
 * The upload rules of contracts (name, size) and the field's types are checked before a byte is sent. A name already
 * taken there asks whether to use that file, keep both or replace it, instead of failing.
 */
export function UploadInPlace({ field, disabled, onUploaded }: UploadInPlaceProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const user = useCurrentUser();
  const [percent, setPercent] = useState<number | null>(null);
  const [clash, setClash] = useState<Clash | null>(null);

  const choose = (picked: PickedFile, textKey: string) => {
    onUploaded(picked);
    void message.success(t(textKey, { name: picked.name }));
  };

  async function upload(file: File, onNameClash: UploadNameClash) {
    setPercent(0);
    try {
      const answer = await sendUpload(
        file,
        {
          parentsUuid: PRIVATE_ROOT_FILE_UUID,
          onNameClash,
          storeTags: user.data?.storeTags ?? '',
          userName: user.data?.username ?? '',
        },
        setPercent,
      );
      const stored = answer.files[0];
      if (stored)
        choose(
          { fileUuid: stored.fileUuid, name: stored.name, type: fileTypeFromName(stored.name) },
          'software.upload.done',
        );
    } catch (error) {
      const existing = onNameClash === 'refuse' ? clashOf(error) : undefined;
      if (existing) {
        setClash({ file, existing });
        return;
      }
      const reason = errorText(t, error, { limit: UPLOAD_MAX_BYTES });
      void message.error(t('software.upload.failed', { name: file.name, reason }));
    } finally {
      setPercent(null);
    }
  }

  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    const check = validateUploadFile(file);
    const refusal = !check.ok
      ? t(`errors.${check.code}`, { limit: UPLOAD_MAX_BYTES })
      : !acceptsFileType(field.types, fileTypeFromName(file.name))
        ? t('software.upload.wrongType', { name: file.name, types: field.types.join(', ') })
        : null;
    if (refusal === null) void upload(file, 'refuse');
    else void message.error(refusal);
    // The upload is ours (sendUpload), not antd's: it keeps no list of its own.
    return Upload.LIST_IGNORE;
  };

  return (
    <>
      <Upload showUploadList={false} disabled={disabled || !user.data || percent !== null} beforeUpload={beforeUpload}>
        <Button icon={<UploadOutlined />} loading={percent !== null} data-testid={`upload-${field.name}`}>
          {percent === null ? t('software.upload.button') : t('software.upload.progress', { percent })}
        </Button>
      </Upload>
      {clash && (
        <UploadClashDialog
          name={clash.file.name}
          existing={clash.existing}
          takesExisting={!clash.existing.isFolder && acceptsFileType(field.types, clash.existing.type)}
          onCancel={() => setClash(null)}
          onUseExisting={(existing) => {
            setClash(null);
            choose(
              { fileUuid: existing.fileUuid, name: existing.name, type: existing.type },
              'software.upload.usedExisting',
            );
          }}
          onUpload={(choice) => {
            setClash(null);
            void upload(clash.file, choice);
          }}
        />
      )}
    </>
  );
}
