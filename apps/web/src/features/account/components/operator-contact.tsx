import { Typography } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { ServiceContacts } from '../../../shared/ui/service-contacts';

/**
 * Password recovery when the site can reach the user by neither e-mail nor SMS: the operator sets a new password
 * (`npm run user -- reset-password`), so the page says how to reach them (the customer service contacts).
 */
export function OperatorContact() {
  const { t } = useTranslation();
  return (
    <section className="operator-contact" data-testid="operator-contact">
      <Typography.Title level={5}>{t('user.forget.operator.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('user.forget.operator.text')}</Typography.Paragraph>
      <ServiceContacts />
    </section>
  );
}
