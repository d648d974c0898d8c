import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../../shared/ui/load-failed';
import type { useSample } from '../api/get-sample';

/** The card a page about one sample shows when the sample did not load (another customer's id reads as not found). */
export function SampleLoadFailed({ detail }: { detail: ReturnType<typeof useSample> }) {
  const { t } = useTranslation();
  return (
    <Card className="page-card" variant="borderless">
      <LoadFailed
        title={t('samples.detail.loadFailed')}
        error={detail.error}
        retryText={t('samples.list.retry')}
        onRetry={() => void detail.refetch()}
      />
    </Card>
  );
}
