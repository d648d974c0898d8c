import { useTranslation } from '../../../shared/i18n/use-translation';
import type { JobAction } from '@biocloud/contracts';
import { JobActionButtons } from '../../../shared/jobs/job-action-buttons';
import type { ProjectJobActionInput } from '../api/project-jobs';
import type { JobTarget } from '../hooks/use-project-job-actions';

interface JobActionsProps {
  job: JobTarget & { actions: readonly JobAction[] };
  onAction: (job: JobTarget, action: JobAction) => void;
  pending: ProjectJobActionInput | undefined;
  size?: 'small' | 'middle';
}

/** The actions the job's status allows (the server lists them with the job, from the contracts' status machines). */
export function JobActions({ job, onAction, pending, size = 'small' }: JobActionsProps) {
  const { t } = useTranslation();
  return (
    <JobActionButtons
      actions={job.actions}
      onAction={(action) => onAction(job, action)}
      labelOf={(action) => t(`project.jobs.actions.${action}`)}
      busyAction={pending?.workflowNum === job.id ? pending.action : undefined}
      size={size}
      className="project-job-actions"
    />
  );
}
