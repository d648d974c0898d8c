import { useTranslation } from '../../../shared/i18n/use-translation';
import { computeJobActions, type ComputeJob, type JobAction } from '@biocloud/contracts';
import { JobActionButtons } from '../../../shared/jobs/job-action-buttons';
import type { WorkflowTarget } from '../hooks/use-workflow-actions';

interface ComputeActionsProps {
  job: Pick<ComputeJob, 'id' | 'jobName' | 'status'>;
  onAction: (job: WorkflowTarget, action: JobAction) => void;
  /** The action under way, if any (its button spins). */
  pending?: { workflowId: string; action: JobAction };
  size?: 'small' | 'middle';
}

/** The buttons the compute status machine of contracts allows in the job's status (spec 000 §4). */
export function ComputeActions({ job, onAction, pending, size = 'middle' }: ComputeActionsProps) {
  const { t } = useTranslation();
  return (
    <JobActionButtons
      actions={computeJobActions(job.status)}
      onAction={(action) => onAction(job, action)}
      labelOf={(action) => t(`compute.actions.${action}`)}
      busyAction={pending?.workflowId === job.id ? pending.action : undefined}
      size={size}
      className="compute-actions"
    />
  );
}
