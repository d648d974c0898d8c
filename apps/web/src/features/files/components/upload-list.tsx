import { CaretRightOutlined, CloseOutlined, PauseOutlined, RedoOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { Button, List, Progress, Tag, Tooltip, Typography } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { UploadItem, UploadStatus } from '../hooks/use-upload-queue';
import { formatBytes } from '../../../shared/format/bytes';
import { FileIcon } from './file-icon';

const STATUS_COLORS: Record<UploadStatus, string> = {
  waiting: 'default',
  hashing: 'processing',
  uploading: 'processing',
  paused: 'warning',
  done: 'success',
  failed: 'error',
  refused: 'warning',
  cancelled: 'default',
};

/** Lines that show a progress bar: of the hash while hashing, of the bytes the server has otherwise. */
const WITH_PROGRESS: readonly UploadStatus[] = ['hashing', 'uploading', 'paused', 'done'];

const percentOf = (item: UploadItem) =>
  item.size > 0 ? Math.min(100, Math.floor((item.loaded / item.size) * 100)) : item.status === 'done' ? 100 : 0;

interface UploadListProps {
  items: readonly UploadItem[];
  onPause: (id: number) => void;
  onResume: (id: number) => void;
  onCancel: (id: number) => void;
}

/**
 * One line per file: name, size, state, progress (hashing, then sending; where a resumed upload went on from), the
 * reason when it failed, and pause, resume or retry, and cancel.
 */
export function UploadList({ items, onPause, onResume, onCancel }: UploadListProps) {
  const { t } = useTranslation();
  const action = (key: string, icon: ReactNode, onClick: () => void) => (
    <Tooltip key={key} title={t(`files.upload.${key}`)}>
      <Button type="text" size="small" icon={icon} aria-label={t(`files.upload.${key}`)} onClick={onClick} />
    </Tooltip>
  );
  const actionsOf = (item: UploadItem) => {
    const actions: ReactNode[] = [];
    if (item.status === 'hashing' || item.status === 'uploading') {
      actions.push(action('pause', <PauseOutlined />, () => onPause(item.id)));
    }
    if (item.status === 'paused') actions.push(action('resume', <CaretRightOutlined />, () => onResume(item.id)));
    if (item.status === 'failed' && item.retryable) {
      actions.push(action('retry', <RedoOutlined />, () => onResume(item.id)));
    }
    if (['waiting', 'hashing', 'uploading', 'paused'].includes(item.status) || item.retryable) {
      actions.push(action('cancel', <CloseOutlined />, () => onCancel(item.id)));
    }
    return actions;
  };

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
          data-loaded={item.loaded}
          data-resumed-from={item.resumedFrom ?? 0}
          actions={actionsOf(item)}
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
            {WITH_PROGRESS.includes(item.status) && (
              <Progress
                percent={percentOf(item)}
                size="small"
                status={item.status === 'done' ? 'success' : item.status === 'paused' ? 'normal' : 'active'}
                strokeColor={item.status === 'hashing' ? 'var(--ant-color-text-tertiary)' : undefined}
              />
            )}
            {item.status === 'hashing' && (
              <Typography.Text type="secondary" className="upload-item-note">
                {t('files.upload.hashing')}
              </Typography.Text>
            )}
            {item.resumedFrom !== undefined && item.status !== 'hashing' && (
              <Typography.Text type="secondary" className="upload-item-note">
                {t('files.upload.resumedFrom', { size: formatBytes(item.resumedFrom) })}
              </Typography.Text>
            )}
            {item.offline && (
              <Typography.Text type="warning" className="upload-item-note">
                {t('files.upload.offline')}
              </Typography.Text>
            )}
            {item.error && !item.offline && (
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
