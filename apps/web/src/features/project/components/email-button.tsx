import { useState } from 'react';
import { MailOutlined } from '@ant-design/icons';
import { App, Button, Form, Input, Modal } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { validateRequiredInput } from '@biocloud/contracts';
import { contractsRule } from '../../../shared/ui/contracts-rule';
import { useSendProjectEmail } from '../api/send-project-email';
import { refusalText } from '../lib/refusal-text';

const FORM = 'project-email';

/** A note to the project's contact (staff read it among their messages; the server limits how many per day). */
export function EmailButton({ projectBaseId }: { projectBaseId: string }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<{ subject: string; content: string }>();
  const mutation = useSendProjectEmail();

  const onFinish = ({ subject, content }: { subject?: string; content: string }) =>
    mutation.mutate(
      { projectBaseId, subject: subject?.trim() ?? '', content: content.trim() },
      {
        onSuccess: () => {
          void message.success(t('project.email.done'));
          setOpen(false);
          form.resetFields();
        },
        onError: (error) => form.setFields([{ name: 'content', errors: [refusalText(t, error)] }]),
      },
    );

  return (
    <>
      <Button icon={<MailOutlined />} onClick={() => setOpen(true)} data-testid="send-email">
        {t('project.email.button')}
      </Button>
      <Modal
        open={open}
        title={t('project.email.title')}
        okText={t('project.email.ok')}
        cancelText={t('common.cancel')}
        okButtonProps={{ htmlType: 'submit', form: FORM, loading: mutation.isPending }}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Form name={FORM} form={form} layout="vertical" onFinish={onFinish}>
          <Form.Item name="subject" label={t('project.email.subject')}>
            <Input maxLength={200} />
          </Form.Item>
          <Form.Item
            name="content"
            label={t('project.email.content')}
            rules={[contractsRule(t, validateRequiredInput, 'errors.PROJECT_EMAIL_EMPTY')]}
          >
            <Input.TextArea rows={5} maxLength={5000} showCount />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
