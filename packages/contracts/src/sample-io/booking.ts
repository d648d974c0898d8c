import { z } from 'zod';
import { descriptionSchema, requiredInputSchema } from '../validation/text-fields';

/*
 * Bookings of a sample (issue 17 item 6: booking/:id, bookingList/:id): a courier pickup at the customer's address or
 * a sequencing slot at the lab, on a day, with a contact and how many tubes. A booking is cancelled, never deleted, so
 * the lab sees what was asked. Each field rule's message is an error code, told beside its field.
 */

export const BOOKING_KINDS = ['pickup', 'slot'] as const;
export const bookingKindSchema = z.enum(BOOKING_KINDS);
export type BookingKind = z.infer<typeof bookingKindSchema>;
export const BOOKING_STATUSES = ['booked', 'cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export const BOOKING_MAX_SAMPLES = 1000;
const ADDRESS_MAX = 200;

/** YYYY-MM-DD, the day as the customer picked it (no time zone: a pickup is booked for a calendar day). */
export const bookingDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'BOOKING_DATE_INVALID' });

export const saveBookingRequestSchema = z.object({
  sampleId: z.string().max(64),
  kind: bookingKindSchema,
  bookingDate: bookingDateSchema,
  /** Where the courier picks up; required for a pickup (checked by the server: BOOKING_ADDRESS_REQUIRED). */
  address: z.string().max(ADDRESS_MAX, { message: 'BOOKING_ADDRESS_TOO_LONG' }).default(''),
  contactName: requiredInputSchema.pipe(z.string().max(50, { message: 'BOOKING_CONTACT_TOO_LONG' })),
  contactPhone: z.string().regex(/^\+?[\d\s-]{5,20}$/, { message: 'PHONE_INVALID' }),
  sampleCount: z
    .number()
    .int({ message: 'BOOKING_COUNT_INVALID' })
    .min(1, { message: 'BOOKING_COUNT_INVALID' })
    .max(BOOKING_MAX_SAMPLES, { message: 'BOOKING_COUNT_INVALID' }),
  remark: descriptionSchema.default(''),
});
export type SaveBookingRequest = z.input<typeof saveBookingRequestSchema>;
export type SaveBookingBody = z.output<typeof saveBookingRequestSchema>;

export const sampleBookingSchema = z.object({
  bookingId: z.string(),
  sampleId: z.string(),
  kind: bookingKindSchema,
  bookingDate: z.string(),
  address: z.string(),
  contactName: z.string(),
  contactPhone: z.string(),
  sampleCount: z.number(),
  remark: z.string(),
  status: z.enum(BOOKING_STATUSES),
  createTime: z.string(),
});
export type SampleBooking = z.infer<typeof sampleBookingSchema>;
export const sampleBookingListSchema = z.array(sampleBookingSchema);
export const bookingIdBodySchema = z.object({ bookingId: z.string().max(64) });

/** Today as YYYY-MM-DD in the given zone: the earliest day a booking may name. */
export function bookingToday(now: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}
