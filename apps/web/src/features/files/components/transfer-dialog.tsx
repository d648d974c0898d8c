import { useState } from 'react';
import { Alert, App, Button, Modal, Radio, Skeleton, Space, Typography } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import {
  DOWNLOAD_CHECK_MIN_EXCLUSIVE_BYTES,
  FTP_SINGLE_FILE_MIN_BYTES,
  type DataFile,
  type TransferMethod,
} from '@biocloud/contracts';
import { errorText } from '../../../shared/api/error-text';
import { useInstanceConfig } from '../../../shared/api/get-instance-config';
import { useDownloadCheck } from '../api/check-download';
import { useCreateFtpCredentials } from '../api/create-ftp-credentials';
import { useCreateObjectUrl } from '../api/create-object-url';
import { downloadFromUrl } from '../api/download-files';
import { useErrorMessage } from '../hooks/use-error-message';
import { formatBytes } from '../../../shared/format/bytes';
import { FtpCredentialsPanel } from './ftp-credentials-panel';

/** The dialog's choices, in the spec's order: object storage first, FTP second. */
const DIALOG_METHODS = ['objectStorage', 'ftp'] as const satisfies readonly TransferMethod[];
type DialogMethod = (typeof DIALOG_METHODS)[number];

interface TransferDialogProps {
  files: readonly DataFile[];
  onClose: () => void;
  /** Object storage for what one signed link cannot carry (several files, folders): the zip over HTTP. */
  onZip: (files: readonly DataFile[]) => void;
}

/**
 * Spec 000 §4: the transfer-method dialog. The server's download check says which methods apply and why not; the
 * dialog waits for the instance configuration, polled once a second until it is there. Object storage downloads
 * one file through a signed, expiring link; FTP hands out the user's FTP login.
 */
export function TransferDialog({ files, onClose, onZip }: TransferDialogProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const objectUrl = useCreateObjectUrl();
  const ftp = useCreateFtpCredentials();
  const showError = useErrorMessage();
  const config = useInstanceConfig();
  const check = useDownloadCheck(files.map((f) => f.fileUuid));
  const [choice, setChoice] = useState<DialogMethod>();

  const methods = check.data?.methods;
  const firstAllowed = methods ? DIALOG_METHODS.find((m) => methods[m].allowed) : undefined;
  const picked = choice ?? firstAllowed;
  const ready = Boolean(config.data && check.data);
  const [single] = files.length === 1 && !files[0]?.isFolder ? files : [];

  const onOk = () => {
    if (picked === 'ftp') {
      ftp.mutate(undefined, { onError: showError });
    } else if (picked === 'objectStorage' && single) {
      objectUrl.mutate(single.fileUuid, {
        onSuccess: ({ url }) => {
          downloadFromUrl(url, showError);
          void message.info(t('files.download.started'));
          onClose();
        },
        onError: showError,
      });
    } else if (picked === 'objectStorage') {
      onZip(files);
      onClose();
    }
  };
  const limits = {
    limit: formatBytes(DOWNLOAD_CHECK_MIN_EXCLUSIVE_BYTES),
    min: formatBytes(FTP_SINGLE_FILE_MIN_BYTES),
  };

  return (
    <Modal
      open
      title={t('files.transfer.title')}
      onCancel={onClose}
      footer={
        ftp.data
          ? [
              <Button key="close" type="primary" onClick={onClose}>
                {t('files.upload.close')}
              </Button>,
            ]
          : [
              <Button key="cancel" onClick={onClose}>
                {t('common.cancel')}
              </Button>,
              <Button
                key="ok"
                type="primary"
                disabled={!ready || !picked}
                loading={objectUrl.isPending || ftp.isPending}
                onClick={onOk}
              >
                {picked === 'ftp' ? t('files.transfer.ftpOk') : t('files.transfer.ok')}
              </Button>,
            ]
      }
      destroyOnHidden
      rootClassName="transfer-dialog"
    >
      {ftp.data ? (
        <FtpCredentialsPanel credentials={ftp.data} files={files} />
      ) : check.isError ? (
        <Alert type="error" showIcon title={errorText(t, check.error)} />
      ) : !ready || !check.data || !methods ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : (
        <>
          <Typography.Paragraph>
            {t('files.transfer.summary', {
              count: check.data.fileCount,
              size: formatBytes(check.data.totalSize),
            })}
          </Typography.Paragraph>
          {!methods.http.allowed && (
            <Alert
              type="info"
              showIcon
              className="dialog-alert"
              title={t('files.transfer.reasons.OVER_HTTP_LIMIT', limits)}
            />
          )}
          <Radio.Group
            className="transfer-options"
            value={picked}
            onChange={(event) => setChoice(event.target.value as DialogMethod)}
          >
            <Space orientation="vertical">
              {DIALOG_METHODS.map((method) => {
                const state = methods[method];
                return (
                  <Radio key={method} value={method} disabled={!state.allowed}>
                    <span className="transfer-option">{t(`files.transfer.methods.${method}`)}</span>
                    {state.reason && (
                      <Typography.Text type="secondary" className="transfer-reason">
                        {t(`files.transfer.reasons.${state.reason}`, limits)}
                      </Typography.Text>
                    )}
                  </Radio>
                );
              })}
            </Space>
          </Radio.Group>
          {!firstAllowed && <Alert type="warning" showIcon className="dialog-alert" title={t('files.transfer.none')} />}
        </>
      )}
    </Modal>
  );
}
