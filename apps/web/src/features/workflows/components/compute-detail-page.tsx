import type { ReactNode } from 'react';
import { Breadcrumb, Card, Skeleton, Tabs } from 'antd';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { pathTo, type RouteName } from '../../../shared/config/paths';
import { LoadFailed } from '../../../shared/ui/load-failed';
import { useLocale } from '../../../shared/i18n/use-locale';
import { useWorkflow } from '../api/get-workflow';
import { useLiveWorkflows } from '../hooks/use-live-workflows';
import { useWorkflowActions } from '../hooks/use-workflow-actions';
import { ComputeDetailHeader } from './compute-detail-header';
import { ErrorTab } from './error-tab';
import { InputTab } from './input-tab';
import { LogTab } from './log-tab';
import { OutputTab } from './output-tab';
import { ParamsTab } from './params-tab';
import '../../../shared/ui/job-pages.css';
import '../workflows.css';

type Tab = 'input' | 'params' | 'output' | 'log' | 'error';

/** Each tab is its own route (spec 000 §2: input by default, then params, output, log, error). */
const TAB_ROUTES: Record<Tab, RouteName> = {
  input: 'myjob-compute-detail-input',
  params: 'myjob-compute-detail-params',
  output: 'myjob-compute-detail-output',
  log: 'myjob-compute-detail-log',
  error: 'myjob-compute-detail-error',
};
const TABS = Object.keys(TAB_ROUTES) as Tab[];

/** Compute job detail: the header with status, actions and re-run, then the tab of the route. */
function ComputeDetailPage({ tab }: { tab: Tab }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const id = useParams().id ?? '';
  const workflow = useWorkflow(locale, id);
  useLiveWorkflows();
  const listPath = pathTo(locale, 'myjob-compute-list');
  const actions = useWorkflowActions(() => void navigate(listPath));

  let body: ReactNode;
  if (workflow.isPending) {
    body = <Skeleton active paragraph={{ rows: 8 }} />;
  } else if (workflow.isError) {
    body = (
      <LoadFailed
        title={t('compute.detail.loadFailed')}
        error={workflow.error}
        retryText={t('compute.list.retry')}
        onRetry={() => void workflow.refetch()}
      />
    );
  } else {
    const job = workflow.data;
    body = (
      <>
        <ComputeDetailHeader job={job} onAction={actions.act} pending={actions.pending} />
        <Tabs
          className="compute-tabs"
          activeKey={tab}
          items={TABS.map((key) => ({
            key,
            label: (
              <Link to={pathTo(locale, TAB_ROUTES[key], { id })} data-tab={key}>
                {t(`compute.detail.tabs.${key}`)}
              </Link>
            ),
          }))}
        />
        {tab === 'input' && <InputTab job={job} />}
        {tab === 'params' && <ParamsTab job={job} />}
        {tab === 'output' && <OutputTab job={job} />}
        {tab === 'log' && <LogTab job={job} />}
        {tab === 'error' && <ErrorTab job={job} />}
      </>
    );
  }

  return (
    <Card className="page-card job-page compute-detail-page" variant="borderless">
      <Breadcrumb
        className="compute-breadcrumb"
        items={[{ key: 'list', title: <Link to={listPath}>{t('compute.detail.backToList')}</Link> }]}
      />
      {body}
    </Card>
  );
}

export const ComputeInputPage = () => <ComputeDetailPage tab="input" />;
export const ComputeParamsPage = () => <ComputeDetailPage tab="params" />;
export const ComputeOutputPage = () => <ComputeDetailPage tab="output" />;
export const ComputeLogPage = () => <ComputeDetailPage tab="log" />;
export const ComputeErrorPage = () => <ComputeDetailPage tab="error" />;
