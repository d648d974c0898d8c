import { LockOutlined, MailOutlined, MobileOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { App, Button, Card, Tag } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { Profile } from '@biocloud/contracts';
import { errorText } from '../../../shared/api/error-text';
import { useScrollToHash } from '../../../shared/lib/use-scroll-to-hash';
import { useAccountProviders } from '../../../shared/api/account-providers';
import { useResendVerification } from '../api/security';
import { EmailChangeDialog } from './email-change-dialog';
import { PasswordChangeDialog } from './password-change-dialog';
import { PhoneBindDialog } from './phone-bind-dialog';
import { SecurityRow } from './security-row';
import { WechatBindingRow } from './wechat-binding-row';

type Dialog = 'password' | 'email' | 'phone' | null;

/**
 * "Verified" when it is; "not verified" only where the site can verify (it sends e-mail): elsewhere that badge would
 * stay for good, so the row says nothing of it (issue 27 item 2) and the line under it says why nothing can be done.
 */
function EmailCheckTag({ checked, canVerify }: { checked: boolean; canVerify: boolean }) {
  const { t } = useTranslation();
  if (checked) return <Tag color="success">{t('userinfo.security.email.checked')}</Tag>;
  if (!canVerify) return null;
  return <Tag color="warning">{t('userinfo.security.email.unchecked')}</Tag>;
}
/** The section's anchor: quick search opens userinfo/edit#security (app/layout/quick-access.ts). */
const SECURITY_SECTION_ID = 'security';

/** The security section of userinfo/edit (spec 001 §2): password, e-mail, phone and WeChat binding, one row each. */
export function SecuritySection({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [dialog, setDialog] = useState<Dialog>(null);
  useScrollToHash(SECURITY_SECTION_ID);
  const resend = useResendVerification();
  const providers = useAccountProviders();
  const smsAvailable = providers.data?.sms === true;
  // Changing, confirming and re-sending all mail a link: without e-mail they are not offered (walkthrough M5).
  const emailAvailable = providers.data?.email === true;
  const onResend = () =>
    resend.mutate(undefined, {
      onSuccess: ({ sentTo }) => void message.success(t('userinfo.security.email.resent', { email: sentTo })),
      onError: (error) => void message.error(errorText(t, error)),
    });

  return (
    <Card title={t('userinfo.security.title')} className="security-section" id={SECURITY_SECTION_ID}>
      <SecurityRow
        testId="security-password"
        icon={<LockOutlined />}
        title={t('userinfo.security.password.title')}
        description={t('userinfo.security.password.description')}
        actions={<Button onClick={() => setDialog('password')}>{t('userinfo.security.change')}</Button>}
      />
      <SecurityRow
        testId="security-email"
        icon={<MailOutlined />}
        title={t('userinfo.security.email.title')}
        description={
          <>
            {profile.email ? (
              <>
                <span>{profile.email}</span> <EmailCheckTag checked={profile.emailChecked} canVerify={emailAvailable} />
              </>
            ) : (
              t('userinfo.security.email.none')
            )}
            {providers.data && !emailAvailable && <div>{t('userinfo.security.email.unavailable')}</div>}
          </>
        }
        actions={
          emailAvailable && (
            <>
              {profile.email && !profile.emailChecked && (
                <Button onClick={onResend} loading={resend.isPending}>
                  {t('userinfo.security.email.resend')}
                </Button>
              )}
              <Button onClick={() => setDialog('email')}>
                {t(profile.email ? 'userinfo.security.change' : 'userinfo.security.bind')}
              </Button>
            </>
          )
        }
      />
      <SecurityRow
        testId="security-phone"
        icon={<MobileOutlined />}
        title={t('userinfo.security.phone.title')}
        description={
          <>
            {profile.phone
              ? t('userinfo.security.phone.number', { areaCode: profile.areaCode ?? '', phone: profile.phone })
              : t('userinfo.security.phone.none')}
            {!smsAvailable && <div>{t('userinfo.security.phone.unavailable')}</div>}
          </>
        }
        actions={
          smsAvailable && (
            <Button onClick={() => setDialog('phone')}>
              {t(profile.phone ? 'userinfo.security.change' : 'userinfo.security.bind')}
            </Button>
          )
        }
      />
      <WechatBindingRow />
      {dialog === 'password' && <PasswordChangeDialog onClose={() => setDialog(null)} />}
      {dialog === 'email' && <EmailChangeDialog onClose={() => setDialog(null)} />}
      {dialog === 'phone' && <PhoneBindDialog onClose={() => setDialog(null)} />}
    </Card>
  );
}
