import { QRCode, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** The QR code of the footer widgets: its own chunk, fetched when the popover first opens. */
export default function QrPanel({ value }: { value: string }) {
  const { t } = useTranslation();
  return (
    <div className="qr-panel">
      <QRCode value={value} size={140} bordered={false} />
      <Typography.Text type="secondary">{t('layout.widgets.qrCodeHint')}</Typography.Text>
    </div>
  );
}
