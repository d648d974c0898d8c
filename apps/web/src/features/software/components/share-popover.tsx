import { MailOutlined, ShareAltOutlined } from '@ant-design/icons';
import { Button, Popover, QRCode, Typography } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { mailtoLink, shareUrl } from '../lib/share-links';

interface SharePopoverProps {
  /** The tool page's path in the current locale. */
  path: string;
  name: string;
  description: string;
  /** A smaller trigger for cards. */
  compact?: boolean;
}

/** Spec 000 §2: a share popup with three channels, copy link, QR code and e-mail, all carrying the tool's address. */
export function SharePopover({ path, name, description, compact = false }: SharePopoverProps) {
  const { t } = useTranslation();
  const url = shareUrl(path, window.location.origin);
  const product = t('common.productName');
  const mail = mailtoLink(
    t('software.share.emailSubject', { name, product }),
    t('software.share.emailBody', { name, description, url }),
  );

  const content = (
    <div className="tool-share" data-testid="tool-share">
      <section className="tool-share-channel">
        <Typography.Text type="secondary">{t('software.share.link')}</Typography.Text>
        <Typography.Paragraph
          className="tool-share-url"
          copyable={{ text: url, tooltips: [t('software.share.copy'), t('software.share.copied')] }}
        >
          {url}
        </Typography.Paragraph>
      </section>
      <section className="tool-share-channel">
        <Typography.Text type="secondary">{t('software.share.qrCode')}</Typography.Text>
        <QRCode value={url} size={136} bordered={false} className="tool-share-qr" />
        <Typography.Text type="secondary" className="tool-share-hint">
          {t('software.share.qrHint')}
        </Typography.Text>
      </section>
      <Button icon={<MailOutlined />} href={mail} block>
        {t('software.share.email')}
      </Button>
    </div>
  );

  return (
    <Popover trigger="click" placement="bottomRight" title={t('software.share.title')} content={content}>
      <Button icon={<ShareAltOutlined />} size={compact ? 'small' : 'middle'} type={compact ? 'text' : 'default'}>
        {t('software.share.button')}
      </Button>
    </Popover>
  );
}
