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
});
export type InstanceConfig = z.infer<typeof instanceConfigSchema>;
export const instanceConfigResponseSchema = z.object({ data: instanceConfigSchema });

export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  db: z.enum(['ok', 'down']),
  executor: z.enum(['local', 'slurm']),
  version: z.string(),
});
