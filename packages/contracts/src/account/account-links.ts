import { z } from 'zod';
import { newPasswordSchema, withRepeatedPassword } from './password-rules';

/**
 * Links sent by e-mail for account changes (spec 001 §7: password reset's "link check with verification params and
 * ckey", e-mail change's confirm with cemail, the bind page): each is signed, works once and expires.
 */
export const ACCOUNT_LINK_PURPOSES = ['resetPassword', 'changeEmail'] as const;
export const accountLinkPurposeSchema = z.enum(ACCOUNT_LINK_PURPOSES);
export type AccountLinkPurpose = z.infer<typeof accountLinkPurposeSchema>;

/** How long a link works, per purpose: a reset link is short-lived, a confirmation waits for a mailbox to be read. */
export const ACCOUNT_LINK_TTL_SECONDS: Record<AccountLinkPurpose, number> = {
  resetPassword: 30 * 60,
  changeEmail: 24 * 60 * 60,
};

/** Links of one account and purpose within an hour at most, and never two within a minute (mail-bombing). */
export const ACCOUNT_LINKS_PER_HOUR = 5;
export const ACCOUNT_LINK_COOLDOWN_SECONDS = 60;

/** Codes of a link that cannot be used, each with a page of its own (spec 001 §4: the reset's failure page). */
export const ACCOUNT_LINK_ERROR_CODES = ['ACCOUNT_LINK_EXPIRED', 'ACCOUNT_LINK_USED', 'ACCOUNT_LINK_INVALID'] as const;

export const emailAddressSchema = z
  .string()
  .trim()
  .max(254)
  .pipe(z.email({ message: 'EMAIL_INVALID' }));

/** The link's one path segment (user/forget/reset/:querystring, user/bind/:querystring). */
export const accountLinkQuerySchema = z.strictObject({ querystring: z.string().min(1).max(512) });

/** Forgot by e-mail: always answered the same, whether an account has this address or not. */
export const forgotByEmailRequestSchema = z.strictObject({ email: emailAddressSchema });
export type ForgotByEmailRequest = z.infer<typeof forgotByEmailRequestSchema>;

/** What a working reset link opens: the account it resets, shown on the form. */
export const resetLinkInfoSchema = z.object({ userId: z.string(), username: z.string() });
export type ResetLinkInfo = z.infer<typeof resetLinkInfoSchema>;

/** Spec 001 §3, password reset: userId, password, rePassword (and the link that allows it). */
export const passwordResetRequestSchema = withRepeatedPassword(
  z.strictObject({
    querystring: accountLinkQuerySchema.shape.querystring,
    userId: z.string().min(1).max(64),
    password: newPasswordSchema,
    rePassword: z.string().max(256),
  }),
  'password',
  'rePassword',
);
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;
