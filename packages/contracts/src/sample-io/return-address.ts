import { z } from 'zod';
import { requiredInputSchema } from '../validation/text-fields';

/*
 * returnSampleAddressEmail (issue 17 item 4): where samples go back after sequencing, for the caller's samples named.
 * Each rule's message is an error code, told beside its field.
 */

export const RETURN_ADDRESS_MAX_SAMPLES = 100;

export const returnAddressRequestSchema = z.object({
  name: requiredInputSchema.pipe(z.string().max(50, { message: 'BOOKING_CONTACT_TOO_LONG' })),
  phone: z.string().regex(/^\+?[\d\s-]{5,20}$/, { message: 'PHONE_INVALID' }),
  address: requiredInputSchema.pipe(z.string().max(200, { message: 'BOOKING_ADDRESS_TOO_LONG' })),
  sampleIds: z
    .array(z.string().max(64))
    .min(1, { message: 'RETURN_SAMPLES_REQUIRED' })
    .max(RETURN_ADDRESS_MAX_SAMPLES, { message: 'RETURN_SAMPLES_REQUIRED' }),
});
export type ReturnAddressRequest = z.infer<typeof returnAddressRequestSchema>;

/** `mailed`: the lab was e-mailed (false when the site has no lab address configured; the address is kept). */
export const returnAddressResponseSchema = z.object({ id: z.string(), mailed: z.boolean() });
export type ReturnAddressResponse = z.infer<typeof returnAddressResponseSchema>;
