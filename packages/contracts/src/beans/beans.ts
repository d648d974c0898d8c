import { z } from 'zod';

/*
 * Cloud beans (spec 001 §1/§9, issue 31): a wallet per user, every movement an immutable transfer of the ledger
 * (apps/server/src/modules/beans). Amounts are whole beans.
 */

export const BEANS_PATH = '/api/v1/beans';
export const STAFF_BEANS_PATH = '/api/v1/staff/beans';

/** The largest amount one movement may carry (a huge amount is bad input, not a movement). */
export const BEANS_MAX_AMOUNT = 1_000_000_000;

/** What a movement was for; `run_*` are the hold, charge and refund of a job. */
export const beanKindSchema = z.enum([
  'grant_survey',
  'grant_package',
  'grant_purchase',
  'grant_staff',
  /** The demo customer's starting beans (seed). */
  'grant_demo',
  'debit_staff',
  'run_hold',
  'run_settle',
  'run_refund',
]);
export type BeanKind = z.infer<typeof beanKindSchema>;

export const beanWalletSchema = z.object({
  /** What can be spent now. */
  available: z.number().int(),
  /** Held by jobs that have not ended. */
  held: z.number().int(),
});
export type BeanWallet = z.infer<typeof beanWalletSchema>;

export const beanMovementSchema = z.object({
  id: z.string(),
  at: z.string(),
  kind: beanKindSchema,
  /** Signed change of the available balance (a settle moves held beans: 0 here, `amount` says how many). */
  change: z.number().int(),
  amount: z.number().int(),
  availableAfter: z.number().int(),
  refType: z.string().nullable(),
  refId: z.string().nullable(),
  reason: z.string().nullable(),
});
export type BeanMovement = z.infer<typeof beanMovementSchema>;

export const beanMovementsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  kind: beanKindSchema.optional(),
  /** YYYY-MM: movements of that month (UTC). */
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/)
    .optional(),
});
export type BeanMovementsQuery = z.infer<typeof beanMovementsQuerySchema>;

export const beanMovementsResponseSchema = z.object({
  wallet: beanWalletSchema,
  movements: z.array(beanMovementSchema),
  total: z.number().int(),
});
export type BeanMovementsResponse = z.infer<typeof beanMovementsResponseSchema>;

/** A staff adjustment: positive credits, negative debits (never below 0); the reason is required. */
export const staffBeanAdjustmentSchema = z.object({
  amount: z
    .number()
    .int()
    .min(-BEANS_MAX_AMOUNT)
    .max(BEANS_MAX_AMOUNT)
    .refine((n) => n !== 0),
  reason: z.string().trim().min(1).max(500),
  /** The form's key, so a double click or a retry adjusts once. */
  requestId: z.string().uuid().optional(),
});
export type StaffBeanAdjustment = z.infer<typeof staffBeanAdjustmentSchema>;

export const staffToolPriceSchema = z.object({
  beans: z.number().int().min(0).max(1_000_000),
  beansAccepted: z.boolean(),
});
export type StaffToolPrice = z.infer<typeof staffToolPriceSchema>;

export const toolPriceRowSchema = staffToolPriceSchema.extend({ toolId: z.string(), name: z.string() });
export const toolPricesResponseSchema = z.object({ tools: z.array(toolPriceRowSchema) });
export type ToolPricesResponse = z.infer<typeof toolPricesResponseSchema>;
