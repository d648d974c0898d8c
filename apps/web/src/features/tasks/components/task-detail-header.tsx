import { Alert, Descriptions, Typography, type DescriptionsProps } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { JobAction, TaskDetailResponse } from '@biocloud/contracts';
import { pathTo } from '../../../shared/config/paths';
import { formatBytes } from '../../../shared/format/bytes';
import { formatDateTime } from '../../../shared/format/date';
import { useLocale } from '../../../shared/i18n/use-locale';
import type { ActionTarget } from '../hooks/use-task-actions';
import { TaskActions } from './task-actions';
import { JobStatusBadge } from '../../../shared/jobs/job-status-badge';
import { RunTime } from '../../../shared/jobs/run-time';

/**
 * Reasons whose detail is the program's own words: the log line that says why (the engine picks it, not the last
 * line) or the result files left without data. Other details are internal and stay in the server's log.
 */
const REASONS_WITH_LOG_DETAIL: ReadonlySet<string> = new Set(['exit_code', 'log_error', 'output_empty']);

interface TaskDetailHeaderProps {
  job: TaskDetailResponse;
  onAction: (job: ActionTarget, action: JobAction) => void;
  pending?: { jobId: string; action: JobAction };
}

/** Name, status, times, tool and usage of a task job, its actions, and why it waits while it does. */
export function TaskDetailHeader({ job, onAction, pending }: TaskDetailHeaderProps) {
  const { t } = useTranslation();
  const locale = useLocale();

  const items: DescriptionsProps['items'] = [
    {
      key: 'tool',
      label: t('myjob.detail.tool'),
      children: <Link to={pathTo(locale, 'software-tools-detail-small', { id: job.softId })}>{job.softName}</Link>,
    },
    { key: 'createTime', label: t('myjob.detail.createTime'), children: formatDateTime(job.createTime) },
    { key: 'startTime', label: t('myjob.detail.startTime'), children: formatDateTime(job.startTime) },
    { key: 'endTime', label: t('myjob.detail.endTime'), children: formatDateTime(job.endTime) },
    {
      key: 'needTime',
      label: t('myjob.detail.needTime'),
      children: <RunTime needTime={job.needTime} startTime={job.startTime} running={job.status === 'running'} />,
    },
  ];
  if (job.executor) {
    items.push({
      key: 'executor',
      label: t('myjob.detail.executor'),
      children: t(`myjob.detail.executors.${job.executor}`),
    });
  }
  if (job.exitCode !== null) items.push({ key: 'exitCode', label: t('myjob.detail.exitCode'), children: job.exitCode });
  if (job.peakMemoryKb !== null) {
    items.push({ key: 'memory', label: t('myjob.detail.peakMemory'), children: formatBytes(job.peakMemoryKb * 1024) });
  }
  if (job.cpuSeconds !== null) {
    items.push({
      key: 'cpu',
      label: t('myjob.detail.cpuTime'),
      children: t('myjob.detail.cpuSeconds', { seconds: Math.round(job.cpuSeconds * 10) / 10 }),
    });
  }
  if (job.reason) {
    items.push({
      key: 'reason',
      label: t('myjob.detail.reason'),
      children: (
        <div>
          {t(`taskEvents.reasons.${job.reason.code}`, { defaultValue: job.reason.detail })}
          {REASONS_WITH_LOG_DETAIL.has(job.reason.code) && job.reason.detail !== '' && (
            <Typography.Text code className="task-reason-detail" data-testid="task-reason-detail">
              {job.reason.detail}
            </Typography.Text>
          )}
        </div>
      ),
    });
  }

  return (
    <div className="task-header" data-testid="task-header">
      <div className="task-title-row">
        <Typography.Title level={4} className="task-title" data-testid="task-title">
          {job.jobName}
        </Typography.Title>
        <JobStatusBadge status={job.status} />
        <div className="task-title-actions">
          <TaskActions job={job} onAction={onAction} pending={pending} />
        </div>
      </div>
      {job.waitReason && (
        <Alert
          className="task-wait"
          type="info"
          showIcon
          data-testid="task-wait"
          title={t(`myjob.detail.waiting.${job.waitReason.code}`, job.waitReason.params)}
        />
      )}
      {job.inputCheckProgress !== null && (
        <Alert
          className="task-wait"
          type="info"
          showIcon
          data-testid="task-input-check"
          title={t('myjob.detail.checkingInputs', { percent: Math.floor(job.inputCheckProgress * 100) })}
        />
      )}
      {job.warnings?.map((warning) => (
        <Alert key={warning} className="task-wait" type="warning" showIcon data-testid="task-warning" title={warning} />
      ))}
      <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 3, xl: 4 }} items={items} />
    </div>
  );
}
