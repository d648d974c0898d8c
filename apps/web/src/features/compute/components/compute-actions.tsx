import { DeleteOutlined, PauseOutlined, PlayCircleOutlined, StopOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { computeJobActions, type ComputeJob, type JobAction } from '@biocloud/contracts';
import type { WorkflowTarget } from '../hooks/use-workflow-actions';

const ICONS: Record<JobAction, ReactNode> = {
  pause: <PauseOutlined />,
  resume: <PlayCircleOutlined />,
  stop: <StopOutlined />,
  delete: <DeleteOutlined />,
};

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
  const busy = pending?.workflowId === job.id;
  return (
    <Space size={size === 'small' ? 4 : 8} wrap className="compute-actions">
      {computeJobActions(job.status).map((action) => (
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
          {t(`compute.actions.${action}`)}
        </Button>
      ))}
    </Space>
  );
}
