import { z } from 'zod';

/** Quick login (spec 001 §2 user/qlogin): a phone number and the code sent to it by SMS (purpose quickLogin). */
export const quickLoginRequestSchema = z.object({
  /** Country calling code, 86 (mainland China) when absent. */
  areaCode: z.string().max(8).optional(),
  phone: z.string().trim().min(1).max(32),
  code: z.string().trim().max(16),
});
export type QuickLoginRequest = z.infer<typeof quickLoginRequestSchema>;

/** A right code for a phone number that no account has: the phone's owner may learn that (the code proved it). */
export const QUICK_LOGIN_ERROR_CODES = ['QUICK_LOGIN_NO_ACCOUNT'] as const;
