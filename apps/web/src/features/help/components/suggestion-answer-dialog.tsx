import { App, Form, Input, Modal, Typography } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { SUGGESTION_ANSWER_MAX, validateDescription, type StaffSuggestion } from '@biocloud/contracts';
import { errorText } from '../../../shared/api/error-text';
import { contractsRule } from '../../../shared/ui/contracts-rule';
import { useAnswerSuggestion } from '../api/staff-suggestions';

interface AnswerValues {
  answer: string;
}

/** Staff answer one suggestion; the server sends the answer to its sender as a message. */
export function SuggestionAnswerDialog({ suggestion, onClose }: { suggestion: StaffSuggestion; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<AnswerValues>();
  const mutation = useAnswerSuggestion();

  const onFinish = ({ answer }: AnswerValues) =>
    mutation.mutate(
      { id: suggestion.id, answer: answer.trim() },
      {
        onSuccess: () => {
          void message.success(t('help.staff.answerSent', { username: suggestion.username }));
          onClose();
        },
        onError: (error) => form.setFields([{ name: 'answer', errors: [errorText(t, error)] }]),
      },
    );

  return (
    <Modal
      open
      title={t('help.staff.answerTitle', { title: suggestion.title })}
      okText={t('help.staff.answerSubmit')}
      cancelText={t('common.cancel')}
      okButtonProps={{ loading: mutation.isPending, 'data-testid': 'suggestion-answer-submit' }}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Typography.Paragraph type="secondary" className="suggestion-text">
        {suggestion.description || t('help.staff.noDescription')}
      </Typography.Paragraph>
      <Form form={form} layout="vertical" name="suggestion-answer" onFinish={onFinish}>
        <Form.Item
          name="answer"
          label={t('help.staff.answer')}
          rules={[
            { required: true, whitespace: true, message: t('help.staff.answerRequired') },
            contractsRule(t, validateDescription),
          ]}
        >
          <Input.TextArea
            autoSize={{ minRows: 4, maxRows: 10 }}
            maxLength={SUGGESTION_ANSWER_MAX}
            showCount
            data-testid="suggestion-answer"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
