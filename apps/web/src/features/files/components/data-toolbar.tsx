import {
  CopyOutlined,
  DeleteOutlined,
  DownloadOutlined,
  DragOutlined,
  FolderAddOutlined,
  MergeCellsOutlined,
  ReloadOutlined,
  UploadOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import { Button, Space, Tooltip, Typography } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { MERGE_MIN_FILES } from '@biocloud/contracts';

export type BulkAction = 'download' | 'move' | 'copy' | 'merge' | 'delete';

interface DataToolbarProps {
  writable: boolean;
  selectedCount: number;
  refreshing: boolean;
  /** Shown at the right, before the refresh button (the column chooser). */
  extra?: ReactNode;
  onUpload: () => void;
  onCreateFolder: () => void;
  onBulk: (action: BulkAction) => void;
  onRefresh: () => void;
}

/** Upload and new folder, the actions on the selected rows, and refresh. */
export function DataToolbar(props: DataToolbarProps) {
  const { t } = useTranslation();
  const none = props.selectedCount === 0;
  return (
    <div className="data-toolbar">
      <Space wrap>
        {props.writable && (
          <>
            <Button type="primary" icon={<UploadOutlined />} onClick={props.onUpload}>
              {t('files.toolbar.upload')}
            </Button>
            <Button icon={<FolderAddOutlined />} onClick={props.onCreateFolder}>
              {t('files.toolbar.newFolder')}
            </Button>
          </>
        )}
        <Button icon={<DownloadOutlined />} disabled={none} onClick={() => props.onBulk('download')}>
          {t('files.toolbar.download')}
        </Button>
        {props.writable && (
          <Button icon={<DragOutlined />} disabled={none} onClick={() => props.onBulk('move')}>
            {t('files.toolbar.move')}
          </Button>
        )}
        <Button icon={<CopyOutlined />} disabled={none} onClick={() => props.onBulk('copy')}>
          {t('files.toolbar.copy')}
        </Button>
        {props.writable && (
          <Button
            icon={<MergeCellsOutlined />}
            disabled={props.selectedCount < MERGE_MIN_FILES}
            onClick={() => props.onBulk('merge')}
          >
            {t('files.toolbar.merge')}
          </Button>
        )}
        {props.writable && (
          <Button danger icon={<DeleteOutlined />} disabled={none} onClick={() => props.onBulk('delete')}>
            {t('files.toolbar.delete')}
          </Button>
        )}
        {!none && (
          <Typography.Text type="secondary" data-testid="selected-count">
            {t('files.toolbar.selected', { count: props.selectedCount })}
          </Typography.Text>
        )}
      </Space>
      <Space>
        {props.extra}
        <Tooltip title={t('files.toolbar.refresh')}>
          <Button
            icon={<ReloadOutlined />}
            loading={props.refreshing}
            aria-label={t('files.toolbar.refresh')}
            onClick={props.onRefresh}
          />
        </Tooltip>
      </Space>
    </div>
  );
}
