import { Progress, Spin } from 'antd';
import { useTranslation } from '../i18n/use-translation';

/** The last share is shown below 100 %: after reading its file, an index is still being written and stored. */
const SHOWN_PERCENT_MAX = 99;

/** A file being indexed for the viewer: how much of it the server has read, or that it waits for its turn. */
export function IndexingProgress({ name, progress }: { name: string; progress: number | null }) {
  const { t } = useTranslation();
  if (progress === null) {
    return (
      <div className="genome-preparing" data-testid="genome-indexing">
        <Spin size="small" /> <span>{t('genome.indexingQueued', { name })}</span>
      </div>
    );
  }
  return (
    <div className="genome-indexing" data-testid="genome-indexing">
      <span>{t('genome.indexing', { name })}</span>
      <Progress percent={Math.min(SHOWN_PERCENT_MAX, Math.floor(progress * 100))} status="active" />
    </div>
  );
}
