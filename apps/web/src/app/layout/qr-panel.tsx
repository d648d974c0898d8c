import { QRCode, Typography } from 'antd';
import { useTranslation } from '../../shared/i18n/use-translation';

const QR_SIZE = 140;

/**
 * The QR code of the footer widgets: the configured image when there is one (a WeChat account's code, say), else a
 * code drawn from the configured address. Its own chunk, fetched when the popover first opens.
 */
export default function QrPanel({ value, image }: { value: string; image: string }) {
  const { t } = useTranslation();
  return (
    <div className="qr-panel">
      {image ? (
        <img src={image} width={QR_SIZE} height={QR_SIZE} alt={t('layout.widgets.qrCode')} />
      ) : (
        <QRCode value={value} size={QR_SIZE} bordered={false} />
      )}
      <Typography.Text type="secondary">{t('layout.widgets.qrCodeHint')}</Typography.Text>
    </div>
  );
}
