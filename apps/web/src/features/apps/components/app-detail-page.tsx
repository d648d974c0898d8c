import { ArrowLeftOutlined, ExperimentOutlined } from '@ant-design/icons';
import { Alert, App, Button, Card, Result, Skeleton, Space, Steps, Typography } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useLocation, useNavigate, useParams } from 'react-router';
import { exampleJobName, type AppDetailResponse } from '@biocloud/contracts';
import { pathTo } from '../../../shared/config/paths';
import { computeJobPath } from '../../../shared/jobs/compute-job-path';
import { ApiError } from '../../../shared/api-client';
import { APP_CATALOGUES, type AppCatalogueKey } from '../../../shared/app-routes';
import { errorText, isReportedByApp } from '../../../shared/api/error-text';
import { useLocale } from '../../../shared/i18n/use-locale';
import { ChosenProjectProvider, useChosenProjectId } from '../../../shared/tool-form/chosen-project';
import { GeneratedForm } from '../../../shared/tool-form/generated-form';
import { LinkButton } from '../../../shared/ui/link-button';
import { useApp } from '../api/get-app';
import { useRunAppExample, useSubmitApp } from '../api/submit-app';
import { useAppInitialValues } from '../hooks/use-app-initial-values';
import { AppImage } from '../../../shared/ui/app-image';
import { AppPrice } from './app-price';
import '../../../shared/ui/detail-page.css';
import '../apps.css';

/** Where a started compute job opens: its live step graph. */
const useOpenJob = () => {
  const locale = useLocale();
  const navigate = useNavigate();
  return (workflowId: string) => void navigate(computeJobPath(locale, workflowId, 'RECEIVED'));
};

/** "Try with example data": one click runs the app on the demo data the catalog ships with it. */
function ExampleButton({ app }: { app: AppDetailResponse }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const openJob = useOpenJob();
  const example = useRunAppExample();
  const projectBaseId = useChosenProjectId();
  const run = () =>
    example.mutate(
      { softwareId: app.softwareId, projectBaseId, jobName: exampleJobName(app.appId, new Date()) },
      {
        onSuccess: ({ workflowId }) => openJob(workflowId),
        onError: (error) => {
          if (!isReportedByApp(error)) void message.error(errorText(t, error));
        },
      },
    );
  return (
    <Button
      type="primary"
      icon={<ExperimentOutlined />}
      onClick={run}
      loading={example.isPending}
      disabled={!app.available}
      data-testid="run-example"
    >
      {t('apps.detail.example')}
    </Button>
  );
}

/** The generated form, once the values it opens with (a re-run's) are known; a submitted job opens on its page. */
function AppFormCard({ app }: { app: AppDetailResponse }) {
  const { t } = useTranslation();
  const openJob = useOpenJob();
  const submit = useSubmitApp();
  const { values, notice } = useAppInitialValues(app);
  return (
    <Card title={t('apps.detail.formTitle')} className="app-form-card">
      {notice && (
        <Alert type={notice.type} showIcon title={notice.text} className="detail-notice" data-testid="prefill-notice" />
      )}
      {values ? (
        <GeneratedForm
          form={app.form}
          initial={values}
          disabled={!app.available}
          submitting={submit.isPending}
          footer={<AppPrice app={app} />}
          onSubmit={async (body) => {
            const { workflowId } = await submit.mutateAsync({ softwareId: app.softwareId, body });
            openJob(workflowId);
          }}
        />
      ) : (
        <Skeleton active paragraph={{ rows: 6 }} />
      )}
    </Card>
  );
}

function AppDetail({ app, catalogue }: { app: AppDetailResponse; catalogue: AppCatalogueKey }) {
  const { t } = useTranslation();
  const locale = useLocale();
  // A re-run is another form: it opens afresh with its own values.
  const { search } = useLocation();
  const exampleFiles = Object.values(app.example.inputs).flat().join(', ');
  return (
    <div className="detail-page" data-testid="app-detail" data-software-id={app.softwareId}>
      <Card variant="borderless" className="app-detail-head">
        <LinkButton
          to={pathTo(locale, APP_CATALOGUES[catalogue].list)}
          type="link"
          icon={<ArrowLeftOutlined />}
          className="detail-back"
        >
          {t(`apps.catalogues.${catalogue}.back`)}
        </LinkButton>
        <div className="app-detail-title-row">
          <AppImage appId={app.appId} softImg={app.softImg} name={app.softName} />
          <div className="app-detail-title-text">
            <Typography.Title level={3} className="detail-title">
              {app.softName}
            </Typography.Title>
            <Typography.Paragraph type="secondary" className="app-detail-summary">
              {app.softDesc}
            </Typography.Paragraph>
            <Space wrap>
              <ExampleButton app={app} />
              <Typography.Text type="secondary">
                {t('apps.detail.exampleHint', { files: exampleFiles })}
              </Typography.Text>
            </Space>
          </div>
        </div>
        {!app.available && (
          <Alert
            type="warning"
            showIcon
            className="detail-notice"
            data-testid="unavailable-reason"
            title={t('apps.detail.unavailable', { tools: app.unavailableTools.join(', ') })}
          />
        )}
      </Card>
      <div className="detail-body">
        <AppFormCard key={`${app.softwareId}${search}`} app={app} />
        <Card title={t('apps.detail.help')} className="app-help-card">
          <Typography.Paragraph className="detail-help">{app.help}</Typography.Paragraph>
          <Typography.Title level={5}>{t('apps.detail.pipeline')}</Typography.Title>
          <Steps
            orientation="vertical"
            size="small"
            current={-1}
            data-testid="app-steps"
            items={app.steps.map((step) => ({
              key: step.id,
              title: step.label[locale],
              content: t('apps.detail.stepTool', { tool: step.toolId }),
            }))}
          />
        </Card>
      </div>
    </div>
  );
}

/** An app's page (spec 000 §2: software/<catalogue>/detail/:id): the app, its generated form, its example run. */
function AppDetailPage({ catalogue }: { catalogue: AppCatalogueKey }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { id = '' } = useParams();
  const app = useApp(locale, id);

  if (app.isPending) return <Skeleton active paragraph={{ rows: 10 }} className="app-detail-skeleton" />;
  // The same path answers tools too: an id that is not an app's is no app here.
  const notAnApp = app.isSuccess && app.data.kind !== 'app';
  if (app.isError || notAnApp) {
    const missing = notAnApp || (app.error instanceof ApiError && app.error.status === 404);
    // Not the 404 illustration: that one says the address itself is unknown, and this route exists.
    return (
      <Card className="page-card" variant="borderless">
        <Result
          status={missing ? 'info' : 'warning'}
          title={t(missing ? 'apps.detail.notFound' : 'apps.detail.loadFailed')}
          subTitle={missing ? undefined : errorText(t, app.error)}
          extra={
            <LinkButton to={pathTo(locale, APP_CATALOGUES[catalogue].list)} type="primary">
              {t(`apps.catalogues.${catalogue}.back`)}
            </LinkButton>
          }
        />
      </Card>
    );
  }
  return (
    app.data.kind === 'app' && (
      <ChosenProjectProvider>
        <AppDetail app={app.data} catalogue={catalogue} />
      </ChosenProjectProvider>
    )
  );
}

export const AgricultureDetailPage = () => <AppDetailPage catalogue="agriculture" />;
export const MedicalDetailPage = () => <AppDetailPage catalogue="medical" />;
export const MedicalNewDetailPage = () => <AppDetailPage catalogue="medicalNew" />;
