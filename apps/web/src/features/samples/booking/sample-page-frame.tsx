import { Card, Spin } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Sample } from '@biocloud/contracts';
import { LoadFailed } from '../../../shared/ui/load-failed';
import { useSample } from '../api/get-sample';

/**
 * A page about one sample (its bookings): the sample loaded first, so another customer's id reads as not found
 * (the server answers 404) before anything of the page shows.
 */
export function SamplePageFrame({ sampleId, children }: { sampleId: string; children: (sample: Sample) => ReactNode }) {
  const { t } = useTranslation();
  const detail = useSample(sampleId);
  if (detail.isPending) return <Spin className="page-spin" />;
  if (detail.isError) {
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
  return <>{children(detail.data.sample)}</>;
}
