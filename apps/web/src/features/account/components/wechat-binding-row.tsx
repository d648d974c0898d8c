import { WechatOutlined } from '@ant-design/icons';
import { useEffect, useState } from 'react';
import { Alert, App, Button, Form, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { errorText } from '../../../shared/api/error-text';
import { useCurrentUser } from '../../../shared/api/get-current-user';
import { useLocale } from '../../../shared/i18n/use-locale';
import { useAccountProviders } from '../api/get-providers';
import { useStartWechat } from '../api/start-wechat';
import { SecurityRow } from './security-row';
import { useUnbindWechat, useWechatBinding } from '../api/wechat-binding';

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
  const pending = action === 'bind' ? start : unbind;
  const close = () => {
    setAction(null);
    form.resetFields();
    start.reset();
    unbind.reset();
  };
  const submit = ({ password }: { password: string }) => {
    if (action === 'bind') start.mutate({ purpose: 'bind', locale, password });
    else if (user.data) unbind.mutate({ userId: user.data.id, password }, { onSuccess: close });
  };

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
      <Modal
        open={action !== null}
        title={action === 'unbind' ? t('userinfo.wechat.unbindTitle') : t('userinfo.wechat.bindTitle')}
        okText={action === 'unbind' ? t('userinfo.wechat.unbind') : t('userinfo.wechat.bindContinue')}
        onOk={() => form.submit()}
        confirmLoading={pending.isPending}
        onCancel={close}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" name="wechat-password" onFinish={submit} requiredMark={false}>
          <Typography.Paragraph type="secondary">{t('userinfo.wechat.passwordWhy')}</Typography.Paragraph>
          <Form.Item
            name="password"
            label={t('login.password')}
            rules={[{ required: true, message: t('login.passwordRequired') }]}
          >
            <Input.Password autoComplete="current-password" autoFocus />
          </Form.Item>
          {pending.isError && <Alert type="error" showIcon title={errorText(t, pending.error)} />}
        </Form>
      </Modal>
    </>
  );
}
