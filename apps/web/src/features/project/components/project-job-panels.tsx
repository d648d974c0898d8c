import { useState } from 'react';
import { Button, Descriptions, Table } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { EMPTY_CELL_TEXT, isComputeJobTerminal, type Locale, type WorkflowDetailResponse } from '@biocloud/contracts';
import { formatDateTime } from '../../../shared/format/date';
import { useLocale } from '../../../shared/i18n/use-locale';
import {
  projectTaskLogQueryOptions,
  useProjectJobEvents,
  useProjectJobLog,
  type ProjectJobDetail,
} from '../api/project-jobs';
import { EventsTimeline } from '../../../shared/jobs/events-timeline';
import { jobParamText } from '../../../shared/jobs/job-param-text';
import { JobStatusBadge } from '../../../shared/jobs/job-status-badge';
import { LogPanel } from '../../../shared/jobs/log-panel';
import { RunTime } from '../../../shared/jobs/run-time';
import { TaskLogView } from '../../../shared/jobs/task-log-view';

/*
 * The panels of a project job's detail: what it ran on and with (overview, run times counting while it runs), its
 * log (the last part, the whole on request: loadLog -1; a task's follows live as on its my-jobs page) and, for task
 * jobs, its events.
 */

const label = (text: { zh: string; en: string }, locale: Locale) => text[locale];

export function JobOverview({ job }: { job: ProjectJobDetail }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const words = { unset: EMPTY_CELL_TEXT, yes: t('myjob.params.yes'), no: t('myjob.params.no') };
  const common = [
    {
      key: 'soft',
      label: t(`project.jobs.softName.${job.appOrTool === 'app' ? 'compute' : 'task'}`),
      children: job.softName,
    },
    { key: 'createTime', label: t('project.jobs.createTime'), children: formatDateTime(job.createTime) },
    { key: 'startTime', label: t('project.jobs.startTime'), children: formatDateTime(job.startTime) },
    { key: 'endTime', label: t('project.jobs.endTime'), children: formatDateTime(job.endTime) },
  ];
  if (job.appOrTool === 'app') {
    return (
      <>
        <Descriptions size="small" column={{ xs: 1, md: 2 }} items={common} />
        <Table
          className="job-steps"
          size="small"
          rowKey="key"
          pagination={false}
          dataSource={job.steps}
          scroll={{ x: 'max-content' }}
          columns={[
            { key: 'step', title: t('project.jobs.step'), render: (_, step) => label(step.label, locale) },
            {
              key: 'status',
              title: t('project.jobs.status'),
              render: (_, step) => (step.status ? <JobStatusBadge status={step.status} /> : t('project.jobs.notReady')),
            },
            {
              key: 'startTime',
              title: t('project.jobs.startTime'),
              render: (_, step) => formatDateTime(step.startTime),
            },
            {
              key: 'needTime',
              title: t('project.jobs.needTime'),
              render: (_, step) => (
                <RunTime needTime={step.needTime} startTime={step.startTime} running={step.status === 'running'} />
              ),
            },
          ]}
        />
      </>
    );
  }
  return (
    <Descriptions
      size="small"
      column={{ xs: 1, md: 2 }}
      items={[
        ...common,
        {
          key: 'needTime',
          label: t('project.jobs.needTime'),
          children: <RunTime needTime={job.needTime} startTime={job.startTime} running={job.status === 'running'} />,
        },
        ...job.inputs.map((input) => ({
          key: `in-${input.name}`,
          label: label(input.label, locale),
          children: input.files.map((f) => f.filePath).join(', ') || EMPTY_CELL_TEXT,
        })),
        ...job.params.map((param) => ({
          key: `param-${param.name}`,
          label: label(param.label, locale),
          children: jobParamText(param, locale, words),
        })),
      ]}
    />
  );
}

export function JobLogPanel({ projectBaseId, job }: { projectBaseId: string; job: ProjectJobDetail }) {
  if (job.appOrTool === 'app') return <ComputeLogPanel projectBaseId={projectBaseId} job={job} />;
  return (
    <TaskLogView
      name="project-job"
      job={job}
      logQuery={(extent) => projectTaskLogQueryOptions(projectBaseId, job.id, extent)}
    />
  );
}

function ComputeLogPanel({ projectBaseId, job }: { projectBaseId: string; job: WorkflowDetailResponse }) {
  const { t } = useTranslation();
  const [loadLog, setLoadLog] = useState<0 | -1>(0);
  const query = useProjectJobLog(projectBaseId, job.id, loadLog);
  const log = query.data;
  return (
    <LogPanel
      name="project-job"
      log={
        log &&
        (log.kind === 'compute'
          ? { exists: log.IsExitLog, text: log.logInfo }
          : { exists: log.exists, text: log.logStr })
      }
      error={query.isError ? query.error : null}
      followKey={String(loadLog)}
      texts={{
        loadFailed: t('project.jobs.logFailed'),
        empty: t(isComputeJobTerminal(job.status) ? 'jobs.log.emptyEnded' : 'project.jobs.emptyLog'),
      }}
      toolbar={
        <>
          <Button
            disabled={loadLog === -1 || !log?.truncated}
            loading={query.isFetching}
            onClick={() => setLoadLog(-1)}
          >
            {t('project.jobs.fullLog')}
          </Button>
          <Button onClick={() => void query.refetch()}>{t('project.jobs.refresh')}</Button>
        </>
      }
    />
  );
}

export function JobEventsPanel({ projectBaseId, jobId }: { projectBaseId: string; jobId: string }) {
  const { t } = useTranslation();
  const query = useProjectJobEvents(projectBaseId, jobId, useLocale());
  return (
    <EventsTimeline
      events={query.data?.eventList}
      error={query.isError ? query.error : null}
      testId="project-job-events"
      texts={{ loadFailed: t('project.jobs.eventsFailed') }}
    />
  );
}
