import { UploadOutlined } from '@ant-design/icons';
import { Button, Empty } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';

interface EmptyStateProps {
  filtered: boolean;
  writable: boolean;
  /** What an empty folder says instead of the my-data wording (a project's data). */
  description?: string;
  onUpload: () => void;
  onClearFilters: () => void;
}

/** An empty folder invites an upload; an empty search offers to clear it. */
export function EmptyState({ filtered, writable, description, onUpload, onClearFilters }: EmptyStateProps) {
  const { t } = useTranslation();
  if (filtered) {
    return (
      <Empty className="files-empty" description={t('files.empty.filtered')}>
        <Button onClick={onClearFilters}>{t('files.empty.clearFilters')}</Button>
      </Empty>
    );
  }
  return (
    <Empty
      className="files-empty"
      description={description ?? (writable ? t('files.empty.folder') : t('files.empty.public'))}
    >
      {writable && (
        <Button type="primary" icon={<UploadOutlined />} onClick={onUpload}>
          {t('files.empty.upload')}
        </Button>
      )}
    </Empty>
  );
}
