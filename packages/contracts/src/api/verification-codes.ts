import { z } from 'zod';
import { signupPolicySchema } from '../account/signup';

/*
 * One-time codes sent to a phone (SMS) or an e-mail address before an account action (issue 15 item 2), and the
 * proof-of-work captcha that must be solved before any is sent. The limits are the issue's; the server enforces them
 * all, the web reads them to count down.
 */

export const CODE_CHANNELS = ['sms', 'email'] as const;
export const codeChannelSchema = z.enum(CODE_CHANNELS);
export type CodeChannel = z.infer<typeof codeChannelSchema>;

export const CODE_PURPOSES = ['register', 'resetPassword', 'bindPhone', 'quickLogin'] as const;
export const codePurposeSchema = z.enum(CODE_PURPOSES);
export type CodePurpose = z.infer<typeof codePurposeSchema>;

export const CODE_LIMITS = {
  digits: 6,
  validSeconds: 300,
  tries: 3,
  resendSeconds: 60,
  perHour: 5,
  perDay: 10,
} as const;

export const verificationCodeSchema = z
  .string()
  .trim()
  .regex(new RegExp(`^\\d{${CODE_LIMITS.digits}}$`));

/** A phone number as the SMS provider takes it: digits, the country code first unless it is mainland China's. */
export const phoneTargetSchema = z.string().regex(/^\d{6,15}$/);
export const emailTargetSchema = z.string().trim().toLowerCase().email().max(254);

/** Mainland numbers go to the SMS provider bare, others with their country code (Aliyun's PhoneNumbers). */
export const MAINLAND_AREA_CODE = '86';
export function smsTarget(areaCode: string, phone: string): string {
  const code = areaCode.replace(/\D/g, '');
  const digits = phone.replace(/\D/g, '');
  return code === '' || code === MAINLAND_AREA_CODE ? digits : `${code}${digits}`;
}

export const captchaChallengeSchema = z.object({
  /** Signed and expiring; sent back as it is with the nonce found. */
  challenge: z.string(),
  /** SHA-256(`${challenge}:${nonce}`) must start with this many zero bits. */
  bits: z.number().int().min(0).max(32),
  expiresAt: z.string(),
});
export type CaptchaChallenge = z.infer<typeof captchaChallengeSchema>;

export const captchaProofSchema = z.object({
  challenge: z.string().min(1).max(1024),
  nonce: z.string().min(1).max(64),
});
export type CaptchaProof = z.infer<typeof captchaProofSchema>;

export const sendCodeRequestSchema = z.object({
  channel: codeChannelSchema,
  target: z.string().trim().min(1).max(254),
  purpose: codePurposeSchema,
  /** Optional in the shape so that its absence is answered CAPTCHA_REQUIRED, not a generic validation error. */
  proof: captchaProofSchema.optional(),
});
export type SendCodeRequest = z.infer<typeof sendCodeRequestSchema>;

export const sendCodeResponseSchema = z.object({
  ok: z.literal(true),
  resendSeconds: z.number().int(),
  validSeconds: z.number().int(),
});
export type SendCodeResponse = z.infer<typeof sendCodeResponseSchema>;

/** Which ways in have their provider configured; a way without one is hidden with a hint. */
export const accountProvidersSchema = z.object({
  email: z.boolean(),
  sms: z.boolean(),
  /** WECHAT_APP_ID and WECHAT_APP_SECRET are set (WeChat login and binding). */
  wechat: z.boolean(),
  /** The sign-up policy in force (SIGNUP_POLICY, or its default): which registration the pages offer. */
  signup: signupPolicySchema,
});
export type AccountProviders = z.infer<typeof accountProvidersSchema>;

/** Leading zero bits of a SHA-256 digest: the proof-of-work test, the same on both sides. */
export function leadingZeroBits(digest: Uint8Array): number {
  let bits = 0;
  for (const byte of digest) {
    if (byte === 0) {
      bits += 8;
      continue;
    }
    return bits + Math.clz32(byte) - 24;
  }
  return bits;
}
