import { useState } from 'react';
import { UploadOutlined } from '@ant-design/icons';
import { App, Button, Upload, type UploadProps } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  PRIVATE_ROOT_FILE_UUID,
  UPLOAD_MAX_BYTES,
  acceptsFileType,
  errorResponseSchema,
  fileTypeFromName,
  uploadResponseSchema,
  validateUploadFile,
} from '@biocloud/contracts';
import { api, ApiError, CLIENT_ERROR_CODES } from '../api-client';
import { errorText } from '../api/error-text';
import { useCurrentUser } from '../api/get-current-user';
import type { FileField, PickedFile } from './tool-form-values';

/** The files API's multipart upload (shared/API.md): parentsUuid before the file, as the server requires. */
const UPLOAD_PATH = '/api/v1/files/upload';

interface UploadInPlaceProps {
  field: FileField;
  disabled: boolean;
  onUploaded: (file: PickedFile) => void;
}

/** The failed upload as the API client would have reported it: the server's code, else one for the status. */
function uploadError(status: number | undefined, body: unknown): ApiError {
  const parsed = errorResponseSchema.safeParse(body);
  if (parsed.success) return new ApiError(status ?? 0, parsed.data.code, parsed.data.message, parsed.data.details);
  if (!status) return new ApiError(0, CLIENT_ERROR_CODES.network, '');
  return new ApiError(status, status >= 500 ? CLIENT_ERROR_CODES.internal : CLIENT_ERROR_CODES.requestFailed, '');
}

/**
 * Upload in place (spec 000 §2): a file from the computer goes into the private root and is chosen for the field.
 * The upload rules of contracts (name, size) and the field's types are checked before a byte is sent; antd's upload
 * request sends the multipart body with progress.
 */
export function UploadInPlace({ field, disabled, onUploaded }: UploadInPlaceProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const user = useCurrentUser();
  const [percent, setPercent] = useState<number | null>(null);

  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    const check = validateUploadFile(file);
    const refusal = !check.ok
      ? t(`errors.${check.code}`, { limit: UPLOAD_MAX_BYTES })
      : !acceptsFileType(field.types, fileTypeFromName(file.name))
        ? t('software.upload.wrongType', { name: file.name, types: field.types.join(', ') })
        : null;
    if (refusal === null) return true;
    void message.error(refusal);
    return Upload.LIST_IGNORE;
  };

  const onChange: UploadProps['onChange'] = ({ file }) => {
    switch (file.status) {
      case 'uploading':
        setPercent(Math.round(file.percent ?? 0));
        return;
      case 'done': {
        setPercent(null);
        const stored = uploadResponseSchema.safeParse(file.response).data?.files[0];
        if (!stored) return;
        onUploaded({ fileUuid: stored.fileUuid, name: stored.name, type: fileTypeFromName(stored.name) });
        void message.success(t('software.upload.done', { name: stored.name }));
        return;
      }
      case 'error': {
        setPercent(null);
        const status = (file.error as { status?: number } | undefined)?.status;
        const reason = errorText(t, uploadError(status, file.response), { limit: UPLOAD_MAX_BYTES });
        void message.error(t('software.upload.failed', { name: file.name, reason }));
        return;
      }
      case 'removed':
      case undefined:
        return;
    }
  };

  const storeTags = user.data?.storeTags ?? '';
  const userName = user.data?.username ?? '';
  return (
    <Upload
      action={UPLOAD_PATH}
      name="file"
      // Spec 000 §7: upload calls add the current user's storeTags and userName.
      data={{ parentsUuid: PRIVATE_ROOT_FILE_UUID, storeTags, userName }}
      headers={api.baseHeaders()}
      withCredentials
      showUploadList={false}
      disabled={disabled || !user.data || percent !== null}
      beforeUpload={beforeUpload}
      onChange={onChange}
    >
      <Button icon={<UploadOutlined />} loading={percent !== null} data-testid={`upload-${field.name}`}>
        {percent === null ? t('software.upload.button') : t('software.upload.progress', { percent })}
      </Button>
    </Upload>
  );
}
