import { Modal, QRCode, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { INVITER_PARAM } from '@biocloud/contracts';
import { useCurrentUser } from '../../shared/api/get-current-user';
import { useLocale } from '../../shared/i18n/use-locale';
import { pathTo } from '../../shared/config/paths';

const QR_SIZE = 160;

/**
 * Invite a colleague: the registration address naming the inviter (recorded with the new account), to copy or to
 * scan from a phone.
 */
export function InviteModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { data: user } = useCurrentUser();
  const query = user ? `?${new URLSearchParams({ [INVITER_PARAM]: user.id }).toString()}` : '';
  const link = `${window.location.origin}${pathTo(locale, 'user-register')}${query}`;
  return (
    <Modal open={open} title={t('layout.invite.title')} footer={null} onCancel={onClose}>
      <Typography.Paragraph type="secondary">{t('layout.invite.description')}</Typography.Paragraph>
      <Typography.Paragraph copyable={{ text: link }} code className="invite-link" data-testid="invite-link">
        {link}
      </Typography.Paragraph>
      <div className="invite-qr">
        <QRCode value={link} size={QR_SIZE} />
        <Typography.Text type="secondary">{t('layout.invite.scan')}</Typography.Text>
      </div>
    </Modal>
  );
}
