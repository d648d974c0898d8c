import { z } from 'zod';
import { passwordRuleBroken, type PasswordRuleCode } from '../account/password-rules';
import {
  captchaProofSchema,
  codeChannelSchema,
  emailTargetSchema,
  smsTarget,
  MAINLAND_AREA_CODE,
} from './verification-codes';

/*
 * Registration (spec 001 §3 registration entity; issue 15 item 1). The rules are not in the spec: these are ours,
 * one pure function the form and the server both run, so that every refusal has the same localized text per field.
 */

export const REGISTRATION_LIMITS = {
  realNameMax: 50,
  organizationMax: 100,
  suggestions: 10,
} as const;

export const REGISTRATION_FIELDS = [
  'email',
  'areaCode',
  'phone',
  'password',
  'rePassword',
  'realName',
  'company',
  'college',
  'professional',
  'code',
  'agreement',
] as const;
export type RegistrationField = (typeof REGISTRATION_FIELDS)[number];

/**
 * Codes of the field rules (texts errors.<code>); the password's are the one password rule's (PASSWORD_RULE_CODES), a
 * wrong or expired code answers the codes' own.
 */
export const REGISTRATION_FIELD_CODES = [
  'EMAIL_INVALID',
  'EMAIL_TAKEN',
  'PHONE_INVALID',
  'PHONE_TAKEN',
  'PASSWORD_MISMATCH',
  'REAL_NAME_REQUIRED',
  'COMPANY_REQUIRED',
  'FIELD_TOO_LONG',
  'CODE_REQUIRED',
  'AGREEMENT_REQUIRED',
] as const;
export type RegistrationFieldCode = (typeof REGISTRATION_FIELD_CODES)[number] | PasswordRuleCode;

const text = z.string().max(1000).optional();
/** The registration address's query parameter naming who invited the new user (a user id). */
export const INVITER_PARAM = 'inviter';

export const registerRequestSchema = z.object({
  /** Which target the code went to: the phone (SMS) or the e-mail address. */
  channel: codeChannelSchema,
  email: text,
  areaCode: text,
  phone: text,
  password: text,
  rePassword: text,
  realName: text,
  company: text,
  college: text,
  professional: text,
  code: text,
  agreement: z.boolean().optional(),
  /** The form's step when it was sent (spec field); kept for the shape, not stored. */
  index: z.number().int().min(0).max(10).optional(),
  /** Who invited the new user (the header's invite link, INVITER_PARAM): recorded when it names a user. */
  inviter: z.string().max(64).optional(),
  /** The invitation token of the link (INVITATION_PARAM): needed under the `invite` policy, used up by the account. */
  invitation: z.string().max(200).optional(),
  /** A solved captcha: what the `open` policy asks instead of a code. */
  proof: captchaProofSchema.optional(),
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

export const registerResponseSchema = z.object({ ok: z.literal(true), username: z.string() });

export interface FieldError {
  field: RegistrationField;
  code: string;
  message: string;
}
/** details of a REGISTRATION_INVALID answer: each refused field with its code and its text in the request's language. */
export const registrationErrorDetailsSchema = z.object({
  fields: z.array(z.object({ field: z.enum(REGISTRATION_FIELDS), code: z.string(), message: z.string() })),
});

const MAINLAND_MOBILE = /^1\d{10}$/;
const OTHER_PHONE = /^\d{5,15}$/;
const AREA_CODE = /^\d{1,4}$/;

export function normalizedAreaCode(areaCode: string | undefined): string {
  return (areaCode ?? '').replace(/\D/g, '') || MAINLAND_AREA_CODE;
}

/**
 * The field rules of one step's fields (all when `fields` is not given); the first broken rule of each. `withCode`:
 * whether the sign-up policy asks for a code (signupNeedsCode); without one the code field is not there.
 */
export function registrationFieldErrors(
  input: RegisterRequest,
  fields: readonly RegistrationField[] = REGISTRATION_FIELDS,
  withCode = true,
): Partial<Record<RegistrationField, RegistrationFieldCode>> {
  const errors: Partial<Record<RegistrationField, RegistrationFieldCode>> = {};
  const value = (field: RegistrationField) =>
    (input[field as keyof RegisterRequest] as string | undefined)?.trim() ?? '';
  const check = (field: RegistrationField, code: RegistrationFieldCode | null) => {
    if (code && fields.includes(field) && !errors[field]) errors[field] = code;
  };
  const tooLong = (field: RegistrationField, max: number) => (value(field).length > max ? 'FIELD_TOO_LONG' : null);

  check('email', emailTargetSchema.safeParse(value('email')).success ? null : 'EMAIL_INVALID');
  if (input.channel === 'sms') {
    const areaCode = normalizedAreaCode(input.areaCode);
    check('areaCode', AREA_CODE.test(areaCode) ? null : 'PHONE_INVALID');
    const rule = areaCode === MAINLAND_AREA_CODE ? MAINLAND_MOBILE : OTHER_PHONE;
    check('phone', rule.test(value('phone')) ? null : 'PHONE_INVALID');
  }
  const password = input.password ?? '';
  check('password', passwordRuleBroken(password));
  check('rePassword', input.rePassword === password ? null : 'PASSWORD_MISMATCH');
  if (withCode) check('code', /^\d{6}$/.test(value('code')) ? null : 'CODE_REQUIRED');
  check('realName', value('realName') ? tooLong('realName', REGISTRATION_LIMITS.realNameMax) : 'REAL_NAME_REQUIRED');
  check('company', value('company') ? tooLong('company', REGISTRATION_LIMITS.organizationMax) : 'COMPANY_REQUIRED');
  check('college', tooLong('college', REGISTRATION_LIMITS.organizationMax));
  check('professional', tooLong('professional', REGISTRATION_LIMITS.organizationMax));
  check('agreement', input.agreement === true ? null : 'AGREEMENT_REQUIRED');
  return errors;
}

/** The phone as stored and as the code went to it (smsTarget). */
export function registrationPhone(input: Pick<RegisterRequest, 'areaCode' | 'phone'>): string {
  return smsTarget(normalizedAreaCode(input.areaCode), input.phone ?? '');
}

/** GET /api/v1/account/register/check: whether an address or a phone number already has an account. */
export const registerCheckQuerySchema = z.object({
  email: z.string().max(254).optional(),
  areaCode: z.string().max(8).optional(),
  phone: z.string().max(20).optional(),
});
export const registerCheckResponseSchema = z.object({ exists: z.boolean() });

/** GET /api/v1/account/suggestions (spec: term, limitSize 10): company or college names already known. */
export const suggestionFieldSchema = z.enum(['company', 'college']);
export const suggestionsQuerySchema = z.object({
  field: suggestionFieldSchema.default('company'),
  term: z.string().trim().min(1).max(REGISTRATION_LIMITS.organizationMax),
  limitSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(REGISTRATION_LIMITS.suggestions)
    .default(REGISTRATION_LIMITS.suggestions),
});
export const suggestionsResponseSchema = z.object({ items: z.array(z.string()) });
