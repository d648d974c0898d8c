import { isComputeJobTerminal, type ComputeJobStatus, type Locale } from '@biocloud/contracts';
import { pathTo } from '../config/paths';

/**
 * Where a compute job opens: while it may still change, its output tab with the live step graph (the input is known
 * to whoever just started it); once ended, the spec's default, its inputs (issue 14 item 10).
 */
export function computeJobPath(locale: Locale, id: string, status: ComputeJobStatus): string {
  return pathTo(locale, isComputeJobTerminal(status) ? 'myjob-compute-detail-input' : 'myjob-compute-detail-output', {
    id,
  });
}
