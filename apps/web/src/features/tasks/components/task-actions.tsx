import { RedoOutlined } from '@ant-design/icons';
import { Tooltip } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { taskJobActions, type JobAction, type TaskJob } from '@biocloud/contracts';
import { useLocale } from '../../../shared/i18n/use-locale';
import { JobActionButtons } from '../../../shared/jobs/job-action-buttons';
import { LinkButton } from '../../../shared/ui/link-button';
import { rerunPath } from '../lib/task-links';
import type { ActionTarget } from '../hooks/use-task-actions';

interface TaskActionsProps {
  job: Pick<TaskJob, 'id' | 'jobName' | 'status' | 'softId'>;
  onAction: (job: ActionTarget, action: JobAction) => void;
  /** The action under way, if any (its button spins). */
  pending?: { jobId: string; action: JobAction };
  size?: 'small' | 'middle';
}

/** The buttons the task status machine allows in the job's status (contracts), then re-run, always offered. */
export function TaskActions({ job, onAction, pending, size = 'middle' }: TaskActionsProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <JobActionButtons
      actions={taskJobActions(job.status)}
      onAction={(action) => onAction(job, action)}
      labelOf={(action) => t(`myjob.actions.${action}`)}
      busyAction={pending?.jobId === job.id ? pending.action : undefined}
      size={size}
      className="task-actions"
    >
      {/* Icon-only beside the icon actions of a table row (see JobActionButtons). */}
      <Tooltip title={size === 'small' ? t('myjob.actions.rerun') : undefined}>
        <LinkButton
          size={size}
          type={size === 'small' ? 'link' : 'default'}
          icon={<RedoOutlined />}
          data-action="rerun"
          aria-label={t('myjob.actions.rerun')}
          to={rerunPath(locale, job)}
        >
          {size === 'small' ? null : t('myjob.actions.rerun')}
        </LinkButton>
      </Tooltip>
    </JobActionButtons>
  );
}
