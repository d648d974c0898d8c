import { z } from 'zod';
import { accountLinkQuerySchema, emailAddressSchema } from './account-links';
import { newPasswordSchema, withRepeatedPassword } from './password-rules';

/** EMAIL_TAKEN: api/registration.ts. The security section of userinfo/edit (spec 001 §3, §7): password change, e-mail change, resend verification. */

export const ACCOUNT_SECURITY_CODES = [
  'PASSWORD_WRONG',
  'EMAIL_TAKEN',
  'EMAIL_SAME',
  'EMAIL_ALREADY_CHECKED',
  'EMAIL_MISSING',
] as const;

/** The account's current password, asked before a security change. */
const currentPasswordSchema = z.string().min(1, { message: 'PASSWORD_REQUIRED' }).max(256);

/** Spec 001 §3, password change: password (the current one), modifyPassword, confirmPassword. */
export const passwordChangeSchema = withRepeatedPassword(
  z.strictObject({
    password: currentPasswordSchema,
    modifyPassword: newPasswordSchema,
    confirmPassword: z.string().max(256),
  }),
  'modifyPassword',
  'confirmPassword',
);
export type PasswordChange = z.infer<typeof passwordChangeSchema>;

/** Spec 001 §7, e-mail change: the new address and the password; the confirm link goes to the new address. */
export const emailChangeSchema = z.strictObject({ newEmail: emailAddressSchema, password: currentPasswordSchema });
export type EmailChange = z.infer<typeof emailChangeSchema>;

/** The bind page's confirm (user/bind/:querystring, spec "GET cemail, uiWVO"): the link, answered with the address. */
export const emailConfirmSchema = z.strictObject({ uiWVO: accountLinkQuerySchema.shape.querystring });
export type EmailConfirm = z.infer<typeof emailConfirmSchema>;
export const emailConfirmedSchema = z.object({ cemail: z.string() });
export type EmailConfirmed = z.infer<typeof emailConfirmedSchema>;

/** Where a confirm link went (shown to the user, who may have mistyped it). */
export const linkSentSchema = z.object({ sentTo: z.string() });
export type LinkSent = z.infer<typeof linkSentSchema>;
