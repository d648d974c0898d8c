import { ArrowLeftOutlined, CodeOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Descriptions, Form, Input, Result, Select, Skeleton, Typography } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useNavigate, useParams } from 'react-router';
import {
  TITLE_LENGTH_LIMIT_EXCLUSIVE,
  validateDescription,
  validateRequiredInput,
  type SoftwareDetailResponse,
  type ToolDeveloper,
} from '@biocloud/contracts';
import { ApiError } from '../../../shared/api-client';
import { errorText } from '../../../shared/api/error-text';
import { pathTo } from '../../../shared/config/paths';
import { useLocale } from '../../../shared/i18n/use-locale';
import { toolDetailPath } from '../../../shared/tool-route';
import { contractsRule } from '../../../shared/ui/contracts-rule';
import { LinkButton } from '../../../shared/ui/link-button';
import { useToolProjects } from '../../../shared/tool-form/list-tool-projects';
import { customDetailPath } from '../../../shared/custom-links';
import { useSoftware } from '../api/get-software';
import { toolDeveloperQueryOptions } from '../api/get-tool-developer';
import { useRequestToolCustom } from '../api/request-tool-custom';
import '../../../shared/ui/detail-page.css';
import '../software.css';

interface CustomForm {
  change: string;
  dataType: string;
  dataSize: string;
  contact: string;
  projectBaseId?: string;
}

const FORM = 'tool-custom';
const required = (t: ReturnType<typeof useTranslation>['t']) => contractsRule(t, validateRequiredInput);

/** "bwa 0.7.17 · samtools 1.16": the programs' versions on this server (the minimum where one is not found). */
function versionsOf(developer: ToolDeveloper | undefined): string {
  return (developer?.requires ?? []).map((r) => `${r.binary} ${r.installed ?? `>= ${r.minVersion}`}`).join(' · ');
}

/** The request form: what to change, the data, a contact and optionally the project it belongs to. */
function RequestForm({ tool }: { tool: SoftwareDetailResponse }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const [form] = Form.useForm<CustomForm>();
  const projects = useToolProjects();
  const mutation = useRequestToolCustom(tool.softwareId);
  // The title names the tool, cut to the title limit (a long tool name still leaves a valid title).
  const title = t('software.custom.requestTitle', { name: tool.softName }).slice(0, TITLE_LENGTH_LIMIT_EXCLUSIVE - 1);
  const projectName = t('software.custom.projectName', { name: tool.softName });

  const onFinish = (values: CustomForm) => {
    const description = [
      `${t('software.custom.change')}: ${values.change.trim()}`,
      `${t('software.custom.dataType')}: ${values.dataType.trim()}`,
      `${t('software.custom.dataSize')}: ${values.dataSize.trim()}`,
      `${t('software.custom.contact')}: ${values.contact.trim()}`,
    ].join('\n');
    const check = validateDescription(description);
    if (!check.ok) {
      form.setFields([{ name: 'change', errors: [t('software.custom.tooLong')] }]);
      return;
    }
    const chosen = projects.data?.projectList.find((p) => p.projectBaseId === values.projectBaseId);
    mutation.mutate(
      chosen ? { projectBaseId: chosen.projectBaseId, title, description } : { projectName, title, description },
      {
        onSuccess: ({ projectBaseId, customId }) =>
          void navigate(
            customDetailPath(locale, { projectBaseId, projectName: chosen?.projectName ?? projectName, customId }),
          ),
        onError: (error) => form.setFields([{ name: 'change', errors: [errorText(t, error)] }]),
      },
    );
  };

  return (
    <Card title={t('software.custom.formTitle')}>
      <Typography.Paragraph type="secondary">{t('software.custom.formHint')}</Typography.Paragraph>
      <Form name={FORM} form={form} layout="vertical" onFinish={onFinish} className="tool-custom-form">
        <Form.Item name="change" label={t('software.custom.change')} rules={[required(t)]}>
          <Input.TextArea rows={5} placeholder={t('software.custom.changePlaceholder')} data-testid="custom-change" />
        </Form.Item>
        <Form.Item name="dataType" label={t('software.custom.dataType')} rules={[required(t)]}>
          <Input placeholder={t('software.custom.dataTypePlaceholder')} data-testid="custom-data-type" />
        </Form.Item>
        <Form.Item name="dataSize" label={t('software.custom.dataSize')} rules={[required(t)]}>
          <Input placeholder={t('software.custom.dataSizePlaceholder')} data-testid="custom-data-size" />
        </Form.Item>
        <Form.Item name="contact" label={t('software.custom.contact')} rules={[required(t)]}>
          <Input placeholder={t('software.custom.contactPlaceholder')} data-testid="custom-contact" />
        </Form.Item>
        <Form.Item
          name="projectBaseId"
          label={t('software.custom.project')}
          extra={t('software.custom.projectHint', { name: projectName })}
        >
          <Select
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            loading={projects.isPending}
            placeholder={t('software.custom.projectNone')}
            options={(projects.data?.projectList ?? []).map((p) => ({ value: p.projectBaseId, label: p.projectName }))}
            data-testid="custom-project"
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={mutation.isPending} data-testid="custom-request-submit">
          {t('software.custom.submit')}
        </Button>
      </Form>
    </Card>
  );
}

