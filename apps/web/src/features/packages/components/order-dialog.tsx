import { useState } from 'react';
import { Alert, App, Button, Modal, QRCode, Radio, Result, Space, Spin, Typography } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { MyPackage, PackageLevel, PaymentMethod } from '@biocloud/contracts';
import { errorText } from '../../../shared/api/error-text';
import { useLocale } from '../../../shared/i18n/use-locale';
import { useCancelOrder, useCreateOrder, useOrder } from '../api/packages-api';
import { levelName, yuan } from './level-text';

/** How to pay an open order: WeChat Pay's QR code, or the bank transfer's account and reference; its state live. */
function OrderPanel({ pkg, orderNo }: { pkg: MyPackage; orderNo: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { message } = App.useApp();
  const order = useOrder(orderNo);
  const cancel = useCancelOrder();
  if (!order.data) return <Spin />;
  const o = order.data;
  const level = pkg.levels.find((l) => l.code === o.levelCode);
  const name = level ? levelName(level, locale) : o.levelCode;
  if (o.state === 'paid') {
    return <Result status="success" title={t('packages.order.paid', { level: name })} data-testid="order-paid" />;
  }
  if (o.state !== 'pending') {
    return <Result status="warning" title={t(`packages.order.ended.${o.state}`)} data-testid={`order-${o.state}`} />;
  }
  return (
    <Space direction="vertical" size="middle" data-testid="order-pending">
      <Typography.Text>{t('packages.order.amount', { yuan: yuan(o.amountFen) })}</Typography.Text>
      <Typography.Text copyable={{ text: o.orderNo }} data-testid="order-no">
        {t('packages.order.no', { no: o.orderNo })}
      </Typography.Text>
      {o.method === 'wechatpay' ? (
        <>
          {o.codeUrl ? <QRCode value={o.codeUrl} size={200} data-testid="order-qr" /> : <Spin />}
          <Typography.Text>{t('packages.order.scan')}</Typography.Text>
        </>
      ) : (
        <>
          <Typography.Paragraph>{t('packages.order.bankSteps')}</Typography.Paragraph>
          {pkg.bankDetails ? (
            <Typography.Paragraph style={{ whiteSpace: 'pre-line' }} data-testid="order-bank">
              {pkg.bankDetails}
            </Typography.Paragraph>
          ) : (
            <Alert type="info" showIcon message={t('packages.order.bankNoDetails')} />
          )}
        </>
      )}
      <Typography.Text type="secondary">
        <Spin size="small" /> {t(o.method === 'wechatpay' ? 'packages.order.waiting' : 'packages.order.waitingStaff')}
      </Typography.Text>
      <Button
        danger
        loading={cancel.isPending}
        onClick={() => cancel.mutate(o.orderNo, { onError: (e) => void message.error(errorText(t, e)) })}
        data-testid="order-cancel"
      >
        {t('packages.order.cancel')}
      </Button>
    </Space>
  );
}

/** Upgrade (or renew) to `level`: the way to pay, then the order; or an order already open. */
export function OrderDialog(props: {
  pkg: MyPackage;
  level: PackageLevel | null;
  orderNo: string | null;
  onClose: () => void;
}) {
  const { pkg, level } = props;
  const { t } = useTranslation();
  const locale = useLocale();
  const [method, setMethod] = useState<PaymentMethod>(pkg.paymentMethods[0] ?? 'bank');
  const [orderNo, setOrderNo] = useState(props.orderNo);
  const create = useCreateOrder();
  const title = level ? t('packages.order.title', { level: levelName(level, locale) }) : t('packages.order.openTitle');
  return (
    <Modal open title={title} onCancel={props.onClose} footer={null} destroyOnHidden data-testid="order-dialog">
      {orderNo ? (
        <OrderPanel pkg={pkg} orderNo={orderNo} />
      ) : level ? (
        <Space direction="vertical" size="middle">
          <Typography.Text>{t('packages.order.amount', { yuan: yuan(level.priceFen) })}</Typography.Text>
          <Typography.Text strong>{t('packages.order.method')}</Typography.Text>
          <Radio.Group value={method} onChange={(e) => setMethod(e.target.value as PaymentMethod)}>
            <Space direction="vertical">
              {pkg.paymentMethods.map((m) => (
                <Radio key={m} value={m} data-testid={`order-method-${m}`}>
                  {t(`packages.methods.${m}`)}
                </Radio>
              ))}
            </Space>
          </Radio.Group>
          {create.isError && <Alert type="error" showIcon message={errorText(t, create.error)} />}
          <Button
            type="primary"
            loading={create.isPending}
            onClick={() =>
              create.mutate({ levelCode: level.code, method }, { onSuccess: (o) => setOrderNo(o.orderNo) })
            }
            data-testid="order-create"
          >
            {t('packages.order.create')}
          </Button>
        </Space>
      ) : null}
    </Modal>
  );
}
