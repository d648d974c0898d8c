import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { JobAction } from '@biocloud/contracts';
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
    <Space size={4} wrap>
      {job.actions.map((action) => (
        <Button
          key={action}
          size={size}
          type={action === 'delete' ? 'text' : 'default'}
          danger={action === 'delete' || action === 'stop'}
          loading={pending?.workflowNum === job.id && pending.action === action}
          onClick={() => onAction(job, action)}
          data-testid={`job-${action}`}
        >
          {t(`project.jobs.actions.${action}`)}
        </Button>
      ))}
    </Space>
  );
}
