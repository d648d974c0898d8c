import { Card, Skeleton, Typography } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation';
import {
  JOB_OUTCOMES,
  TASK_JOB_STATUSES,
  TASK_JOB_STATUS_TEXT_KEYS,
  projectStatusSchema,
  type DashboardResponse,
} from '@biocloud/contracts';
import { useLocale } from '../../../shared/i18n/use-locale';
import { computeOutcomePath, projectStatusPath, taskStatusPath, unreadMessagesPath } from '../lib/figure-links';

interface Figure {
  key: string;
  label: string;
  value: number;
  to: string;
}

function FigureGroup({ title, figures }: { title: string; figures: Figure[] }) {
  return (
    <div className="figure-group">
      <Typography.Text strong>{title}</Typography.Text>
      <div className="figure-row">
        {figures.map((figure) => (
          <Link key={figure.key} to={figure.to} className="figure" data-testid={`figure-${figure.key}`}>
            <span className="figure-value">{figure.value}</span>
            <span className="figure-label">{figure.label}</span>
          </Link>
        ))}
      </div>
    </div>
  );
}

/** The caller's counts by status; each figure opens the list it counts, filtered the same way. */
export function FiguresCard({ data, isPending }: { data: DashboardResponse | undefined; isPending: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (isPending || !data) {
    return (
      <Card size="small" title={t('dashboard.figures.title')}>
        <Skeleton active paragraph={{ rows: 3 }} />
      </Card>
    );
  }
  const computeOutcome = (outcome: (typeof JOB_OUTCOMES)[number]) => {
    const counts = data.computeCounts;
    switch (outcome) {
      case 'finished':
        return counts.FINISH;
      case 'failed':
        return counts.FAILURE;
      case 'killed':
        return counts.KILLED;
      case 'active':
        return counts.RECEIVED + counts.RUNNING + counts.PAUSE;
    }
  };
  return (
    <Card size="small" title={t('dashboard.figures.title')} data-testid="dashboard-figures">
      <div className="figure-groups">
        <FigureGroup
          title={t('dashboard.figures.taskJobs')}
          figures={TASK_JOB_STATUSES.map((status) => ({
            key: `task-${status}`,
            label: t(TASK_JOB_STATUS_TEXT_KEYS[status]),
            value: data.taskCounts[status],
            to: taskStatusPath(locale, status),
          }))}
        />
        <FigureGroup
          title={t('dashboard.figures.computeJobs')}
          figures={JOB_OUTCOMES.map((outcome) => ({
            key: `compute-${outcome}`,
            label: t(`dashboard.figures.outcome.${outcome}`),
            value: computeOutcome(outcome),
            to: computeOutcomePath(locale, outcome),
          }))}
        />
        <FigureGroup
          title={t('dashboard.figures.projects')}
          figures={projectStatusSchema.options.map((status) => ({
            key: `project-${status}`,
            label: t(`dashboard.figures.projectStatus.${status}`),
            value: data.projectCounts[status],
            to: projectStatusPath(locale, status),
          }))}
        />
        <FigureGroup
          title={t('dashboard.figures.messages')}
          figures={[
            {
              key: 'messages-unread',
              label: t('dashboard.figures.unread'),
              value: data.unreadMessages,
              to: unreadMessagesPath(locale),
            },
          ]}
        />
      </div>
    </Card>
  );
}
