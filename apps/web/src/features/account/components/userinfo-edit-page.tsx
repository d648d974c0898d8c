import { EditOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { Button, Card, Result, Spin } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { errorText } from '../../../shared/api/error-text';
import { useProfile } from '../api/profile';
import { ProfileForm } from './profile-form';
import { ProfilePhoto } from './profile-photo';
import { ProfileView } from './profile-view';
import { SecuritySection } from './security-section';
import '../userinfo.css';

/** userinfo/edit: the profile in view or edit mode (spec 001 §4), the photo editable in edit mode, then security. */
export function UserinfoEditPage() {
  const { t } = useTranslation();
  const profile = useProfile();
  const [editing, setEditing] = useState(false);

  if (profile.isError) return <Result status="error" title={errorText(t, profile.error)} />;
  if (!profile.data) return <Spin className="userinfo-loading" />;

  return (
    <div className="userinfo-page">
      <Card
        title={t('userinfo.profile.title')}
        extra={
          !editing && (
            <Button icon={<EditOutlined />} onClick={() => setEditing(true)} data-testid="profile-edit">
              {t('userinfo.profile.edit')}
            </Button>
          )
        }
      >
        <div className="userinfo-profile">
          <ProfilePhoto profile={profile.data} editable={editing} />
          <div className="userinfo-profile-fields">
            {editing ? (
              <ProfileForm profile={profile.data} onDone={() => setEditing(false)} />
            ) : (
              <ProfileView profile={profile.data} />
            )}
          </div>
        </div>
      </Card>
      <SecuritySection profile={profile.data} />
    </div>
  );
}
