import { WechatOutlined } from '@ant-design/icons';
import { useEffect, useState } from 'react';
import { App, Button, Form, Typography } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useSearchParams } from 'react-router';
import { useCurrentUser } from '../../../shared/api/get-current-user';
import { useLocale } from '../../../shared/i18n/use-locale';
import { useAccountProviders } from '../../../shared/api/account-providers';
import { useStartWechat } from '../api/start-wechat';
import { useUnbindWechat, useWechatBinding } from '../api/wechat-binding';
import { CurrentPasswordItem } from './current-password-item';
import { FormModal } from './form-modal';
import { SecurityRow } from './security-row';

/** What the password dialog is for. */
type Action = 'bind' | 'unbind';

/** Says once how the WeChat binding that just came back from WeChat went (?wechat=bound or ?wechatError=CODE). */
function useCallbackNotice() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [searchParams, setSearchParams] = useSearchParams();
  const bound = searchParams.get('wechat') === 'bound';
  const failure = searchParams.get('wechatError');
  useEffect(() => {
    if (!bound && !failure) return;
    if (bound) void message.success(t('userinfo.wechat.bound'));
    else void message.error(t(`errors.${failure}`, { defaultValue: t('common.requestFailed') }));
    setSearchParams(
      (params) => {
        params.delete('wechat');
        params.delete('wechatError');
        return params;
      },
      { replace: true },
    );
  }, [bound, failure, message, setSearchParams, t]);
}

/**
 * The WeChat row of the profile's security section: bound to whom, or not; bind (password, then WeChat's QR page) and
 * unbind (password). Without WeChat configured on the site the row says so instead of offering a way that fails.
 */
export function WechatBindingRow() {
  const { t } = useTranslation();
  const locale = useLocale();
  const user = useCurrentUser();
  const providers = useAccountProviders();
  const binding = useWechatBinding();
  const start = useStartWechat();
  const unbind = useUnbindWechat();
  const [action, setAction] = useState<Action | null>(null);
  const [form] = Form.useForm<{ password: string }>();
  useCallbackNotice();

  const configured = providers.data?.wechat === true;
  const bound = binding.data?.weChatBind === true;
  const close = () => {
    setAction(null);
    form.resetFields();
  };
  // Binding goes on at WeChat's QR page (the mutation sends the browser there); unbinding ends here.
  const submit = ({ password }: { password: string }) =>
    action === 'bind'
      ? start.mutateAsync({ purpose: 'bind', locale, password })
      : unbind.mutateAsync({ userId: user.data!.id, password });

  return (
    <>
      <SecurityRow
        testId="security-wechat"
        icon={<WechatOutlined />}
        title={t('userinfo.wechat.label')}
        description={
          <span data-testid="wechat-binding-state">
            {!configured && providers.data
              ? t('userinfo.wechat.notConfigured')
              : bound
                ? t('userinfo.wechat.boundTo', { nickname: binding.data?.wechat ?? '' })
                : t('userinfo.wechat.notBound')}
          </span>
        }
        actions={
          bound ? (
            <Button onClick={() => setAction('unbind')} disabled={binding.isPending}>
              {t('userinfo.wechat.unbind')}
            </Button>
          ) : (
            configured && (
              <Button type="primary" onClick={() => setAction('bind')} disabled={binding.isPending}>
                {t('userinfo.wechat.bind')}
              </Button>
            )
          )
        }
      />
      {action && (
        <FormModal<{ password: string }>
          form={form}
          name="wechat-password"
          title={t(action === 'unbind' ? 'userinfo.wechat.unbindTitle' : 'userinfo.wechat.bindTitle')}
          okText={t(action === 'unbind' ? 'userinfo.wechat.unbind' : 'userinfo.wechat.bindContinue')}
          submit={submit}
          fieldOfCode={{ WECHAT_PASSWORD_WRONG: 'password' }}
          onDone={action === 'unbind' ? close : undefined}
          onClose={close}
        >
          <Typography.Paragraph type="secondary">{t('userinfo.wechat.passwordWhy')}</Typography.Paragraph>
          <CurrentPasswordItem autoFocus />
        </FormModal>
      )}
    </>
  );
}
