import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { App, Button, Empty, Form, Input } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { ATTRIBUTE_VALUE_MAX_LENGTH, ATTRIBUTES_MAX_COUNT, type CustomAttribute } from '@biocloud/contracts';
import { useSaveAttributes } from '../api/save-attributes';
import { useErrorMessage } from '../hooks/use-error-message';
import { attributeNameError, attributesToSave } from '../lib/attribute-rows';

interface CustomAttributesFormProps {
  fileUuid: string;
  initial: readonly CustomAttribute[];
}

type Row = Partial<CustomAttribute> | undefined;
type Values = { custom: Row[] };

/** Key-value attributes of a file, saved as a whole after the custom-name and duplicate checks (spec 000 §5). */
export function CustomAttributesForm({ fileUuid, initial }: CustomAttributesFormProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const mutation = useSaveAttributes();
  const showError = useErrorMessage((reason) => t('files.attributes.saveFailed', { reason }));

  const onFinish = ({ custom }: Values) =>
    mutation.mutate(
      { fileUuid, custom: attributesToSave(custom.map((row) => row ?? {})) },
      {
        onSuccess: () => void message.success(t('files.attributes.saved')),
        onError: showError,
      },
    );

  return (
    <Form<Values>
      name="custom-attributes"
      form={form}
      initialValues={{ custom: initial.map((a) => ({ ...a })) }}
      onFinish={onFinish}
      className="custom-attributes"
    >
      <Form.List name="custom">
        {(fields, { add, remove }) => (
          <>
            {fields.length === 0 && (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('files.attributes.noCustom')} />
            )}
            {fields.map((field) => (
              <div className="attribute-row" key={field.key}>
                <Form.Item
                  name={[field.name, 'key']}
                  className="attribute-key"
                  dependencies={fields.map((f) => ['custom', f.name, 'key'])}
                  rules={[
                    ({ getFieldValue }) => ({
                      validator: async (_rule, value: string | undefined) => {
                        const rows = (getFieldValue('custom') as Row[] | undefined) ?? [];
                        const own = rows[field.name];
                        // A row left entirely empty is dropped on save.
                        if (!own?.key?.trim() && !own?.value?.trim()) return;
                        const code = attributeNameError(
                          value,
                          rows.filter((r) => r?.key?.trim() || r?.value?.trim()).map((r) => r?.key),
                        );
                        if (code) throw new Error(t(`errors.${code}`));
                      },
                    }),
                  ]}
                >
                  <Input placeholder={t('files.attributes.key')} aria-label={t('files.attributes.key')} />
                </Form.Item>
                <Form.Item
                  name={[field.name, 'value']}
                  className="attribute-value"
                  rules={[
                    {
                      max: ATTRIBUTE_VALUE_MAX_LENGTH,
                      message: t('files.attributes.valueTooLong', { max: ATTRIBUTE_VALUE_MAX_LENGTH }),
                    },
                  ]}
                >
                  <Input placeholder={t('files.attributes.value')} aria-label={t('files.attributes.value')} />
                </Form.Item>
                <Button
                  type="text"
                  icon={<DeleteOutlined />}
                  aria-label={t('files.attributes.remove')}
                  onClick={() => remove(field.name)}
                />
              </div>
            ))}
            <Button
              type="dashed"
              block
              icon={<PlusOutlined />}
              disabled={fields.length >= ATTRIBUTES_MAX_COUNT}
              onClick={() => add({ key: '', value: '' })}
            >
              {t('files.attributes.add')}
            </Button>
          </>
        )}
      </Form.List>
      <div className="drawer-actions">
        <Button type="primary" htmlType="submit" loading={mutation.isPending}>
          {t('files.attributes.save')}
        </Button>
      </div>
    </Form>
  );
}
