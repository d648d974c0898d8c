import { CheckOutlined } from '@ant-design/icons';
import { App, Button, Result, Segmented, Skeleton, Space, Typography } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useNavigate } from 'react-router';
import type { ProgressType } from '@biocloud/contracts';
import { pathTo, type RouteName } from '../../../shared/config/paths';
import { errorText } from '../../../shared/api/error-text';
import { useLocale } from '../../../shared/i18n/use-locale';
import { useProgress } from '../api/get-progress';
import { useMarkProgressRead } from '../api/mark-progress-read';
import { useProjectContext } from '../hooks/use-project-context';
import { AnalyseCards } from './analyse-cards';
import { EmailButton } from './email-button';
import { EvaluationButtons } from './evaluation-buttons';
import { StageRecorder } from './stage-recorder';
import { StageTimeline } from './stage-timeline';
import { UrgeButton } from './urge-button';

const VIEW_ROUTES: Readonly<Record<ProgressType, RouteName>> = {
  analyse: 'project-detail-progress-analyse',
  service: 'project-detail-progress-service',
};
const VIEWS: readonly ProgressType[] = ['analyse', 'service'];

/**
 * Progress (the detail's default): the analysis and the service views as stage timelines with read marks, urge and
 * e-mail for the customer, the next stage for staff; the analysis view also offers the tools that fit the data.
 */
function ProgressPage({ type }: { type: ProgressType }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const { project, routeParams } = useProjectContext();
  const id = project.projectBaseId;
  const progress = useProgress(id, type);
  const read = useMarkProgressRead();
  const isStaff = project.role === 'staff';

  let timeline;
  if (progress.isError && !progress.data) {
    timeline = (
      <Result status="warning" title={t('project.progress.loadFailed')} subTitle={errorText(t, progress.error)} />
    );
  } else if (!progress.data) {
    timeline = <Skeleton active paragraph={{ rows: 5 }} />;
  } else {
    timeline = (
      <>
        {isStaff && <StageRecorder projectBaseId={id} progress={progress.data} />}
        <StageTimeline progress={progress.data} />
      </>
    );
  }

  const unread = progress.data?.unread ?? 0;
  return (
    <div className="progress-page" data-testid="progress-page">
      <div className="project-section-toolbar">
        <Segmented
          value={type}
          onChange={(view) => void navigate(pathTo(locale, VIEW_ROUTES[view], routeParams))}
          options={VIEWS.map((view) => ({ value: view, label: t(`project.progress.views.${view}`) }))}
          data-testid="progress-views"
        />
        <div className="project-toolbar-spacer" />
        <Space wrap>
          {unread > 0 && !isStaff && (
            <Button
              icon={<CheckOutlined />}
              loading={read.isPending}
              onClick={() =>
                read.mutate(
                  { projectBaseId: id, type },
                  { onError: (error) => void message.error(errorText(t, error)) },
                )
              }
              data-testid="mark-read"
            >
              {t('project.progress.markRead', { count: unread })}
            </Button>
          )}
          {!isStaff && <UrgeButton projectBaseId={id} type={type} />}
          {!isStaff && <EmailButton projectBaseId={id} />}
          <EvaluationButtons projectBaseId={id} />
        </Space>
      </div>
      {timeline}
      {type === 'analyse' && (
        <>
          <Typography.Title level={5} className="project-subtitle">
            {t('project.analyse.title')}
          </Typography.Title>
          <AnalyseCards projectBaseId={id} />
        </>
      )}
    </div>
  );
}

export function ProgressAnalysePage() {
  return <ProgressPage type="analyse" />;
}

export function ProgressServicePage() {
  return <ProgressPage type="service" />;
}

/** The analyse page: the cards alone. */
export function AnalysePage() {
  const { project } = useProjectContext();
  return <AnalyseCards projectBaseId={project.projectBaseId} />;
}
