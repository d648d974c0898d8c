import type { WorkflowDetailResponse } from '@biocloud/contracts';
import { useLocale } from '../../../shared/i18n/use-locale';
import { ComputeParamsView } from '../../../shared/jobs/compute-params-view';
import { useWorkflowTab } from '../api/get-workflow-tabs';

/** The params tab: every app param with the value the job ran with. */
export function ParamsTab({ job }: { job: WorkflowDetailResponse }) {
  const params = useWorkflowTab(useLocale(), job.id, 'params');
  return <ComputeParamsView params={params} testId="compute-params" />;
}
