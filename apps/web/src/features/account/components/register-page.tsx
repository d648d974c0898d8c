import { useState } from 'react';
import { Alert, Button, Form, Result, Segmented, Skeleton, Steps, Typography } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link, useNavigate, useSearchParams } from 'react-router';
import {
  INVITATION_PARAM,
  INVITER_PARAM,
  signupNeedsCaptcha,
  signupNeedsCode,
  type CodeChannel,
  type FieldError,
  type RegisterRequest,
  type RegistrationField,
} from '@biocloud/contracts';
import { ApiError } from '../../../shared/api-client';
import { errorText, isReportedByApp } from '../../../shared/api/error-text';
import { pathTo } from '../../../shared/config/paths';
import { useLocale } from '../../../shared/i18n/use-locale';
import { useAccountProviders } from '../../../shared/api/account-providers';
import { useAutoLogin } from '../api/auto-login';
import { useInvitationCheck } from '../api/invitations';
import { accountExists, register } from '../api/register';
import { useCaptchaProof } from './use-captcha-proof';
import { RegisterStepA } from './register-step-a';
import { RegisterStepB } from './register-step-b';
import '../account.css';

const STEP_A_FIELDS: RegistrationField[] = ['areaCode', 'phone', 'email', 'code', 'password', 'rePassword'];

/**
 * user/register: step A (who, verified by a code under the `verified` policy), step B (the person), then success and
 * the automatic login. The sign-up policy decides what is asked: a code (verified), a captcha solved in the browser
 * (open), an invitation link's token (invite), or nothing at all (closed: the page says so).
 */
export function RegisterPage() {
  const providers = useAccountProviders();
  const [searchParams] = useSearchParams();
  const token = searchParams.get(INVITATION_PARAM);
  const invitation = useInvitationCheck(token);
  const { t } = useTranslation();

  if (providers.isError) return <Alert type="error" showIcon title={errorText(t, providers.error)} />;
  if (!providers.data || (token !== null && invitation.isPending)) return <Skeleton active />;
  const policy = providers.data.signup;
  const check = invitation.data;
  const usable = check?.state === 'open';
  if (policy === 'closed') return <RegisterClosed text={t('user.register.closed')} />;
  if (policy === 'invite' && !usable) {
    const text = !check
      ? t('user.register.inviteOnly')
      : t(`errors.INVITATION_${check.state === 'invalid' ? 'INVALID' : check.state.toUpperCase()}`);
    return <RegisterClosed text={text} error={check !== undefined} />;
  }
  // Under the open policies a link that no longer works only loses its inviter: the page says so and goes on.
  const stale = token !== null && check !== undefined && !usable;
  return (
    <RegisterForm
      withCode={signupNeedsCode(policy)}
      withCaptcha={signupNeedsCaptcha(policy)}
      invitation={usable ? token : null}
      boundEmail={usable ? check.email : null}
      staleInvitation={stale}
    />
  );
}

/** Registration cannot start here: closed, or by invitation without a working link. */
function RegisterClosed({ text, error = false }: { text: string; error?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="register-page">
      <Typography.Title level={3}>{t('user.register.title')}</Typography.Title>
      <Alert type={error ? 'error' : 'info'} showIcon title={text} data-testid="register-unavailable" />
      <div className="register-login">
        <span>{t('user.register.haveAccount')}</span> <LoginLink />
      </div>
    </div>
  );
}

interface RegisterFormProps {
  withCode: boolean;
  withCaptcha: boolean;
  invitation: string | null;
  boundEmail: string | null;
  staleInvitation: boolean;
}

