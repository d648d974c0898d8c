import { App, Form, Input, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { SAMPLE_TYPES, validateDescription, validateTitle, type Sample, type SampleType } from '@biocloud/contracts';
import { errorText } from '../../../shared/api/error-text';
import { contractsRule } from '../../../shared/ui/contracts-rule';
import { useCreateSample, useEditSample } from '../api/sample-mutations';
import { fieldErrors } from '../lib/field-errors';

const FORM = 'sample-form';

interface FormValues {
  title: string;
  description: string;
  sampleType: SampleType;
}

interface SampleFormDialogProps {
  /** The sample to edit, or none to create one. */
  sample?: Sample;
  onClose: () => void;
  onCreated?: (sample: Sample) => void;
}

/** Create and edit (spec 001 §5): a title under 50 characters, a description under 500, the kind of sample. */
export function SampleFormDialog({ sample, onClose, onCreated }: SampleFormDialogProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<FormValues>();
  const create = useCreateSample();
  const edit = useEditSample();

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
    create.mutate(fields, {
      onSuccess: (created) => {
        void message.success(t('samples.form.created'));
        onClose();
        onCreated?.(created);
      },
      onError: showError,
    });
  };

  return (
    <Modal
      open
      title={t(sample ? 'samples.form.editTitle' : 'samples.form.createTitle')}
      okText={t(sample ? 'samples.form.save' : 'samples.form.create')}
      cancelText={t('common.cancel')}
      okButtonProps={{ htmlType: 'submit', form: FORM, loading: create.isPending || edit.isPending }}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form
        name={FORM}
        form={form}
        layout="vertical"
        initialValues={{
          title: sample?.title ?? '',
          description: sample?.description ?? '',
          sampleType: sample?.sampleType ?? 'tissue',
        }}
        onFinish={onFinish}
      >
        <Form.Item name="title" label={t('samples.fields.title')} rules={[contractsRule(t, validateTitle)]}>
          <Input autoComplete="off" data-testid="sample-title" />
        </Form.Item>
        <Form.Item name="sampleType" label={t('samples.fields.sampleType')}>
          <Select
            data-testid="sample-type"
            options={SAMPLE_TYPES.map((type) => ({ value: type, label: t(`samples.sampleType.${type}`) }))}
          />
        </Form.Item>
        <Form.Item
          name="description"
          label={t('samples.fields.description')}
          rules={[contractsRule(t, validateDescription)]}
        >
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} data-testid="sample-description" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
