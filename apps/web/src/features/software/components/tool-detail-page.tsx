import { ArrowLeftOutlined, CodeOutlined, ExperimentOutlined, FireFilled, ToolOutlined } from '@ant-design/icons';
import { Alert, App, Button, Card, Result, Skeleton, Space, Tag, Typography } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useLocation, useNavigate, useParams } from 'react-router';
import { exampleJobName, type SoftwareDetailResponse } from '@biocloud/contracts';
import { pathTo } from '../../../shared/config/paths';
import { ApiError } from '../../../shared/api-client';
import { errorText, isReportedByApp } from '../../../shared/api/error-text';
import { fileTypeLabel } from '../../../shared/format/file-type-label';
import { useLocale } from '../../../shared/i18n/use-locale';
import { ChosenProjectProvider, useChosenProjectId } from '../../../shared/tool-form/chosen-project';
import { LinkButton } from '../../../shared/ui/link-button';
import { useSoftware } from '../api/get-software';
import { useRunExample } from '../api/submit-task';
import { useInitialValues } from '../hooks/use-initial-values';
import { toolDetailPath } from '../../../shared/tool-route';
import { SharePopover } from './share-popover';
import { ToolForm } from './tool-form';
import '../../../shared/ui/detail-page.css';
import '../software.css';

/** "Try with example data": one click runs the tool on the example files the catalog ships with it. */
function ExampleButton({ tool }: { tool: SoftwareDetailResponse }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const example = useRunExample();
  const projectBaseId = useChosenProjectId();
  const run = () =>
    example.mutate(
      { softwareId: tool.softwareId, projectBaseId, jobName: exampleJobName(tool.toolId, new Date()) },
      {
        onSuccess: ({ jobId }) => void navigate(pathTo(locale, 'myjob-task-detail', { jobId })),
        onError: (error) => {
          if (!isReportedByApp(error)) void message.error(errorText(t, error));
        },
      },
    );
  return (
    <Button
      icon={<ExperimentOutlined />}
      onClick={run}
      loading={example.isPending}
      disabled={!tool.available}
      data-testid="run-example"
    >
      {t('software.detail.example')}
    </Button>
  );
}

/** The form, once the values it opens with (a re-run's, a handed-over file's) are known. */
function FormCard({ tool }: { tool: SoftwareDetailResponse }) {
  const { t } = useTranslation();
  const { values, notice } = useInitialValues(tool);
  return (
    <Card title={t('software.form.title')} className="tool-form-card">
      {notice && (
        <Alert type={notice.type} showIcon title={notice.text} className="detail-notice" data-testid="prefill-notice" />
      )}
      {values ? <ToolForm tool={tool} initial={values} /> : <Skeleton active paragraph={{ rows: 6 }} />}
    </Card>
  );
}

function ToolDetail({ tool }: { tool: SoftwareDetailResponse }) {
  const { t } = useTranslation();
  const locale = useLocale();
  // Another tool, re-run or handed-over file is another form: it opens afresh with its own values.
  const { search } = useLocation();
  const exampleFiles = Object.values(tool.example.inputs).flat().join(', ');
  return (
    <div className="detail-page" data-testid="tool-detail" data-software-id={tool.softwareId}>
      <Card variant="borderless" className="tool-detail-head">
        <LinkButton
          to={pathTo(locale, 'software-tools-list')}
          type="link"
          icon={<ArrowLeftOutlined />}
          className="detail-back"
        >
          {t('software.detail.back')}
        </LinkButton>
        <div className="tool-detail-title-row">
          <Typography.Title level={3} className="detail-title">
            {tool.softName} {tool.hot && <FireFilled className="tool-card-hot" aria-label={t('software.hot.title')} />}
          </Typography.Title>
          <Space wrap>
            <ExampleButton tool={tool} />
            <LinkButton
              to={pathTo(locale, 'software-tools-detail-developer', { id: tool.softwareId })}
              icon={<CodeOutlined />}
              data-testid="tool-developer-link"
            >
              {t('software.custom.developerLink')}
            </LinkButton>
            <LinkButton
              to={pathTo(locale, 'software-tools-detail-custom', { id: tool.softwareId })}
              icon={<ToolOutlined />}
              data-testid="tool-custom-link"
            >
              {t('software.custom.requestLink')}
            </LinkButton>
            <SharePopover path={toolDetailPath(locale, tool)} name={tool.softName} description={tool.softDesc} />
          </Space>
        </div>
        <Typography.Paragraph type="secondary" className="tool-detail-summary">
          {tool.softDesc}
        </Typography.Paragraph>
        <Typography.Text type="secondary" className="tool-example-hint">
          {t('software.detail.exampleHint', { files: exampleFiles })}
        </Typography.Text>
        {tool.unavailableReason && (
          <Alert
            type="warning"
            showIcon
            className="detail-notice"
            data-testid="unavailable-reason"
            title={t('software.detail.unavailableTitle')}
            description={tool.unavailableReason.message}
          />
        )}
      </Card>
      <div className="detail-body">
        <FormCard key={`${tool.softwareId}${search}`} tool={tool} />
        <Card title={t('software.detail.help')} className="tool-help-card">
          <Typography.Paragraph className="detail-help">{tool.help}</Typography.Paragraph>
          <Typography.Title level={5}>{t('software.detail.outputs')}</Typography.Title>
          <ul className="tool-outputs">
            {tool.outputs.map((output) => (
              <li key={output.name}>
                <Tag>{fileTypeLabel(t, output.type)}</Tag>
                {output.description[locale]}
              </li>
            ))}
          </ul>
        </Card>
      </div>
    </div>
  );
}

/** Small-tool detail (spec 000 §2): the tool, its generated form, the example run and the share widget. */
export function ToolDetailPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { id = '' } = useParams();
  const tool = useSoftware(locale, id);

  if (tool.isPending) return <Skeleton active paragraph={{ rows: 10 }} className="tool-detail-skeleton" />;
  // The same path answers apps too (they open on their own pages): an id without a tool form is no tool here.
  const notATool = tool.isSuccess && !('form' in tool.data);
  if (tool.isError || notATool) {
    const missing = notATool || (tool.error instanceof ApiError && tool.error.status === 404);
    return (
      <Card className="page-card" variant="borderless">
        <Result
          status={missing ? '404' : 'warning'}
          title={t(missing ? 'software.detail.notFoundTitle' : 'software.detail.loadErrorTitle')}
          subTitle={missing ? undefined : errorText(t, tool.error)}
          extra={
            <LinkButton to={pathTo(locale, 'software-tools-list')} type="primary">
              {t('software.detail.back')}
            </LinkButton>
          }
        />
      </Card>
    );
  }
  return (
    tool.data && (
      <ChosenProjectProvider>
        <ToolDetail tool={tool.data} />
      </ChosenProjectProvider>
    )
  );
}
