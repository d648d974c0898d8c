import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import {
  CODE_LIMITS,
  emailTargetSchema,
  phoneTargetSchema,
  type CaptchaProof,
  type CodeChannel,
  type CodePurpose,
  type Locale,
  type SendCodeResponse,
} from '@biocloud/contracts';
import { AppError } from '../../../http/app-error';
import type { Captcha } from './captcha';
import { phoneTarget } from './phone-target';
import type { CodesRepository, CodesTransaction } from './codes.repository';
import type { SmsSender } from './sms-sender';

export interface CodeMail {
  to: string;
  code: string;
  minutes: number;
}

export interface VerificationCodesDeps {
  repo: CodesRepository;
  captcha: Captcha;
  /** Key of the codes' hashes: a copy of the table alone does not give the codes (a million guesses would). */
  key: Buffer;
  /** Null when no SMS provider is configured: the channel is refused, and the providers endpoint says so. */
  sms: SmsSender | null;
  /** Queues the e-mail in the transaction that stores the code; null without SMTP. */
  email: ((trx: CodesTransaction, mail: CodeMail) => Promise<void>) | null;
  /** Codes one client address may have sent in an hour, whatever the targets. */
  perAddressHour: number;
}

export interface SendCodeInput {
  channel: CodeChannel;
  target: string;
  purpose: CodePurpose;
  locale: Locale;
  clientIp: string | null;
  proof?: CaptchaProof;
}

export interface VerifyCodeInput {
  channel: CodeChannel;
  target: string;
  purpose: CodePurpose;
  code: string;
}

/** The target as stored and counted: one address or number whatever its spelling. */
export function normalizeTarget(channel: CodeChannel, target: string): string {
  const parsed =
    channel === 'email' ? emailTargetSchema.safeParse(target) : phoneTargetSchema.safeParse(phoneTarget(target));
  if (!parsed.success) throw new AppError('CODE_TARGET_INVALID', 400);
  return parsed.data;
}

function newCode(): string {
  return String(randomInt(0, 10 ** CODE_LIMITS.digits)).padStart(CODE_LIMITS.digits, '0');
}

/**
 * Verification codes (issue 15 item 2): 6 digits, valid 5 minutes, 3 tries, one send a minute and at most 5 an hour
 * and 10 a day per target, a cap per client address, a solved captcha before each send. No answer depends on whether
 * an account has the target: that is for the callers to keep so (only the registration check may tell).
 */
export function createVerificationCodes(deps: VerificationCodesDeps) {
  const { repo } = deps;
  const hash = (channel: CodeChannel, target: string, purpose: CodePurpose, code: string) =>
    createHmac('sha256', deps.key).update(`${channel}:${target}:${purpose}:${code}`).digest('hex');

  return {
    async send(input: SendCodeInput): Promise<SendCodeResponse> {
      const target = normalizeTarget(input.channel, input.target);
      const { sms, email } = deps;
      if (input.channel === 'sms' && !sms) throw new AppError('SMS_UNAVAILABLE', 400);
      if (input.channel === 'email' && !email) throw new AppError('EMAIL_UNAVAILABLE', 400);
      await deps.captcha.check(input.proof);

      const code = newCode();
      await repo.lockedForTarget(input.channel, target, async (trx) => {
        const counts = await repo.targetCounts(trx, input.channel, target);
        if (counts.secondsSinceLast !== null && counts.secondsSinceLast < CODE_LIMITS.resendSeconds) {
          const seconds = Math.ceil(CODE_LIMITS.resendSeconds - counts.secondsSinceLast);
          // In the details too, so that the send button counts down the time really left.
          throw new AppError('CODE_RESEND_TOO_SOON', 429, { seconds }, { seconds });
        }
        if (counts.lastHour >= CODE_LIMITS.perHour || counts.lastDay >= CODE_LIMITS.perDay) {
          throw new AppError('CODE_TOO_MANY', 429);
        }
        if (input.clientIp && (await repo.addressCountLastHour(trx, input.clientIp)) >= deps.perAddressHour) {
          throw new AppError('CODE_TOO_MANY', 429);
        }
        await repo.insert(trx, {
          channel: input.channel,
          target,
          purpose: input.purpose,
          codeHash: hash(input.channel, target, input.purpose, code),
          clientIp: input.clientIp,
          validSeconds: CODE_LIMITS.validSeconds,
        });
        // Sent inside the transaction: a message the provider refused rolls the code back, so it costs no send.
        if (input.channel === 'email') {
          await email!(trx, { to: target, code, minutes: CODE_LIMITS.validSeconds / 60 });
        } else {
          await sms!.sendCode({ phone: target, code, locale: input.locale }).catch((err: unknown) => {
            throw new AppError('SMS_SEND_FAILED', 502, {}, { cause: err instanceof Error ? err.message : String(err) });
          });
        }
      });
      return { ok: true, resendSeconds: CODE_LIMITS.resendSeconds, validSeconds: CODE_LIMITS.validSeconds };
    },

    /** Consumes the code if it is right; a wrong one counts a try, and the code dies at the last one. */
    async verify(input: VerifyCodeInput): Promise<void> {
      const target = normalizeTarget(input.channel, input.target);
      const given = hash(input.channel, target, input.purpose, input.code.trim());
      // The refusal is returned, not thrown, so that the transaction commits the counted try.
      const outcome = await repo.lockedForTarget(input.channel, target, async (trx) => {
        const stored = await repo.latest(trx, input.channel, target, input.purpose);
        if (!stored || stored.expired || stored.consumed) return new AppError('CODE_EXPIRED', 400);
        if (stored.tries >= CODE_LIMITS.tries) return new AppError('CODE_TOO_MANY_TRIES', 400);
        if (timingSafeEqual(Buffer.from(given), Buffer.from(stored.code_hash))) {
          await repo.consume(trx, stored.id);
          return null;
        }
        // Committed although the answer is an error: the try must count.
        await repo.countTry(trx, stored.id);
        const triesLeft = CODE_LIMITS.tries - stored.tries - 1;
        return triesLeft > 0
          ? new AppError('CODE_INVALID', 400, { triesLeft })
          : new AppError('CODE_TOO_MANY_TRIES', 400);
      });
      if (outcome) throw outcome;
    },
  };
}

export type VerificationCodes = ReturnType<typeof createVerificationCodes>;
