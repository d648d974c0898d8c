import { Descriptions } from 'antd';
import { useTranslation } from '../i18n/use-translation';

/** Contacts of the contact list, all texts of the content configuration (help.customerService.contacts.*). */
const CONTACTS = ['phone', 'email', 'wechat', 'hours', 'address'] as const;

/**
 * How to reach the site's operators: the customer service page shows it, and so do the account pages where only the
 * operator can help (password recovery on a site that sends neither e-mail nor text messages).
 */
export function ServiceContacts() {
  const { t } = useTranslation();
  return (
    <Descriptions
      className="service-contacts"
      column={1}
      items={CONTACTS.map((key) => ({
        key,
        label: t(`help.customerService.labels.${key}`),
        children: t(`help.customerService.contacts.${key}`),
      }))}
    />
  );
}
