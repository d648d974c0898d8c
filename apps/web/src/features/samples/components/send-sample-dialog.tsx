import { App, Form, Input, Modal, Select } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { COURIER_NUMBER_PATTERN, LOGISTICS_COMPANIES, type LogisticsCompany, type Sample } from '@biocloud/contracts';
import { errorText } from '../../../shared/api/error-text';
import { pathTo } from '../../../shared/config/paths';
import { useLocale } from '../../../shared/i18n/use-locale';
import { useSendSample } from '../api/sample-mutations';
import { fieldErrors } from '../lib/field-errors';

const FORM = 'send-sample-form';

interface FormValues {
  courierNumber: string;
  logisticsCompany: LogisticsCompany;
}

/** Sample send (spec 001 §3, §7): the courier number and the logistics company; the sample moves to sent. */
export function SendSampleDialog({ sample, onClose }: { sample: Sample; onClose: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { message } = App.useApp();
  const [form] = Form.useForm<FormValues>();
  const send = useSendSample();

  const onFinish = (values: FormValues) =>
    send.mutate(
      {
        sampleId: sample.sampleId,
        courierNumber: values.courierNumber.trim(),
        logisticsCompany: values.logisticsCompany,
      },
      {
        onSuccess: () => {
          void message.success(t('samples.send.done'));
          onClose();
        },
        onError: (error) => {
          const fields = fieldErrors<FormValues>(t, error);
          form.setFields(fields.length > 0 ? fields : [{ name: 'courierNumber', errors: [errorText(t, error)] }]);
        },
      },
    );

  return (
    <Modal
      open
      title={t('samples.send.title', { title: sample.title })}
      okText={t('samples.send.ok')}
      cancelText={t('common.cancel')}
      okButtonProps={{ htmlType: 'submit', form: FORM, loading: send.isPending }}
      onCancel={onClose}
      destroyOnHidden
    >
      <Link
        to={pathTo(locale, 'mysample-sendInstructions', { userId: sample.userUuid })}
        data-testid="send-instructions-link"
      >
        {t('samples.instructions.open')}
      </Link>
      <Form name={FORM} form={form} layout="vertical" onFinish={onFinish}>
        <Form.Item
          name="logisticsCompany"
          label={t('samples.fields.logisticsCompany')}
          rules={[{ required: true, message: t('samples.send.companyRequired') }]}
        >
          <Select
            data-testid="send-company"
            options={LOGISTICS_COMPANIES.map((c) => ({ value: c, label: t(`samples.logistics.${c}`) }))}
          />
        </Form.Item>
        <Form.Item
          name="courierNumber"
          label={t('samples.fields.courierNumber')}
          extra={t('samples.send.numberHint')}
          rules={[
            { required: true, whitespace: true, message: t('errors.SAMPLE_COURIER_NUMBER_INVALID') },
            { pattern: COURIER_NUMBER_PATTERN, message: t('errors.SAMPLE_COURIER_NUMBER_INVALID') },
          ]}
        >
          <Input autoComplete="off" data-testid="send-number" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
