import { Descriptions } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { CurrentUser } from '@biocloud/contracts';

/** Who is logged in: the account's name, company and address, as the profile has them. */
export function UserInfo({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const none = t('dashboard.user.none');
  return (
    <Descriptions
      size="small"
      column={{ xs: 1, sm: 3 }}
      data-testid="dashboard-user"
      items={[
        { key: 'username', label: t('dashboard.user.username'), children: user.username },
        { key: 'company', label: t('dashboard.user.company'), children: user.company || none },
        { key: 'email', label: t('dashboard.user.email'), children: user.email || none },
      ]}
    />
  );
}
