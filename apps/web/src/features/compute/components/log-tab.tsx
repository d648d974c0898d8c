import { useState } from 'react';
import { Empty, Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import type { WorkflowDetailResponse } from '@biocloud/contracts';
import { errorText } from '../../../shared/api/error-text';
import { LogExtentControls, type LogExtent } from '../../../shared/jobs/log-extent';
import { useWorkflowLog } from '../api/get-workflow-log';

/**
 * The log tab (spec 000 §2, §4): every started step's log in a black area, or the empty-log message; the full log
 * on request. It reloads with the job's queries whenever the job changes (live updates).
 */
export function LogTab({ job }: { job: WorkflowDetailResponse }) {
  const { t } = useTranslation();
  const [extent, setExtent] = useState<LogExtent>('tail');
  const log = useWorkflowLog(job.id, extent);

  if (log.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (log.isError) {
    return <Result status="warning" title={t('compute.log.loadFailed')} subTitle={errorText(t, log.error)} />;
  }
  return (
    <div className="compute-log" data-testid="compute-log">
      <div className="job-toolbar">
        <LogExtentControls
          extent={extent}
          fetching={log.isFetching}
          truncated={log.data.truncated}
          onLoadFull={() => setExtent('full')}
          labels={{
            loadFull: t('compute.log.loadFull'),
            fullLoaded: t('compute.log.fullLoaded'),
            tailNotice: t('compute.log.tailNotice'),
          }}
        />
      </div>
      {log.data.IsExitLog ? (
        <pre className="job-mono-text compute-log-area" data-testid="compute-log-area" tabIndex={0}>
          {log.data.logInfo}
        </pre>
      ) : (
        <div className="compute-log-empty" data-testid="compute-log-empty">
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('compute.log.empty')} />
        </div>
      )}
    </div>
  );
}
