import { Alert, Descriptions, Typography } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { DataFile, FtpCredentials } from '@biocloud/contracts';

interface FtpCredentialsPanelProps {
  credentials: FtpCredentials;
  files: readonly DataFile[];
}

/** Where and how an FTP client fetches the files; the password is shown this once. */
export function FtpCredentialsPanel({ credentials, files }: FtpCredentialsPanelProps) {
  const { t } = useTranslation();
  return (
    <div className="ftp-panel" data-testid="ftp-credentials">
      <Alert type="warning" showIcon className="dialog-alert" title={t('files.transfer.ftpOnce')} />
      <Descriptions
        column={1}
        size="small"
        bordered
        items={[
          {
            key: 'host',
            label: t('files.transfer.ftpHost'),
            children: <Typography.Text copyable>{credentials.host}</Typography.Text>,
          },
          { key: 'port', label: t('files.transfer.ftpPort'), children: credentials.port },
          {
            key: 'username',
            label: t('files.transfer.ftpUsername'),
            children: <Typography.Text copyable>{credentials.username}</Typography.Text>,
          },
          {
            key: 'password',
            label: t('files.transfer.ftpPassword'),
            children: (
              <Typography.Text code copyable>
                {credentials.password}
              </Typography.Text>
            ),
          },
          {
            key: 'paths',
            label: t('files.transfer.ftpPaths'),
            children: (
              <div className="ftp-paths">
                {files.map((file) => (
                  <Typography.Text key={file.fileUuid} code>
                    {file.filePath}
                  </Typography.Text>
                ))}
              </div>
            ),
          },
        ]}
      />
    </div>
  );
}
