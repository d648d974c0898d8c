import { z } from 'zod';
import { LOCALES } from '../locale';

export { CONTENT_VERSION } from './content-version';

export const contentParamsSchema = z.object({ locale: z.enum(LOCALES) });
export const contentQuerySchema = z.object({
  route: z.string().max(120).optional(),
  version: z.string().max(20).optional(),
});

/** Texts are a nested JSON object of string leaves. */
export type TextTree = { [key: string]: string | TextTree };
export const textTreeSchema: z.ZodType<TextTree> = z.lazy(() =>
  z.record(z.string(), z.union([z.string(), textTreeSchema])),
);

/** A key of configured content: it names texts and appears in URLs. */
const contentKeySchema = z.string().regex(/^[A-Za-z0-9_-]{1,40}$/);

export const promotionSchema = z.object({
  type: contentKeySchema,
  /** Path under imageBaseUrl (or a full address); none, the page shows an icon. */
  image: z.string().default(''),
  /** Where the page's button leads (`{locale}` is the page's); empty, the button opens the live broadcast. */
  href: z.string().default(''),
});
export type Promotion = z.infer<typeof promotionSchema>;

export const iframePageSchema = z.object({ key: contentKeySchema, url: z.string().min(1) });
export type IframePage = z.infer<typeof iframePageSchema>;

export const instanceConfigSchema = z.object({
  productName: z.string(),
  materialVersion: z.string(),
  /** Regions where object-storage download is disabled (spec 000 §4: fall back to FTP). */
  objectStorageDisabledRegions: z.array(z.string()),
  links: z.object({
    oldVersion: z.string(),
    tutorial: z.string(),
    onlineService: z.string(),
    siteNavigation: z.string(),
    appCenter: z.string(),
  }),
  qrCodeUrl: z.string(),
  /** An image shown by the footer's QR widget instead of a code drawn from qrCodeUrl (e.g. a WeChat account's). */
  qrCodeImage: z.string().default(''),
  /** Spec 001 §7: promoted images are given as paths under this base. */
  imageBaseUrl: z.string().default(''),
  /** promote/active/:type: the types that have a page; their texts are `promote.types.<type>.*`. */
  promotions: z.array(promotionSchema).default([]),
  /** The pages the iframe route embeds, by key (iframe?page=<key>); it embeds no other address. */
  iframePages: z.array(iframePageSchema).default([]),
});
export type InstanceConfig = z.infer<typeof instanceConfigSchema>;
export const instanceConfigResponseSchema = z.object({ data: instanceConfigSchema });

export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  db: z.enum(['ok', 'down']),
  executor: z.enum(['local', 'slurm']),
  version: z.string(),
});

/**
 * The live broadcast (spec 001 §7, GET /api/v1/webCast/getJumpUrl), kept in the instance configuration's row but never
 * in its public answer: `{userId}` and `{username}` in the address are the caller's.
 */
export const webcastConfigSchema = z.object({ liveUrl: z.string().default('') });
export type WebcastConfig = z.infer<typeof webcastConfigSchema>;
export const jumpUrlResponseSchema = z.object({ result: z.boolean(), url: z.string() });
export type JumpUrlResponse = z.infer<typeof jumpUrlResponseSchema>;
