import { App, Button, Card, Form, Input, Result, Select } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link, useSearchParams } from 'react-router';
import { SAMPLE_IO_API, type ReturnAddressRequest, type ReturnAddressResponse } from '@biocloud/contracts';
import { api } from '../../../shared/api-client';
import { errorText } from '../../../shared/api/error-text';
import { pathTo } from '../../../shared/config/paths';
import { useLocale } from '../../../shared/i18n/use-locale';
import { useListSamples } from '../api/list-samples';
import { fieldErrors } from '../lib/field-errors';
import '../samples.css';

/** The caller's newest samples offered to choose from (the list call's largest page). */
const SAMPLE_CHOICES = 100;

/**
 * returnSampleAddressEmail: the customer gives the address their samples go back to (name, phone, address) and
 * which samples; the lab is e-mailed. `?sampleId=` preselects one (the sample detail links here).
 */
export function ReturnAddressPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { message } = App.useApp();
  const [params] = useSearchParams();
  const [form] = Form.useForm<ReturnAddressRequest>();
  const samples = useListSamples({
    pageNow: 0,
    pageSize: SAMPLE_CHOICES,
    order: 'desc',
    orderKey: 'createTime',
    searchKey: '',
    allCustomers: false,
    customerKey: '',
  });
  const send = useMutation({
    mutationFn: (body: ReturnAddressRequest) =>
      api.post<ReturnAddressResponse>(`${SAMPLE_IO_API}/returnSampleAddressEmail`, body),
  });
  const required = { required: true, whitespace: true, message: t('errors.INPUT_EMPTY') };
  const preselected = params.get('sampleId');

  if (send.isSuccess) {
    return (
      <Card className="page-card" variant="borderless">
        <Result
          status="success"
          title={t('samples.returnAddress.sent')}
          subTitle={t(send.data.mailed ? 'samples.returnAddress.mailed' : 'samples.returnAddress.kept')}
          data-testid="return-address-sent"
          extra={
            <Link to={pathTo(locale, 'mysample-list')}>
              <Button>{t('samples.instructions.toList')}</Button>
            </Link>
          }
        />
      </Card>
    );
  }

  const onFinish = (values: ReturnAddressRequest) =>
    send.mutate(values, {
      onError: (error) => {
        const fields = fieldErrors<ReturnAddressRequest>(t, error);
        if (fields.length > 0) form.setFields(fields);
        else void message.error(errorText(t, error));
      },
    });

  return (
    <Card className="page-card" variant="borderless" title={t('samples.returnAddress.title')}>
      <Form<ReturnAddressRequest>
        form={form}
        layout="vertical"
        className="sample-booking-form"
        initialValues={{ sampleIds: preselected ? [preselected] : [] }}
        onFinish={onFinish}
        data-testid="return-address-form"
      >
        <Form.Item
          name="sampleIds"
          label={t('samples.returnAddress.samples')}
          rules={[{ required: true, message: t('errors.RETURN_SAMPLES_REQUIRED') }]}
        >
          <Select
            mode="multiple"
            loading={samples.isPending}
            optionFilterProp="label"
            options={(samples.data?.list ?? []).map((s) => ({ value: s.sampleId, label: s.title }))}
            data-testid="return-address-samples"
          />
        </Form.Item>
        <Form.Item name="name" label={t('samples.returnAddress.name')} rules={[required]}>
          <Input maxLength={50} data-testid="return-address-name" />
        </Form.Item>
        <Form.Item name="phone" label={t('samples.returnAddress.phone')} rules={[required]}>
          <Input inputMode="tel" data-testid="return-address-phone" />
        </Form.Item>
        <Form.Item name="address" label={t('samples.returnAddress.address')} rules={[required]}>
          <Input.TextArea autoSize={{ minRows: 2 }} maxLength={200} data-testid="return-address-address" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={send.isPending} data-testid="return-address-submit">
          {t('samples.returnAddress.submit')}
        </Button>
      </Form>
    </Card>
  );
}
