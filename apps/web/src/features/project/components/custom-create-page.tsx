import { useState } from 'react';
import { App, Button, Form, Input, Space, Typography } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useNavigate } from 'react-router';
import { ATTACHMENTS_MAX_COUNT, validateAttachment, validateDescription, validateTitle } from '@biocloud/contracts';
import { pathTo } from '../../../shared/config/paths';
import { contractsRule } from '../../../shared/ui/contracts-rule';
import { useLocale } from '../../../shared/i18n/use-locale';
import { useCreateCustom } from '../api/custom-requests';
import { useProjectContext } from '../hooks/use-project-context';
import { customDetailPath } from '../../../shared/custom-links';
import { refusalText } from '../lib/refusal-text';
import { FilePicker } from '../../../shared/ui/file-picker';

const FORM = 'create-custom';

/**
 * A custom analysis request (spec 000 §5): a title under 50 characters, a description under 500, at most 5
 * attachments of at most 50M each; each rule with its own message, and the server checks them again.
 */
export function CustomCreatePage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const { project, routeParams } = useProjectContext();
  const [form] = Form.useForm<{ title: string; description: string }>();
  const [attachments, setAttachments] = useState<File[]>([]);
  const mutation = useCreateCustom();

  const onFinish = ({ title, description }: { title: string; description?: string }) =>
    mutation.mutate(
      {
        projectBaseId: project.projectBaseId,
        title: title.trim(),
        description: description?.trim() ?? '',
        attachments,
      },
      {
        onSuccess: ({ customId }) => {
          void message.success(t('project.custom.created'));
          void navigate(
            customDetailPath(locale, {
              projectBaseId: project.projectBaseId,
              projectName: project.projectName,
              customId,
            }),
          );
        },
        onError: (error) => form.setFields([{ name: 'title', errors: [refusalText(t, error)] }]),
      },
    );

  return (
    <div className="custom-create">
      <Typography.Title level={5}>{t('project.custom.createTitle')}</Typography.Title>
      <Form name={FORM} form={form} layout="vertical" className="custom-form" onFinish={onFinish}>
        <Form.Item name="title" label={t('project.custom.titleLabel')} rules={[contractsRule(t, validateTitle)]}>
          <Input showCount autoComplete="off" data-testid="custom-title" />
        </Form.Item>
        <Form.Item
          name="description"
          label={t('project.custom.descriptionLabel')}
          rules={[contractsRule(t, validateDescription)]}
        >
          <Input.TextArea rows={6} showCount data-testid="custom-description" />
        </Form.Item>
        <Form.Item label={t('project.custom.attachments')} extra={t('project.custom.attachmentsHint')}>
          <FilePicker
            refusedKey="project.files.refused"
            files={attachments}
            onChange={setAttachments}
            maxCount={ATTACHMENTS_MAX_COUNT}
            validate={validateAttachment}
            buttonText={t('project.custom.pick')}
            testId="custom-pick"
          />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" loading={mutation.isPending} data-testid="custom-submit">
            {t('project.custom.submit')}
          </Button>
          <Button onClick={() => void navigate(pathTo(locale, 'project-detail-progress-custom', routeParams))}>
            {t('common.cancel')}
          </Button>
        </Space>
      </Form>
    </div>
  );
}
