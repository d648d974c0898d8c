import { z } from 'zod';
import { SAMPLE_STATUSES, type SampleStatus } from '../samples/sample-status';

/*
 * The staff's customer list (mysample/customerList, issue 17 item 6): every customer who has samples, with how many
 * are in each state, most samples first; each row opens the staff sample list filtered to that customer.
 */

export const customerSamplesSchema = z.object({
  userId: z.string(),
  username: z.string(),
  realName: z.string(),
  company: z.string(),
  total: z.number(),
  /** Only the states the customer has samples in; a missing state counts 0. */
  counts: z.partialRecord(z.enum(SAMPLE_STATUSES), z.number()),
  lastCreateTime: z.string(),
});
export type CustomerSamples = z.infer<typeof customerSamplesSchema>;
export const customerSamplesListSchema = z.array(customerSamplesSchema);

export const countIn = (customer: CustomerSamples, status: SampleStatus): number => customer.counts[status] ?? 0;
