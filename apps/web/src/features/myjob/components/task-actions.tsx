import { DeleteOutlined, PauseOutlined, PlayCircleOutlined, RedoOutlined, StopOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { taskJobActions, type JobAction, type TaskJob } from '@biocloud/contracts';
import { useLocale } from '../../../shared/i18n/use-locale';
import { LinkButton } from '../../../shared/ui/link-button';
import { rerunPath } from '../lib/task-links';
import type { ActionTarget } from '../hooks/use-task-actions';

const ICONS: Record<JobAction, ReactNode> = {
  pause: <PauseOutlined />,
  resume: <PlayCircleOutlined />,
  stop: <StopOutlined />,
  delete: <DeleteOutlined />,
};

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
  const busy = pending?.jobId === job.id;
  return (
    <Space size={size === 'small' ? 4 : 8} wrap className="task-actions">
      {taskJobActions(job.status).map((action) => (
        <Button
          key={action}
          size={size}
          type={size === 'small' ? 'link' : 'default'}
          danger={action === 'delete' || action === 'stop'}
          icon={ICONS[action]}
          loading={busy && pending.action === action}
          disabled={busy && pending.action !== action}
          data-action={action}
          onClick={() => onAction(job, action)}
        >
          {t(`myjob.actions.${action}`)}
        </Button>
      ))}
      <LinkButton
        size={size}
        type={size === 'small' ? 'link' : 'default'}
        icon={<RedoOutlined />}
        data-action="rerun"
        to={rerunPath(locale, job)}
      >
        {t('myjob.actions.rerun')}
      </LinkButton>
    </Space>
  );
}
