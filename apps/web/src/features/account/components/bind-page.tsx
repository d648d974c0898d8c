import { useEffect, useRef } from 'react';
import { Button, Result, Spin } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../../shared/api-client';
import { errorText } from '../../../shared/api/error-text';
import { pathTo } from '../../../shared/config/paths';
import { useLocale } from '../../../shared/i18n/use-locale';
import { useConfirmEmail } from '../api/security';
import '../account.css';

const LINK_FAILURES = new Set(['ACCOUNT_LINK_EXPIRED', 'ACCOUNT_LINK_USED', 'ACCOUNT_LINK_INVALID']);

/**
 * user/bind/:querystring: opened from the e-mailed link, binds the address to the account (spec "GET cemail, uiWVO").
 * The confirm is sent once per page (a link works once: a second call would answer "used").
 */
export function BindPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { querystring = '' } = useParams();
  const confirm = useConfirmEmail();
  const sent = useRef<string | null>(null);

  useEffect(() => {
    if (sent.current === querystring) return;
    sent.current = querystring;
    confirm.mutate(querystring);
  }, [confirm, querystring]);

  const toProfile = (
    <Link key="profile" to={pathTo(locale, 'userinfo-edit')}>
      <Button type="primary">{t('user.bind.toProfile')}</Button>
    </Link>
  );
  if (confirm.isSuccess) {
    return (
      <Result
        status="success"
        title={t('user.bind.doneTitle')}
        subTitle={t('user.bind.done', { email: confirm.data.cemail })}
        extra={toProfile}
      />
    );
  }
  if (confirm.isError) {
    const code =
      confirm.error instanceof ApiError && LINK_FAILURES.has(confirm.error.code) ? confirm.error.code : 'other';
    return (
      <Result
        status="error"
        title={t(`user.bind.failed.${code}`)}
        subTitle={code === 'other' ? errorText(t, confirm.error) : t(`user.linkFailedHint.${code}`)}
        extra={toProfile}
      />
    );
  }
  return <Spin className="account-loading" />;
}
