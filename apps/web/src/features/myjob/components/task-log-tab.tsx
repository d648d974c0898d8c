import { useLayoutEffect, useRef, useState } from 'react';
import { Alert, Badge, Empty, Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TaskDetailResponse } from '@biocloud/contracts';
import { errorText } from '../../../shared/api/error-text';
import { LogExtentControls, type LogExtent } from '../../../shared/jobs/log-extent';
import { useLiveLog } from '../hooks/use-live-log';
import { logSections, type LiveLog } from '../lib/live-log';

/** How close to the end (px) still counts as "at the end", so new lines keep the view at the bottom. */
const STICK_THRESHOLD_PX = 24;

/** Both streams under a heading each when both have text (as the server's logStr joins them), else the one. */
function LogText({ log }: { log: LiveLog }) {
  const { t } = useTranslation();
  const { stdout: out, stderr: err } = logSections(log);
  if (out === '' || err === '') return <>{out + err}</>;
  return (
    <>
      <span className="task-log-heading">{t('myjob.log.stdout')}</span>
      {out}
      <span className="task-log-heading">{t('myjob.log.stderr')}</span>
      {err}
    </>
  );
}

/** The log tab (spec 000 §2, §4): a black area with the last part of the log, the full log on request, live lines. */
export function TaskLogTab({ job }: { job: TaskDetailResponse }) {
  const { t } = useTranslation();
  const [extent, setExtent] = useState<LogExtent>('tail');
  const { query, log, live } = useLiveLog(job.id, job.status, extent);
  const area = useRef<HTMLPreElement>(null);
  const atEnd = useRef(true);

  // New text keeps the view at the end unless the reader scrolled up to read.
  useLayoutEffect(() => {
    const element = area.current;
    if (element && atEnd.current) element.scrollTop = element.scrollHeight;
  }, [log]);

  const onScroll = () => {
    const element = area.current;
    if (!element) return;
    atEnd.current = element.scrollHeight - element.scrollTop - element.clientHeight <= STICK_THRESHOLD_PX;
  };

  if (query.isError && !query.data) {
    return <Result status="warning" title={t('myjob.log.loadFailed')} subTitle={errorText(t, query.error)} />;
  }
  if (!log) return <Skeleton active paragraph={{ rows: 8 }} />;

  return (
    <div className="task-log" data-testid="task-log">
      <div className="job-toolbar">
        <LogExtentControls
          extent={extent}
          fetching={query.isFetching}
          truncated={log.truncated}
          onLoadFull={() => {
            atEnd.current = true;
            setExtent('full');
          }}
          labels={{
            loadFull: t('myjob.log.loadFull'),
            fullLoaded: t('myjob.log.fullLoaded'),
            tailNotice: t('myjob.log.tailNotice'),
          }}
          tailNoticeTestId="log-tail-notice"
        />
        {live && job.status === 'running' && <Badge status="processing" text={t('myjob.log.live')} />}
      </div>
      {log.exists ? (
        <pre
          ref={area}
          className="job-mono-text task-log-area"
          data-testid="task-log-area"
          tabIndex={0}
          onScroll={onScroll}
        >
          <LogText log={log} />
        </pre>
      ) : (
        <div className="task-log-empty" data-testid="task-log-empty">
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={t(job.status === 'wait' ? 'myjob.log.emptyWaiting' : 'myjob.log.empty')}
          />
        </div>
      )}
      {query.isError && <Alert type="warning" showIcon title={errorText(t, query.error)} />}
    </div>
  );
}
