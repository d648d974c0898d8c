import { App, Button, Card, Form, Input, InputNumber, Radio, Space } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link, useNavigate, useParams } from 'react-router';
import { BOOKING_KINDS, BOOKING_MAX_SAMPLES, type BookingKind, type Sample } from '@biocloud/contracts';
import { errorText } from '../../../shared/api/error-text';
import { pathTo } from '../../../shared/config/paths';
import { useLocale } from '../../../shared/i18n/use-locale';
import { fieldErrors } from '../lib/field-errors';
import { localToday, useBookSample } from './sample-bookings';
import { SamplePageFrame } from './sample-page-frame';
import '../samples.css';

interface FormValues {
  kind: BookingKind;
  bookingDate: string;
  address: string;
  contactName: string;
  contactPhone: string;
  sampleCount: number;
  remark: string;
}

function BookingForm({ sample }: { sample: Sample }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [form] = Form.useForm<FormValues>();
  const kind = Form.useWatch('kind', form);
  const book = useBookSample(sample.sampleId);
  const listPath = pathTo(locale, 'mysample-bookingList', { id: sample.sampleId });
  // Each error names its field (walkthrough L5: two bare "please enter content" told the user nothing).
  // A number's rule says `type: 'number'` and has no `whitespace` key at all: async-validator reads any rule with more
  // than `required` as a string rule, which refused every count ("Please fill in Samples" with 2 in it).
  const required = (labelKey: string, isText = true) => {
    const message = t('samples.booking.required', { field: t(labelKey) });
    return isText
      ? { required: true, whitespace: true, message }
      : { required: true, type: 'number' as const, message };
  };
  const dateLabel = kind === 'slot' ? 'samples.booking.slotDate' : 'samples.booking.pickupDate';

  const onFinish = (values: FormValues) =>
    book.mutate(
      { ...values, sampleId: sample.sampleId, address: values.address ?? '', remark: values.remark ?? '' },
      {
        onSuccess: () => {
          void message.success(t('samples.booking.booked'));
          void navigate(listPath);
        },
        onError: (error) => {
          const fields = fieldErrors<FormValues>(t, error);
          if (fields.length > 0) form.setFields(fields);
          else void message.error(errorText(t, error));
        },
      },
    );

  return (
    <Card
      className="page-card samples-card"
      variant="borderless"
      title={t('samples.booking.title', { title: sample.title })}
      extra={
        <Link to={listPath}>
          <Button>{t('samples.booking.toList')}</Button>
        </Link>
      }
    >
      <Form<FormValues>
        form={form}
        layout="vertical"
        className="sample-booking-form"
        initialValues={{ kind: 'pickup', bookingDate: localToday(), sampleCount: 1, contactName: sample.ownerName }}
        onFinish={onFinish}
        data-testid="booking-form"
      >
        <Form.Item name="kind" label={t('samples.booking.kind')}>
          <Radio.Group
            optionType="button"
            options={BOOKING_KINDS.map((k) => ({ value: k, label: t(`samples.booking.kinds.${k}`) }))}
          />
        </Form.Item>
        <Form.Item name="bookingDate" label={t(dateLabel)} rules={[required(dateLabel)]}>
          <Input type="date" min={localToday()} data-testid="booking-date" />
        </Form.Item>
        <Form.Item
          name="address"
          label={t('samples.booking.address')}
          rules={kind === 'slot' ? [] : [required('samples.booking.address')]}
          extra={kind === 'slot' ? t('samples.booking.addressSlotHint') : undefined}
        >
          <Input.TextArea autoSize={{ minRows: 2 }} maxLength={200} data-testid="booking-address" />
        </Form.Item>
        <Space wrap size="middle" align="start">
          <Form.Item
            name="contactName"
            label={t('samples.booking.contactName')}
            rules={[required('samples.booking.contactName')]}
          >
            <Input maxLength={50} data-testid="booking-contact" />
          </Form.Item>
          <Form.Item
            name="contactPhone"
            label={t('samples.booking.contactPhone')}
            rules={[required('samples.booking.contactPhone')]}
          >
            <Input inputMode="tel" data-testid="booking-phone" />
          </Form.Item>
          <Form.Item
            name="sampleCount"
            label={t('samples.booking.sampleCount')}
            rules={[required('samples.booking.sampleCount', false)]}
          >
            <InputNumber min={1} max={BOOKING_MAX_SAMPLES} precision={0} data-testid="booking-count" />
          </Form.Item>
        </Space>
        <Form.Item name="remark" label={t('samples.booking.remark')}>
          <Input.TextArea autoSize={{ minRows: 2 }} maxLength={499} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={book.isPending} data-testid="booking-submit">
          {t('samples.booking.submit')}
        </Button>
      </Form>
    </Card>
  );
}

/** mysample/booking/:id: book a courier pickup or a sequencing slot for a sample (its owner, or staff). */
export function BookingPage() {
  const { id = '' } = useParams();
  return <SamplePageFrame sampleId={id}>{(sample) => <BookingForm sample={sample} />}</SamplePageFrame>;
}
