import { Spin } from 'antd';
import type { ReactNode } from 'react';
import type { Sample } from '@biocloud/contracts';
import { SampleLoadFailed } from '../components/sample-load-failed';
import { useSample } from '../api/get-sample';

/**
 * A page about one sample (its bookings): the sample loaded first, so another customer's id reads as not found
 * (the server answers 404) before anything of the page shows.
 */
export function SamplePageFrame({ sampleId, children }: { sampleId: string; children: (sample: Sample) => ReactNode }) {
  const detail = useSample(sampleId);
  if (detail.isPending) return <Spin className="page-spin" />;
  if (detail.isError) return <SampleLoadFailed query={detail} />;
  return <>{children(detail.data.sample)}</>;
}
