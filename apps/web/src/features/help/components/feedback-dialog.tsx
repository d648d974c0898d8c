import { useState } from 'react';
import { App, Form, Input, Modal, Select, Typography } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import {
  ATTACHMENTS_MAX_COUNT,
  SUGGESTION_TYPES,
  validateAttachment,
  validateDescription,
  validateSuggestionType,
  validateTitle,
  type SuggestionType,
} from '@biocloud/contracts';
import { errorText } from '../../../shared/api/error-text';
import { useCurrentUser } from '../../../shared/api/get-current-user';
import { contractsRule } from '../../../shared/ui/contracts-rule';
import { FilePicker } from '../../../shared/ui/file-picker';
import { useCreateSuggestion } from '../api/create-suggestion';

interface FeedbackValues {
  type: SuggestionType;
  title: string;
  description?: string;
}

/**
 * The suggestion (feedback) form, opened by the header and the footer widgets (spec 001 §5): a type (its error shows
 * as soon as it changes), a title under 50 characters, a description under 500, at most 5 attachments of 50M each.
 * Every rule comes from contracts and the server checks it again. Load it lazily: the shell stays small.
 */
export function FeedbackDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<FeedbackValues>();
  const [attachments, setAttachments] = useState<File[]>([]);
  const mutation = useCreateSuggestion();
  const user = useCurrentUser().data;
  // Staff answer a suggestion through the account's own contact.
  const contact = user?.email ?? user?.phone;

  const close = () => {
    form.resetFields();
    setAttachments([]);
    onClose();
  };

  const onFinish = ({ type, title, description }: FeedbackValues) =>
    mutation.mutate(
      { type, title: title.trim(), description: description?.trim() ?? '', attachments },
      {
        onSuccess: () => {
          void message.success(t('help.feedback.success'));
          close();
        },
        onError: (error) => form.setFields([{ name: 'title', errors: [errorText(t, error)] }]),
      },
    );

  return (
    <Modal
      open={open}
      forceRender
      title={t('help.feedback.title')}
      okText={t('help.feedback.submit')}
      cancelText={t('common.cancel')}
      okButtonProps={{ loading: mutation.isPending, 'data-testid': 'feedback-submit' }}
      onOk={() => form.submit()}
      onCancel={close}
    >
      <Form form={form} layout="vertical" name="feedback" onFinish={onFinish}>
        <Form.Item
          name="type"
          label={t('help.feedback.type')}
          validateTrigger="onChange"
          rules={[contractsRule(t, validateSuggestionType)]}
        >
          <Select
            data-testid="feedback-type"
            placeholder={t('help.feedback.typePlaceholder')}
            options={SUGGESTION_TYPES.map((type) => ({ value: type, label: t(`help.feedback.types.${type}`) }))}
          />
        </Form.Item>
        <Form.Item name="title" label={t('help.feedback.titleLabel')} rules={[contractsRule(t, validateTitle)]}>
          <Input showCount autoComplete="off" data-testid="feedback-title" />
        </Form.Item>
        <Form.Item
          name="description"
          label={t('help.feedback.description')}
          rules={[contractsRule(t, validateDescription)]}
        >
          <Input.TextArea
            rows={5}
            showCount
            placeholder={t('help.feedback.descriptionPlaceholder')}
            data-testid="feedback-description"
          />
        </Form.Item>
        {contact && (
          <Typography.Paragraph type="secondary">{t('help.feedback.replyTo', { contact })}</Typography.Paragraph>
        )}
        <Form.Item label={t('help.feedback.attachments')} extra={t('help.feedback.attachmentsHint')}>
          <FilePicker
            files={attachments}
            onChange={setAttachments}
            maxCount={ATTACHMENTS_MAX_COUNT}
            validate={validateAttachment}
            buttonText={t('help.feedback.pick')}
            refusedKey="help.feedback.refused"
            testId="feedback-pick"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
