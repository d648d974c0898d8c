import type { ReactNode } from 'react';
import { Breadcrumb, Card, Skeleton, Tabs } from 'antd';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { pathTo, type RouteName } from '../../../shared/config/paths';
import { LoadFailed } from '../../../shared/ui/load-failed';
import { useLocale } from '../../../shared/i18n/use-locale';
import { useTask } from '../api/get-task';
import { useLiveTasks } from '../hooks/use-live-tasks';
import { useTaskActions } from '../hooks/use-task-actions';
import { TaskDetailHeader } from './task-detail-header';
import { TaskEventsTab } from './task-events-tab';
import { TaskLogTab } from './task-log-tab';
import { TaskParamsTab } from './task-params-tab';
import { TaskResultTab } from './task-result-tab';
import '../../../shared/ui/job-pages.css';
import '../tasks.css';

type Tab = 'params' | 'result' | 'log' | 'event';

/** Each tab is its own route (spec 000 §2: params by default, then result, log, event). */
const TAB_ROUTES: Record<Tab, RouteName> = {
  params: 'myjob-task-detail-params',
  result: 'myjob-task-detail-result',
  log: 'myjob-task-detail-log',
  event: 'myjob-task-detail-event',
};
const TABS = Object.keys(TAB_ROUTES) as Tab[];

/** Task job detail: the header with status and actions, then the tab of the route. */
function TaskDetailPage({ tab }: { tab: Tab }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const jobId = useParams().jobId ?? '';
  const task = useTask(locale, jobId);
  useLiveTasks();
  const listPath = pathTo(locale, 'myjob-task-list');
  const actions = useTaskActions(() => void navigate(listPath));

  let body: ReactNode;
  if (task.isPending) {
    body = <Skeleton active paragraph={{ rows: 8 }} />;
  } else if (task.isError) {
    body = (
      <LoadFailed
        title={t('myjob.detail.loadFailed')}
        error={task.error}
        retryText={t('myjob.list.retry')}
        onRetry={() => void task.refetch()}
      />
    );
  } else {
    const job = task.data;
    body = (
      <>
        <TaskDetailHeader job={job} onAction={actions.act} pending={actions.pending} />
        <Tabs
          className="task-tabs"
          activeKey={tab}
          items={TABS.map((key) => ({
            key,
            label: (
              <Link to={pathTo(locale, TAB_ROUTES[key], { jobId })} data-tab={key}>
                {t(`myjob.detail.tabs.${key}`)}
              </Link>
            ),
          }))}
        />
        {tab === 'params' && <TaskParamsTab job={job} />}
        {tab === 'result' && <TaskResultTab job={job} />}
        {tab === 'log' && <TaskLogTab job={job} />}
        {tab === 'event' && <TaskEventsTab job={job} />}
      </>
    );
  }

  return (
    <Card className="page-card job-page task-detail-page" variant="borderless">
      <Breadcrumb
        className="task-breadcrumb"
        items={[{ key: 'list', title: <Link to={listPath}>{t('myjob.detail.backToList')}</Link> }]}
      />
      {body}
    </Card>
  );
}

export const TaskParamsPage = () => <TaskDetailPage tab="params" />;
export const TaskResultPage = () => <TaskDetailPage tab="result" />;
export const TaskLogPage = () => <TaskDetailPage tab="log" />;
export const TaskEventPage = () => <TaskDetailPage tab="event" />;
