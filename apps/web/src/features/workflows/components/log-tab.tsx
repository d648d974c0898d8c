import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { isComputeJobTerminal, type WorkflowDetailResponse } from '@biocloud/contracts';
import { LogExtentControls, type LogExtent } from '../../../shared/jobs/log-extent';
import { LogPanel } from '../../../shared/jobs/log-panel';
import { useWorkflowLog } from '../api/get-workflow-log';

/**
 * The log tab (spec 000 §2, §4): every started step's log, the full log on request. It reloads with the job's
 * queries whenever the job changes (live updates).
 */
export function LogTab({ job }: { job: WorkflowDetailResponse }) {
  const { t } = useTranslation();
  const [extent, setExtent] = useState<LogExtent>('tail');
  const log = useWorkflowLog(job.id, extent);
  return (
    <LogPanel
      name="compute"
      log={log.data && { exists: log.data.IsExitLog, text: log.data.logInfo }}
      error={log.isError ? log.error : null}
      followKey={extent}
      texts={{
        loadFailed: t('compute.log.loadFailed'),
        empty: t(isComputeJobTerminal(job.status) ? 'jobs.log.emptyEnded' : 'compute.log.empty'),
      }}
      toolbar={
        <LogExtentControls
          extent={extent}
          fetching={log.isFetching}
          truncated={log.data?.truncated ?? false}
          onLoadFull={() => setExtent('full')}
          labels={{
            loadFull: t('compute.log.loadFull'),
            fullLoaded: t('compute.log.fullLoaded'),
            tailNotice: t('compute.log.tailNotice'),
          }}
        />
      }
    />
  );
}
