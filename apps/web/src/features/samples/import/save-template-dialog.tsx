import { App, Form, Input } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { validateTitle, type SampleType } from '@biocloud/contracts';
import { errorText } from '../../../shared/api/error-text';
import { contractsRule } from '../../../shared/ui/contracts-rule';
import { FormDialog } from '../../../shared/ui/form-dialog';
import { useSaveSampleTemplate } from './sample-templates';

const FORM = 'save-template';

interface SaveTemplateDialogProps {
  sample: { sampleId: string; title: string; sampleType: SampleType };
  onClose: () => void;
}

/** Keeps the sheet's rows as one of the customer's templates, to start a new sample's sheet with. */
export function SaveTemplateDialog({ sample, onClose }: SaveTemplateDialogProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ name: string }>();
  const save = useSaveSampleTemplate();
  const onFinish = ({ name }: { name: string }) =>
    save.mutate(
      { sampleTempleName: name.trim(), sampleType: sample.sampleType, sampleId: sample.sampleId },
      {
        onSuccess: (template) => {
          void message.success(t('samples.templates.saved', { name: template.sampleTempleName }));
          onClose();
        },
        onError: (error) => form.setFields([{ name: 'name', errors: [errorText(t, error)] }]),
      },
    );
  return (
    <FormDialog<{ name: string }>
      name={FORM}
      form={form}
      title={t('samples.templates.saveTitle')}
      okText={t('samples.templates.save')}
      pending={save.isPending}
      initialValues={{ name: sample.title }}
      onFinish={onFinish}
      onClose={onClose}
    >
      <Form.Item
        name="name"
        label={t('samples.templates.name')}
        extra={t('samples.templates.saveHint')}
        rules={[contractsRule(t, validateTitle)]}
      >
        <Input autoComplete="off" data-testid="template-name" />
      </Form.Item>
    </FormDialog>
  );
}