/**
 * software/tools/detail/custom/:id (issue 27 item 4): a request to the service team for a customized version of a
 * tool. The page shows the tool (name, program versions, what it does, its technical page) and a form that files a
 * custom request of a project (the caller's chosen one, else their own project named for the tool), followed and
 * answered on the project's custom requests like every other one.
 */
export function ToolCustomPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { id = '' } = useParams();
  const tool = useSoftware(locale, id);
  const developer = useQuery({ ...toolDeveloperQueryOptions(id), enabled: tool.isSuccess });

  if (tool.isPending) return <Skeleton active paragraph={{ rows: 10 }} />;
  const notATool = tool.isSuccess && !('form' in tool.data);
  if (tool.isError || notATool) {
    const missing = notATool || (tool.error instanceof ApiError && tool.error.status === 404);
    return (
      <Card className="page-card" variant="borderless">
        <Result
          status={missing ? '404' : 'warning'}
          title={t(missing ? 'software.detail.notFoundTitle' : 'software.detail.loadErrorTitle')}
          subTitle={missing ? t('software.custom.notFoundHint') : errorText(t, tool.error)}
          extra={
            <LinkButton type="primary" to={pathTo(locale, 'software-tools-list')}>
              {t('software.detail.back')}
            </LinkButton>
          }
        />
      </Card>
    );
  }
  const info = tool.data;
  return (
    <div className="detail-page tool-custom" data-testid="tool-custom">
      <Card variant="borderless" className="tool-detail-head">
        <LinkButton to={toolDetailPath(locale, info)} type="link" icon={<ArrowLeftOutlined />} className="detail-back">
          {t('software.developer.backToTool')}
        </LinkButton>
        <Typography.Title level={3} className="detail-title">
          {t('software.custom.title', { name: info.softName })}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{t('software.custom.intro')}</Typography.Paragraph>
        <Descriptions
          size="small"
          column={1}
          items={[
            {
              key: 'name',
              label: t('software.custom.tool'),
              children: <span data-testid="custom-tool-name">{info.softName}</span>,
            },
            {
              key: 'version',
              label: t('software.custom.versions'),
              children: developer.data ? versionsOf(developer.data) : <Skeleton.Input active size="small" />,
            },
            { key: 'what', label: t('software.custom.what'), children: info.softDesc },
          ]}
        />
        <LinkButton
          to={pathTo(locale, 'software-tools-detail-developer', { id: info.softwareId })}
          icon={<CodeOutlined />}
          data-testid="custom-developer-link"
        >
          {t('software.custom.developerLink')}
        </LinkButton>
      </Card>
      <RequestForm tool={info} />
    </div>
  );
}
