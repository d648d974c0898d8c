import { App, Switch, Typography } from 'antd';
import { useTranslation } from '../i18n/use-translation';
import { errorText } from '../api/error-text';
import { useUpdateUserPreferences, useUserPreferences } from '../api/user-preferences';
import './email-notice-switch.css';

/**
 * "E-mail me when a compute job finishes or fails" (issue 5: opt-in e-mail at a job's end), saved as soon as it is
 * flipped. The user menu's notification settings show it with a hint saying where the e-mails go; the compute job
 * list shows it in its toolbar, the hint as a tooltip. Turning it on needs an address and an instance that sends mail.
 */
export function EmailNoticeSwitch({ withHint = false }: { withHint?: boolean }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const preferences = useUserPreferences();
  const update = useUpdateUserPreferences();
  const data = preferences.data;

  const hint = !data
    ? preferences.isError
      ? errorText(t, preferences.error)
      : undefined
    : !data.emailAvailable
      ? t('layout.notifications.unavailable')
      : data.email
        ? t('layout.notifications.address', { email: data.email })
        : t('layout.notifications.noAddress');
  // Off stays possible whatever happens; on needs somewhere to send to.
  const canTurnOn = data !== undefined && data.emailAvailable && Boolean(data.email);

  const change = (notifyEmail: boolean) =>
    update.mutate(
      { notifyEmail },
      {
        onSuccess: () =>
          void message.success(t(notifyEmail ? 'layout.notifications.savedOn' : 'layout.notifications.savedOff')),
        onError: (error) => void message.error(errorText(t, error)),
      },
    );

  const label = t('layout.notifications.emailOnJobEnd');
  return (
    <div className="email-notice" data-testid="email-notice">
      <label className="email-notice-row" title={withHint ? undefined : hint}>
        <Switch
          size={withHint ? 'default' : 'small'}
          checked={data?.notifyEmail ?? false}
          loading={preferences.isPending || update.isPending}
          disabled={!data || (!data.notifyEmail && !canTurnOn)}
          onChange={change}
          aria-label={label}
          data-testid="email-notice-switch"
        />
        <span>{label}</span>
      </label>
      {withHint && hint && (
        <Typography.Paragraph type="secondary" className="email-notice-hint" data-testid="email-notice-hint">
          {hint}
        </Typography.Paragraph>
      )}
    </div>
  );
}
