import { Modal } from 'antd';
import { useTranslation } from '../../shared/i18n/use-translation';
import { EmailNoticeSwitch } from '../../shared/ui/email-notice-switch';

/** The user menu's notification settings: for now the e-mail at a compute job's end. */
export function NotificationsModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal open={open} title={t('layout.notifications.title')} footer={null} onCancel={onClose} destroyOnHidden>
      <div data-testid="notifications-modal">
        <EmailNoticeSwitch withHint />
      </div>
    </Modal>
  );
}
