import { z } from 'zod';
import { newPasswordSchema, withRepeatedPassword } from './password-rules';

/** Password reset by phone code (user/forget/phone) and phone binding (spec 001 §7: areaCode, phone, phoneCode, password). */

export const PHONE_ERROR_CODES = ['ACCOUNT_NOT_REGISTERED'] as const;

/** The number's form; the area code's rule and the stored form are registration's (api/registration.ts). */
const phoneFields = {
  areaCode: z.string().trim().max(8).optional(),
  phone: z
    .string()
    .trim()
    .regex(/^\d{5,15}$/, { message: 'PHONE_INVALID' }),
  phoneCode: z
    .string()
    .trim()
    .regex(/^\d{6}$/, { message: 'CODE_REQUIRED' }),
};

export const phoneResetRequestSchema = withRepeatedPassword(
  z.strictObject({ ...phoneFields, password: newPasswordSchema, rePassword: z.string().max(256) }),
  'password',
  'rePassword',
);
export type PhoneResetRequest = z.infer<typeof phoneResetRequestSchema>;

export const phoneBindRequestSchema = z.strictObject({
  ...phoneFields,
  password: z.string().min(1, { message: 'PASSWORD_REQUIRED' }).max(256),
});
export type PhoneBindRequest = z.infer<typeof phoneBindRequestSchema>;
