import { Descriptions } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { Profile } from '@biocloud/contracts';
import { PROFILE_TEXT_FIELDS } from './profile-fields';

/** The profile's view mode: every field, an empty one as a dash. */
export function ProfileView({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const shown = (value: string | null) => value ?? t('userinfo.profile.empty');
  const items = [
    { key: 'username', label: t('userinfo.fields.username'), children: profile.username },
    { key: 'realName', label: t('userinfo.fields.realName'), children: shown(profile.realName) },
    { key: 'sex', label: t('userinfo.fields.sex'), children: t(`userinfo.sex.${profile.sex}`) },
    { key: 'birthday', label: t('userinfo.fields.birthday'), children: shown(profile.birthday) },
    ...PROFILE_TEXT_FIELDS.map((field) => ({
      key: field,
      label: t(`userinfo.fields.${field}`),
      children: shown(profile[field]),
    })),
  ];
  return <Descriptions column={{ xs: 1, sm: 1, md: 2 }} items={items} data-testid="profile-view" />;
}
