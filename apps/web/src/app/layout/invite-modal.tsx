import { Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../shared/i18n/use-locale';
import { pathTo } from '../../shared/config/paths';

/** Invite a colleague: the registration address, ready to copy. */
export function InviteModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const link = `${window.location.origin}${pathTo(locale, 'user-register')}`;
  return (
    <Modal open={open} title={t('layout.invite.title')} footer={null} onCancel={onClose}>
      <Typography.Paragraph type="secondary">{t('layout.invite.description')}</Typography.Paragraph>
      <Typography.Paragraph copyable={{ text: link }} code className="invite-link">
        {link}
      </Typography.Paragraph>
    </Modal>
  );
}
