import { z } from 'zod';

/** Bounds of a new password (spec 001 §5 gives none): long enough to resist guessing, short enough for argon2id. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 64;

/**
 * Codes of the password rules, each a text `errors.<code>` shown beside the field it concerns (a repetition that
 * differs: PASSWORD_MISMATCH, api/registration.ts).
 */
export const PASSWORD_RULE_CODES = ['PASSWORD_TOO_SHORT', 'PASSWORD_TOO_LONG', 'PASSWORD_TOO_WEAK'] as const;
export type PasswordRuleCode = (typeof PASSWORD_RULE_CODES)[number];

/** A letter and a digit at least: a new password of one kind of character only is refused. */
const LETTER = /\p{L}/u;
const DIGIT = /\d/;

/**
 * The first rule `password` breaks, or null: the one rule of every new password (registration, WeChat quick
 * registration, reset, change, the operators' command), run by the web forms and the server alike.
 */
export function passwordRuleBroken(password: string): PasswordRuleCode | null {
  if (password.length < PASSWORD_MIN_LENGTH) return 'PASSWORD_TOO_SHORT';
  if (password.length > PASSWORD_MAX_LENGTH) return 'PASSWORD_TOO_LONG';
  if (!LETTER.test(password) || !DIGIT.test(password)) return 'PASSWORD_TOO_WEAK';
  return null;
}

/** A new password; the issue's message is the broken rule's code, localized by the server's error answer. */
export const newPasswordSchema = z.string().superRefine((value, ctx) => {
  const broken = passwordRuleBroken(value);
  if (broken) ctx.addIssue({ code: 'custom', message: broken });
});

/**
 * A new password and its repetition under the spec's field names (`rePassword`, `confirmPassword`): the mismatch is
 * reported on the repetition's field.
 */
export function withRepeatedPassword<S extends z.ZodObject>(schema: S, password: string, repeated: string) {
  return schema.superRefine((value: Record<string, unknown>, ctx) => {
    if (value[password] !== value[repeated]) {
      ctx.addIssue({ code: 'custom', path: [repeated], message: 'PASSWORD_MISMATCH' });
    }
  });
}
