import { App, Form, Input, Modal, Select } from 'antd';
import { SUGGESTION_MAX_LENGTH } from '@biocloud/contracts';
import { useTranslation } from 'react-i18next';

const SUGGESTION_TYPES = ['feature', 'bug', 'experience', 'other'] as const;

interface SuggestionValues {
  type: (typeof SUGGESTION_TYPES)[number];
  content?: string;
}

/** The suggestion form of the footer widgets and the header's feedback entry. */
export function SuggestionModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<SuggestionValues>();

  const onFinish = () => {
    // No suggestion endpoint exists on the server yet; the form only confirms until one is added.
    void message.success(t('layout.suggestion.success'));
    form.resetFields();
    onClose();
  };

  return (
    <Modal
      open={open}
      forceRender
      title={t('layout.suggestion.title')}
      okText={t('layout.suggestion.submit')}
      cancelText={t('common.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Form form={form} layout="vertical" name="suggestion" onFinish={onFinish}>
        <Form.Item
          name="type"
          label={t('layout.suggestion.type')}
          validateTrigger="onChange"
          rules={[{ required: true, message: t('layout.suggestion.typeRequired') }]}
        >
          <Select
            placeholder={t('layout.suggestion.typePlaceholder')}
            options={SUGGESTION_TYPES.map((type) => ({ value: type, label: t(`layout.suggestion.types.${type}`) }))}
          />
        </Form.Item>
        <Form.Item
          name="content"
          label={t('layout.suggestion.content')}
          rules={[
            {
              max: SUGGESTION_MAX_LENGTH,
              message: t('layout.suggestion.contentTooLong', { max: SUGGESTION_MAX_LENGTH }),
            },
          ]}
        >
          <Input.TextArea
            rows={5}
            maxLength={SUGGESTION_MAX_LENGTH}
            showCount
            placeholder={t('layout.suggestion.contentPlaceholder')}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