function RegisterForm({ withCode, withCaptcha, invitation, boundEmail, staleInvitation }: RegisterFormProps) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const providers = useAccountProviders();
  const [chosen, setChosen] = useState<CodeChannel | null>(null);
  const [step, setStep] = useState(0);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [form] = Form.useForm<RegisterRequest>();
  const login = useAutoLogin();
  const captcha = useCaptchaProof(withCaptcha);

  if (!providers.data) return <Skeleton active />;
  // Without a code to send, the e-mail address is the one way in (a phone is bound later).
  const channels: CodeChannel[] = withCode ? (['sms', 'email'] as const).filter((c) => providers.data[c]) : ['email'];
  const channel = chosen && channels.includes(chosen) ? chosen : channels[0];

  const showFieldErrors = (fields: FieldError[]) => {
    form.setFields(fields.map((f) => ({ name: f.field, errors: [f.message] })));
    if (fields.some((f) => STEP_A_FIELDS.includes(f.field))) setStep(0);
  };

  const next = async () => {
    if (!channel) return;
    setFailure(null);
    const fields = STEP_A_FIELDS.filter(
      (f) => (channel === 'sms' || (f !== 'areaCode' && f !== 'phone')) && (withCode || f !== 'code'),
    );
    const values = await form.validateFields(fields);
    setBusy(true);
    try {
      const taken: FieldError[] = [];
      if (await accountExists({ email: values.email ?? '' })) {
        taken.push({ field: 'email', code: 'EMAIL_TAKEN', message: t('errors.EMAIL_TAKEN') });
      }
      if (
        channel === 'sms' &&
        (await accountExists({ areaCode: values.areaCode ?? '86', phone: values.phone ?? '' }))
      ) {
        taken.push({ field: 'phone', code: 'PHONE_TAKEN', message: t('errors.PHONE_TAKEN') });
      }
      if (taken.length > 0) showFieldErrors(taken);
      else setStep(1);
    } catch (err) {
      if (!isReportedByApp(err)) setFailure(errorText(t, err));
    } finally {
      setBusy(false);
    }
  };

  const submit = async () => {
    if (!channel) return;
    setFailure(null);
    await form.validateFields();
    // An older invite link names the inviter (a user id); the server records it when it names a user.
    const inviter = searchParams.get(INVITER_PARAM) ?? undefined;
    const values: RegisterRequest = {
      ...(form.getFieldsValue(true) as RegisterRequest),
      channel,
      index: step,
      inviter,
      invitation: invitation ?? undefined,
    };
    setBusy(true);
    try {
      if (withCaptcha) values.proof = await captcha.take();
      const { username } = await register(values);
      // The automatic login (spec: POST register, then POST auto login) with what was just chosen.
      await login.mutateAsync({ username, password: values.password ?? '' }).catch(() => undefined);
      setStep(2);
    } catch (err) {
      if (err instanceof ApiError && err.code.startsWith('CAPTCHA_')) captcha.renew();
      const details = err instanceof ApiError ? (err.details as { fields?: FieldError[] } | undefined) : undefined;
      if (details?.fields) showFieldErrors(details.fields);
      else if (!isReportedByApp(err)) setFailure(errorText(t, err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="register-page">
      <Typography.Title level={3}>{t('user.register.title')}</Typography.Title>
      <Steps
        size="small"
        current={step}
        className="register-steps"
        items={[
          { title: t('user.register.stepA') },
          { title: t('user.register.stepB') },
          { title: t('user.register.stepDone') },
        ]}
      />
      {step === 2 ? (
        <RegisterSuccess loggedIn={login.isSuccess} />
      ) : !channel ? (
        <Alert type="info" showIcon title={t('user.register.noProvider')} />
      ) : (
        <Form<RegisterRequest>
          form={form}
          name="register"
          layout="vertical"
          requiredMark={false}
          initialValues={{ areaCode: '86', agreement: false, email: boundEmail ?? undefined }}
          onValuesChange={() => setFailure(null)}
        >
          {step === 0 && (
            <>
              {staleInvitation && (
                <Alert className="register-hint" type="warning" showIcon title={t('user.register.staleInvitation')} />
              )}
              {!withCode ? (
                <Typography.Paragraph type="secondary" className="register-hint">
                  {t(invitation ? 'user.register.invited' : 'user.register.openHint')}
                </Typography.Paragraph>
              ) : channels.length > 1 ? (
                <Segmented
                  block
                  className="register-channel"
                  value={channel}
                  onChange={(value) => setChosen(value)}
                  options={channels.map((c) => ({ value: c, label: t(`user.register.by.${c}`) }))}
                />
              ) : (
                <Typography.Paragraph type="secondary" className="register-hint">
                  {t(providers.data.sms ? 'user.register.emailUnavailable' : 'user.register.phoneUnavailable')}
                </Typography.Paragraph>
              )}
              <RegisterStepA channel={channel} withCode={withCode} boundEmail={boundEmail} />
            </>
          )}
          {step === 1 && <RegisterStepB channel={channel} withCode={withCode} />}
          {failure && <Alert className="register-failure" type="error" showIcon title={failure} />}
          <div className="register-actions">
            {step === 1 && <Button onClick={() => setStep(0)}>{t('user.register.back')}</Button>}
            <Button type="primary" loading={busy} onClick={() => void (step === 0 ? next() : submit()).catch(() => {})}>
              {t(step === 0 ? 'user.register.next' : 'user.register.submit')}
            </Button>
          </div>
          <div className="register-login">
            <span>{t('user.register.haveAccount')}</span> <LoginLink />
          </div>
        </Form>
      )}
    </div>
  );
}

function LoginLink() {
  const { t } = useTranslation();
  const locale = useLocale();
  return <Link to={pathTo(locale, 'user-login')}>{t('user.register.login')}</Link>;
}

function RegisterSuccess({ loggedIn }: { loggedIn: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  return (
    <Result
      status="success"
      title={t('user.register.successTitle')}
      subTitle={t(loggedIn ? 'user.register.successText' : 'user.register.successLogin')}
      extra={
        <Button type="primary" onClick={() => void navigate(pathTo(locale, loggedIn ? 'dashboard' : 'user-login'))}>
          {t(loggedIn ? 'user.register.toDashboard' : 'user.register.toLogin')}
        </Button>
      }
    />
  );
}
