import { DeleteOutlined, PauseOutlined, PlayCircleOutlined, StopOutlined } from '@ant-design/icons';
import { Button, Space, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import type { JobAction } from '@biocloud/contracts';

const ICONS: Record<JobAction, ReactNode> = {
  pause: <PauseOutlined />,
  resume: <PlayCircleOutlined />,
  stop: <StopOutlined />,
  delete: <DeleteOutlined />,
};

interface JobActionButtonsProps {
  /** What the job's status machine (contracts) allows now, in order. */
  actions: readonly JobAction[];
  onAction: (action: JobAction) => void;
  labelOf: (action: JobAction) => string;
  /** The action under way on this job, if any: its button spins and the others wait. */
  busyAction?: JobAction;
  size?: 'small' | 'middle';
  className: string;
  /** Buttons after the status actions (a task's re-run). */
  children?: ReactNode;
}

/**
 * A job's action buttons (spec 000 §4), the same for task jobs and compute jobs. Small ones are icon links in tables,
 * their label in a tooltip and as their accessible name, so a list keeps its status and dates in view (issue 14).
 */
export function JobActionButtons({
  actions,
  onAction,
  labelOf,
  busyAction,
  size = 'middle',
  className,
  children,
}: JobActionButtonsProps) {
  const iconOnly = size === 'small';
  return (
    <Space size={iconOnly ? 4 : 8} wrap className={className}>
      {actions.map((action) => (
        <Tooltip key={action} title={iconOnly ? labelOf(action) : undefined}>
          <Button
            size={size}
            type={iconOnly ? 'link' : 'default'}
            danger={action === 'delete' || action === 'stop'}
            icon={ICONS[action]}
            loading={busyAction === action}
            disabled={busyAction !== undefined && busyAction !== action}
            data-action={action}
            aria-label={labelOf(action)}
            onClick={() => onAction(action)}
          >
            {iconOnly ? null : labelOf(action)}
          </Button>
        </Tooltip>
      ))}
      {children}
    </Space>
  );
}
