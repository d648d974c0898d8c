import { passwordRuleBroken, type PasswordRuleCode } from './password-rules';
import { WECHAT_USERNAME_PATTERN, type WechatRegisterRequest } from './wechat';

/** A broken rule of the quick registration form: the field it belongs to and its code (a text in errors.json). */
export interface FieldProblem {
  field: keyof WechatRegisterRequest;
  code: 'WECHAT_USERNAME_INVALID' | PasswordRuleCode | 'PASSWORD_MISMATCH' | 'WECHAT_EMAIL_INVALID';
}

/** Deliberately loose: one @, something on both sides, a dot in the domain; the confirmation mail proves the rest. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The form's own rules (the web checks them as the user types, the server again); taken names are the server's. */
export function wechatRegistrationProblems(input: WechatRegisterRequest): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (!WECHAT_USERNAME_PATTERN.test(input.username))
    problems.push({ field: 'username', code: 'WECHAT_USERNAME_INVALID' });
  const broken = passwordRuleBroken(input.password);
  if (broken) {
    problems.push({ field: 'password', code: broken });
  } else if (input.rePassword !== input.password) {
    problems.push({ field: 'rePassword', code: 'PASSWORD_MISMATCH' });
  }
  if (input.email && !EMAIL_PATTERN.test(input.email)) problems.push({ field: 'email', code: 'WECHAT_EMAIL_INVALID' });
  return problems;
}
