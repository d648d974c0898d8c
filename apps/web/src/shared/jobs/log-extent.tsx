import { Button, Typography } from 'antd';
import { TASK_LOG_FULL } from '@biocloud/contracts';

/** The last part of a job's log, or all of it (spec 000 §4: the full-log button reloads with loadLog -1). */
export type LogExtent = 'tail' | 'full';

/** The log calls' loadLog query value of an extent. */
export const loadLogOf = (extent: LogExtent): number => (extent === 'full' ? TASK_LOG_FULL : 0);

interface LogExtentControlsProps {
  extent: LogExtent;
  /** The full log is being fetched. */
  fetching: boolean;
  /** The tail shown leaves older text out. */
  truncated: boolean;
  onLoadFull: () => void;
  labels: { loadFull: string; fullLoaded: string; tailNotice: string };
  tailNoticeTestId?: string;
}

/** The log tabs' full-log button (task and compute jobs), then a note while the tail shown leaves text out. */
export function LogExtentControls({
  extent,
  fetching,
  truncated,
  onLoadFull,
  labels,
  tailNoticeTestId,
}: LogExtentControlsProps) {
  return (
    <>
      <Button
        data-testid="load-full-log"
        disabled={extent === 'full'}
        loading={extent === 'full' && fetching}
        onClick={onLoadFull}
      >
        {extent === 'full' ? labels.fullLoaded : labels.loadFull}
      </Button>
      {extent === 'tail' && truncated && (
        <Typography.Text type="secondary" data-testid={tailNoticeTestId}>
          {labels.tailNotice}
        </Typography.Text>
      )}
    </>
  );
}
