import { useTranslation } from '../../../shared/i18n/use-translation';
import type { Locale } from '@biocloud/contracts';
import { pathTo } from '../../../shared/config/paths';
import { formatDateTime } from '../../../shared/format/date';
import { useLocale } from '../../../shared/i18n/use-locale';
import { JobStatusBadge } from '../../../shared/jobs/job-status-badge';
import { useRecentComputeJobs, useRecentTasks } from '../api/list-recent-jobs';
import { RecentCard } from './recent-card';

/** What tells the two job cards apart: their list, their pages and their texts. */
const JOB_KINDS = {
  compute: {
    useJobs: useRecentComputeJobs,
    testId: 'recent-compute-jobs',
    titleKey: 'dashboard.recent.computeJobs',
    listTo: (locale: Locale) => pathTo(locale, 'myjob-compute-list'),
    detailTo: (locale: Locale, id: string) => pathTo(locale, 'myjob-compute-detail', { id }),
    emptyKey: 'dashboard.recent.noComputeJobs',
    startTo: (locale: Locale) => pathTo(locale, 'software-medical-list'),
    startKey: 'dashboard.recent.runApp',
  },
  task: {
    useJobs: useRecentTasks,
    testId: 'recent-task-jobs',
    titleKey: 'dashboard.recent.taskJobs',
    listTo: (locale: Locale) => pathTo(locale, 'myjob-task-list'),
    detailTo: (locale: Locale, jobId: string) => pathTo(locale, 'myjob-task-detail', { jobId }),
    emptyKey: 'dashboard.recent.noTaskJobs',
    startTo: (locale: Locale) => pathTo(locale, 'software-tools-list'),
    startKey: 'dashboard.recent.runTool',
  },
} as const;

/** The dashboard's card of the newest compute jobs (runs of apps) or task jobs (runs of tools). */
export function RecentJobsCard({ kind }: { kind: keyof typeof JOB_KINDS }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const spec = JOB_KINDS[kind];
  const jobs = spec.useJobs(locale);

  return (
    <RecentCard
      testId={spec.testId}
      title={t(spec.titleKey)}
      listTo={spec.listTo(locale)}
      isPending={jobs.isPending}
      isError={jobs.isError}
      items={jobs.data?.jobList.map((job) => ({
        key: job.id,
        name: job.jobName,
        to: spec.detailTo(locale, job.id),
        status: <JobStatusBadge status={job.status} />,
        time: formatDateTime(job.createTime),
      }))}
      emptyText={t(spec.emptyKey)}
      startTo={spec.startTo(locale)}
      startText={t(spec.startKey)}
    />
  );
}
