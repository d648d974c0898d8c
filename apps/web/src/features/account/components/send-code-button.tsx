import { useEffect, useState } from 'react';
import { Button, Typography } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { CODE_LIMITS, type CodeChannel, type CodePurpose } from '@biocloud/contracts';
import { ApiError } from '../../../shared/api-client';
import { errorText, isReportedByApp } from '../../../shared/api/error-text';
import { sendCode } from '../api/send-code';
import { useCaptchaProof } from './use-captcha-proof';
import '../account.css';

interface SendCodeButtonProps {
  channel: CodeChannel;
  purpose: CodePurpose;
  /** The phone number (as smsTarget makes it) or address to send to; rejects when its field is not valid. */
  target: () => Promise<string>;
  disabled?: boolean;
  onSent?: () => void;
}

/** Answers whose server text says more than the catalogue's (it fills in the seconds or tries left). */
const SERVER_WORDED = new Set(['CODE_RESEND_TOO_SOON', 'CODE_INVALID']);
const CAPTCHA_REFUSED = new Set(['CAPTCHA_INVALID', 'CAPTCHA_EXPIRED', 'CAPTCHA_USED', 'CAPTCHA_REQUIRED']);

function useCountdown() {
  const [until, setUntil] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until <= now) return;
    const timer = window.setTimeout(() => setNow(Date.now()), Math.min(1000, until - now));
    return () => window.clearTimeout(timer);
  }, [until, now]);
  const left = Math.max(0, Math.ceil((until - now) / 1000));
  return {
    left,
    start: (seconds: number) => {
      setNow(Date.now());
      setUntil(Date.now() + seconds * 1000);
    },
  };
}

/**
 * "Send code": solves the captcha in the background, sends the code to the target of its form, then counts down until
 * another may be asked for (the server's cooldown). Refusals are shown under it in the page's language.
 */
export function SendCodeButton({ channel, purpose, target, disabled, onSent }: SendCodeButtonProps) {
  const { t } = useTranslation();
  const captcha = useCaptchaProof();
  const countdown = useCountdown();
  const [phase, setPhase] = useState<'idle' | 'solving' | 'sending' | 'sent'>('idle');
  const [error, setError] = useState<string | null>(null);

  const onClick = async () => {
    let to: string;
    try {
      to = await target();
    } catch {
      return; // The form shows what is wrong with the field.
    }
    setError(null);
    try {
      setPhase('solving');
      const proof = await captcha.take();
      setPhase('sending');
      const sent = await sendCode({ channel, target: to, purpose, proof });
      countdown.start(sent.resendSeconds);
      setPhase('sent');
      onSent?.();
    } catch (err) {
      setPhase('idle');
      if (err instanceof ApiError && CAPTCHA_REFUSED.has(err.code)) captcha.renew();
      if (err instanceof ApiError && err.code === 'CODE_RESEND_TOO_SOON') {
        const seconds = (err.details as { seconds?: number } | undefined)?.seconds;
        countdown.start(seconds ?? CODE_LIMITS.resendSeconds);
      }
      if (isReportedByApp(err)) return;
      setError(err instanceof ApiError && SERVER_WORDED.has(err.code) && err.message ? err.message : errorText(t, err));
    }
  };

  const waiting = phase === 'solving' || phase === 'sending';
  const label =
    countdown.left > 0
      ? t('common.sendCode.resendIn', { seconds: countdown.left })
      : t(phase === 'sent' ? 'common.sendCode.resend' : 'common.sendCode.send');
  const hint =
    phase === 'solving'
      ? t('common.sendCode.checking', { percent: Math.round((captcha.progress ?? 0) * 100) })
      : phase === 'sent'
        ? t('common.sendCode.sent', { minutes: CODE_LIMITS.validSeconds / 60 })
        : null;

  return (
    <div className="send-code">
      <Button
        className="send-code-button"
        loading={waiting}
        disabled={disabled || countdown.left > 0}
        onClick={() => void onClick()}
      >
        {label}
      </Button>
      {error ? (
        <Typography.Text className="send-code-note" type="danger" role="alert">
          {error}
        </Typography.Text>
      ) : (
        hint && (
          <Typography.Text className="send-code-note" type="secondary" aria-live="polite">
            {hint}
          </Typography.Text>
        )
      )}
    </div>
  );
}
