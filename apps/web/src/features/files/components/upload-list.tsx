import { CloseOutlined } from '@ant-design/icons';
import { Button, List, Progress, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { UploadItem, UploadStatus } from '../hooks/use-upload-queue';
import { formatBytes } from '../lib/format-size';
import { FileIcon } from './file-icon';

const STATUS_COLORS: Record<UploadStatus, string> = {
  waiting: 'default',
  uploading: 'processing',
  done: 'success',
  failed: 'error',
  refused: 'warning',
  cancelled: 'default',
};

const percentOf = (item: UploadItem) =>
  item.size > 0 ? Math.min(100, Math.floor((item.loaded / item.size) * 100)) : item.status === 'done' ? 100 : 0;

interface UploadListProps {
  items: readonly UploadItem[];
  onCancel: (id: number) => void;
}

/** One line per file: name, size, state, progress while on its way, and the reason when it failed. */
export function UploadList({ items, onCancel }: UploadListProps) {
  const { t } = useTranslation();
  return (
    <List
      className="upload-list"
      size="small"
      dataSource={[...items]}
      rowKey="id"
      renderItem={(item) => (
        <List.Item
          data-testid="upload-item"
          data-status={item.status}
          actions={
            item.status === 'waiting' || item.status === 'uploading'
              ? [
                  <Button
                    key="cancel"
                    type="text"
                    size="small"
                    icon={<CloseOutlined />}
                    aria-label={t('files.upload.cancel')}
                    onClick={() => onCancel(item.id)}
                  />,
                ]
              : []
          }
        >
          <div className="upload-item">
            <div className="upload-item-head">
              <span className="file-name-cell">
                <FileIcon file={{ name: item.name, type: '' }} />
                <span className="file-name" title={item.path}>
                  {item.path}
                </span>
              </span>
              <Typography.Text type="secondary" className="upload-item-size">
                {formatBytes(item.size)}
              </Typography.Text>
              <Tag color={STATUS_COLORS[item.status]}>{t(`files.upload.status.${item.status}`)}</Tag>
            </div>
            {(item.status === 'uploading' || item.status === 'done') && (
              <Progress percent={percentOf(item)} size="small" status={item.status === 'done' ? 'success' : 'active'} />
            )}
            {item.error && (
              <Typography.Text type="danger" className="upload-item-error">
                {item.error}
              </Typography.Text>
            )}
          </div>
        </List.Item>
      )}
    />
  );
}
