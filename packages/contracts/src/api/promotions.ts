import { z } from 'zod';

/*
 * Promotions staff configure (issue 27 item 4, promote/active/:type): each has a type key (the address
 * promote/active/<type>), its texts in both locales, an optional image, a button and the time it is active. The
 * promote page shows the newest active one of its type, else a promotion of the instance configuration.
 */

export const PROMOTIONS_PATH = '/api/v1/promotions';
export const STAFF_PROMOTIONS_PATH = '/api/v1/staff/promotions';
export const PROMOTION_ERROR_CODES = ['PROMOTION_NOT_FOUND'] as const;

/** An address of this site (`/…`, `{locale}` filled in by the page) or an http(s) one. */
const link = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((v) => v === '' || /^\/(?!\/)/.test(v) || /^https?:\/\/[^\s]+$/i.test(v), { message: 'LINK_INVALID' });

export const staffPromotionInputSchema = z
  .object({
    type: z
      .string()
      .trim()
      .regex(/^[a-z0-9][a-z0-9-]{0,39}$/),
    titleZh: z.string().trim().min(1).max(100),
    titleEn: z.string().trim().min(1).max(100),
    textZh: z.string().trim().max(1000).default(''),
    textEn: z.string().trim().max(1000).default(''),
    image: link(500).default(''),
    actionZh: z.string().trim().min(1).max(40),
    actionEn: z.string().trim().min(1).max(40),
    href: link(500).default(''),
    activeFrom: z.iso.datetime({ offset: true }),
    activeTo: z.iso.datetime({ offset: true }).nullable().default(null),
  })
  .refine((p) => p.activeTo === null || Date.parse(p.activeTo) > Date.parse(p.activeFrom), {
    message: 'ACTIVE_TO_BEFORE_FROM',
    path: ['activeTo'],
  });
export type StaffPromotionInput = z.input<typeof staffPromotionInputSchema>;

export const staffPromotionSchema = z.object({
  id: z.string(),
  type: z.string(),
  titleZh: z.string(),
  titleEn: z.string(),
  textZh: z.string(),
  textEn: z.string(),
  image: z.string(),
  actionZh: z.string(),
  actionEn: z.string(),
  href: z.string(),
  activeFrom: z.string(),
  activeTo: z.string().nullable(),
  endedAt: z.string().nullable(),
  /** Shown now: started, not past its end, not ended by staff. */
  active: z.boolean(),
  updatedAt: z.string(),
});
export type StaffPromotion = z.infer<typeof staffPromotionSchema>;

export const staffPromotionListSchema = z.object({ list: staffPromotionSchema.array() });
/** The newest active promotion of a type, or null. */
export const activePromotionSchema = z.object({ promotion: staffPromotionSchema.nullable() });
