import { useState } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import { Badge } from 'antd';
import { useTranslation } from '../i18n/use-translation';
import { isTaskJobTerminal, type TaskJobStatus } from '@biocloud/contracts';
import { LogExtentControls, type LogExtent } from './log-extent';
import { LogPanel } from './log-panel';
import { logSections, type LiveLog } from './live-log';
import { useLiveLog, type TaskLogQueryOptions } from './use-live-log';

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

interface TaskLogViewProps<K extends QueryKey> {
  /** Test id prefix (LogPanel's name). */
  name: string;
  job: { id: string; status: TaskJobStatus };
  /** The log query of an extent: my jobs' log API, or the project's. */
  logQuery: (extent: LogExtent) => TaskLogQueryOptions<K>;
}

/**
 * A task job's log (spec 000 §2, §4) on the my-jobs and project job pages alike: the last part, the full log on
 * request, live lines while it runs.
 */
export function TaskLogView<K extends QueryKey>({ name, job, logQuery }: TaskLogViewProps<K>) {
  const { t } = useTranslation();
  const [extent, setExtent] = useState<LogExtent>('tail');
  const { query, log, live } = useLiveLog(job.id, job.status, logQuery(extent));
  return (
    <LogPanel
      name={name}
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
