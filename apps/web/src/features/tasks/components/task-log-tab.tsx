import { useState } from 'react';
import { Badge } from 'antd';
import { useTranslation } from 'react-i18next';
import { isTaskJobTerminal, type TaskDetailResponse } from '@biocloud/contracts';
import { LogExtentControls, type LogExtent } from '../../../shared/jobs/log-extent';
import { LogPanel } from '../../../shared/jobs/log-panel';
import { useLiveLog } from '../hooks/use-live-log';
import { logSections, type LiveLog } from '../lib/live-log';

/** Both streams under a heading each when both have text (as the server's logStr joins them), else the one. */
function LogText({ log }: { log: LiveLog }) {
  const { t } = useTranslation();
  const { stdout: out, stderr: err } = logSections(log);
  if (out === '' || err === '') return <>{out + err}</>;
  return (
    <>
      <span className="job-log-heading">{t('myjob.log.stdout')}</span>
      {out}
      <span className="job-log-heading">{t('myjob.log.stderr')}</span>
      {err}
    </>
  );
}

/** The log tab (spec 000 §2, §4): the last part of the log, the full log on request, live lines while it runs. */
export function TaskLogTab({ job }: { job: TaskDetailResponse }) {
  const { t } = useTranslation();
  const [extent, setExtent] = useState<LogExtent>('tail');
  const { query, log, live } = useLiveLog(job.id, job.status, extent);
  return (
    <LogPanel
      name="task"
      log={log ? { exists: log.exists, text: <LogText log={log} /> } : undefined}
      error={query.isError ? query.error : null}
      followKey={extent}
      texts={{
        loadFailed: t('myjob.log.loadFailed'),
        empty: t(
          job.status === 'wait'
            ? 'myjob.log.emptyWaiting'
            : isTaskJobTerminal(job.status)
              ? 'jobs.log.emptyEnded'
              : 'myjob.log.empty',
        ),
      }}
      toolbar={
        <>
          <LogExtentControls
            extent={extent}
            fetching={query.isFetching}
            truncated={log?.truncated ?? false}
            onLoadFull={() => setExtent('full')}
            labels={{
              loadFull: t('myjob.log.loadFull'),
              fullLoaded: t('myjob.log.fullLoaded'),
              tailNotice: t('myjob.log.tailNotice'),
            }}
            tailNoticeTestId="log-tail-notice"
          />
          {live && job.status === 'running' && <Badge status="processing" text={t('myjob.log.live')} />}
        </>
      }
    />
  );
}
