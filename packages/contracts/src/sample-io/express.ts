import { z } from 'zod';

/*
 * Courier tracking of a sent sample (getExpressInformation). The states are Kuaidi100's (its `state` field), named;
 * a state it adds later reads as `unknown` rather than failing the page.
 */

export const expressStateSchema = z.enum([
  'inTransit',
  'collected',
  'problem',
  'delivered',
  'returnedDelivered',
  'delivering',
  'returning',
  'forwarded',
  'customs',
  'refused',
  'unknown',
]);
export type ExpressState = z.infer<typeof expressStateSchema>;

export const expressEventSchema = z.object({
  /** As the provider gives it, in China time ("2026-11-02 10:21:05"). */
  time: z.string(),
  context: z.string(),
  location: z.string().optional(),
});
export type ExpressEvent = z.infer<typeof expressEventSchema>;

/** Newest event first. `configured: false` when no tracking provider is set up: the page shows a hint instead. */
export const expressInfoSchema = z.discriminatedUnion('configured', [
  /**
   * No express provider on this site: no live tracking, only what the customer entered (null before sending), for the
   * page to show plainly so the customer can ask the carrier.
   */
  z.object({
    configured: z.literal(false),
    courierNumber: z.string().nullable(),
    logisticsCompany: z.string().nullable(),
  }),
  z.object({
    configured: z.literal(true),
    courierNumber: z.string(),
    logisticsCompany: z.string(),
    state: expressStateSchema,
    events: z.array(expressEventSchema),
  }),
]);
export type ExpressInfo = z.infer<typeof expressInfoSchema>;
