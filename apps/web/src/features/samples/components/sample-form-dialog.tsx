import { App, Form, Input, Select } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { SAMPLE_TYPES, validateTitle, type Sample, type SampleType } from '@biocloud/contracts';
import { errorText } from '../../../shared/api/error-text';
import { contractsRule } from '../../../shared/ui/contracts-rule';
import { DescriptionFormItem } from '../../../shared/ui/description-form-item';
import { FormDialog } from '../../../shared/ui/form-dialog';
import { useCreateSample, useEditSample } from '../api/sample-mutations';
import { useSampleTemplates } from '../import/sample-templates';
import { fieldErrors } from '../lib/field-errors';

const FORM = 'sample-form';

interface FormValues {
  title: string;
  description: string;
  sampleType: SampleType;
  templateId?: string;
}

interface SampleFormDialogProps {
  /** The sample to edit, or none to create one. */
  sample?: Sample;
  onClose: () => void;
  onCreated?: (sample: Sample) => void;
}

/**
 * Create and edit (spec 001 §5): a title under 50 characters, a description under 500, the kind of sample. A new
 * sample may start from one of the customer's templates: its sheet then has the template's rows, and the template's
 * kind of sample is proposed.
 */
export function SampleFormDialog({ sample, onClose, onCreated }: SampleFormDialogProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<FormValues>();
  const create = useCreateSample();
  const edit = useEditSample();
  const templates = useSampleTemplates({ enabled: !sample });

  const showError = (error: unknown) => {
    const fields = fieldErrors<FormValues>(t, error);
    if (fields.length > 0) form.setFields(fields);
    else form.setFields([{ name: 'title', errors: [errorText(t, error)] }]);
  };

  const onFinish = (values: FormValues) => {
    const fields = {
      title: values.title.trim(),
      description: values.description?.trim() ?? '',
      sampleType: values.sampleType,
    };
    if (sample) {
      edit.mutate(
        { sampleId: sample.sampleId, ...fields },
        {
          onSuccess: () => {
            void message.success(t('samples.form.edited'));
            onClose();
          },
          onError: showError,
        },
      );
      return;
    }
    create.mutate(
      { ...fields, ...(values.templateId ? { templateId: values.templateId } : {}) },
      {
        onSuccess: (created) => {
          void message.success(t('samples.form.created'));
          onClose();
          onCreated?.(created);
        },
        onError: showError,
      },
    );
  };

  return (
    <FormDialog<FormValues>
      name={FORM}
      form={form}
      title={t(sample ? 'samples.form.editTitle' : 'samples.form.createTitle')}
      okText={t(sample ? 'samples.form.save' : 'samples.form.create')}
      pending={create.isPending || edit.isPending}
      initialValues={{
        title: sample?.title ?? '',
        description: sample?.description ?? '',
        sampleType: sample?.sampleType ?? 'tissue',
      }}
      onFinish={onFinish}
      onClose={onClose}
    >
      <Form.Item name="title" label={t('samples.fields.title')} rules={[contractsRule(t, validateTitle)]}>
        <Input autoComplete="off" data-testid="sample-title" />
      </Form.Item>
      {!sample && (templates.data?.length ?? 0) > 0 && (
        <Form.Item name="templateId" label={t('samples.templates.apply')} extra={t('samples.templates.applyHint')}>
          <Select
            allowClear
            placeholder={t('samples.templates.none')}
            data-testid="sample-template"
            options={templates.data?.map((template) => ({
              value: template.templateId,
              label: t('samples.templates.option', {
                name: template.sampleTempleName,
                count: template.rowCount,
              }),
            }))}
            onChange={(templateId?: string) => {
              const chosen = templates.data?.find((template) => template.templateId === templateId);
              if (chosen) form.setFieldValue('sampleType', chosen.sampleType);
            }}
          />
        </Form.Item>
      )}
      <Form.Item name="sampleType" label={t('samples.fields.sampleType')}>
        <Select
          data-testid="sample-type"
          options={SAMPLE_TYPES.map((type) => ({ value: type, label: t(`samples.sampleType.${type}`) }))}
        />
      </Form.Item>
      <DescriptionFormItem
        label={t('samples.fields.description')}
        autoSize={{ minRows: 2, maxRows: 6 }}
        data-testid="sample-description"
      />
    </FormDialog>
  );
}
