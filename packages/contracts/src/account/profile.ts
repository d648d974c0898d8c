import { z } from 'zod';
import { charLength } from '../validation/validation-result';

/*
 * The profile of spec 001 §3 (userinfo/edit). The spec gives the fields, not their rules: the lengths below are ours,
 * each broken rule answered with a code (a text `errors.<code>`) on the field it concerns.
 */

/** Spec 001 §3: sex, 0 by default (not given). */
export const PROFILE_SEXES = [0, 1, 2] as const;

/** The longest value of each free-text field, in characters. */
export const PROFILE_TEXT_LIMITS = {
  realName: 50,
  company: 100,
  professional: 50,
  education: 50,
  major: 50,
  nationality: 50,
  contactAddress: 200,
  researchSpecies: 100,
  researchStrategy: 100,
  sequencingPlatform: 100,
} as const;
export type ProfileTextField = keyof typeof PROFILE_TEXT_LIMITS;

export const PROFILE_ERROR_CODES = [
  'PROFILE_REAL_NAME_REQUIRED',
  'PROFILE_TEXT_TOO_LONG',
  'PROFILE_BIRTHDAY_INVALID',
  'PROFILE_SEX_INVALID',
  'PHOTO_NOT_IMAGE',
  'PHOTO_TOO_LARGE',
  'PHOTO_NOT_FOUND',
] as const;

/** A photo upload over this is refused before it is decoded; what is kept is a small square made from it. */
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const PHOTO_SIZE_PX = 256;

const text = (field: ProfileTextField) =>
  z
    .string()
    .trim()
    .refine((v) => charLength(v) <= PROFILE_TEXT_LIMITS[field], { message: 'PROFILE_TEXT_TOO_LONG' })
    .transform((v) => (v.length === 0 ? null : v))
    .nullable();

const BIRTHDAY = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day, not in the future (YYYY-MM-DD). */
export function isBirthday(value: string, today = new Date()): boolean {
  if (!BIRTHDAY.test(value)) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value) && day.getTime() <= today.getTime();
}

/** POST save profile: every editable field (absent ones are left as they are). */
export const profileUpdateSchema = z.strictObject({
  realName: z
    .string()
    .trim()
    .min(1, { message: 'PROFILE_REAL_NAME_REQUIRED' })
    .refine((v) => charLength(v) <= PROFILE_TEXT_LIMITS.realName, { message: 'PROFILE_TEXT_TOO_LONG' })
    .optional(),
  sex: z
    .number()
    .refine((v) => (PROFILE_SEXES as readonly number[]).includes(v), { message: 'PROFILE_SEX_INVALID' })
    .optional(),
  birthday: z
    .string()
    .refine((v) => isBirthday(v), { message: 'PROFILE_BIRTHDAY_INVALID' })
    .nullable()
    .optional(),
  company: text('company').optional(),
  professional: text('professional').optional(),
  education: text('education').optional(),
  major: text('major').optional(),
  nationality: text('nationality').optional(),
  contactAddress: text('contactAddress').optional(),
  researchSpecies: text('researchSpecies').optional(),
  researchStrategy: text('researchStrategy').optional(),
  sequencingPlatform: text('sequencingPlatform').optional(),
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

/** GET profile: spec 001 §3's fields (the WeChat ones come with the WeChat binding), the phone masked. */
export const profileSchema = z.object({
  userId: z.string(),
  username: z.string(),
  realName: z.string().nullable(),
  sex: z.number(),
  birthday: z.string().nullable(),
  company: z.string().nullable(),
  professional: z.string().nullable(),
  education: z.string().nullable(),
  major: z.string().nullable(),
  nationality: z.string().nullable(),
  contactAddress: z.string().nullable(),
  researchSpecies: z.string().nullable(),
  researchStrategy: z.string().nullable(),
  sequencingPlatform: z.string().nullable(),
  /** The URL of the photo (GET photo), changing with each new photo; null without one. */
  photoFile: z.string().nullable(),
  email: z.string().nullable(),
  emailChecked: z.boolean(),
  areaCode: z.string().nullable(),
  phone: z.string().nullable(),
});
export type Profile = z.infer<typeof profileSchema>;
