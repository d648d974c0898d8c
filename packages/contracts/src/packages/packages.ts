import { z } from 'zod';

/*
 * Packages (spec 001 package/upgrade, issue 31 item 3): levels with quotas and a price, the caller's package with
 * its usage, and the upgrade orders paid by WeChat Pay (native QR) or by bank transfer that staff confirm.
 * Money is integer fen (1 CNY = 100 fen).
 */

export const PACKAGE_PATH = '/api/v1/package';
export const PACKAGE_ORDERS_PATH = '/api/v1/package/orders';
export const STAFF_PACKAGE_LEVELS_PATH = '/api/v1/staff/package-levels';
export const STAFF_PACKAGE_ORDERS_PATH = '/api/v1/staff/package-orders';
/** Where WeChat Pay posts its payment notifications (notify_url). */
export const WECHATPAY_NOTIFY_PATH = '/api/v1/payments/wechatpay/notify';

export const PACKAGE_ERROR_CODES = [
  'PACKAGE_LEVEL_NOT_FOUND',
  'PACKAGE_NOT_AN_UPGRADE',
  'PAYMENT_METHOD_UNAVAILABLE',
  'PAYMENT_PROVIDER_FAILED',
  'ORDER_NOT_FOUND',
  'ORDER_OTHER_PENDING',
  'ORDER_NOT_PENDING',
] as const;

export const paymentMethodSchema = z.enum(['wechatpay', 'bank']);
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;
export const orderStateSchema = z.enum(['pending', 'paid', 'cancelled', 'expired']);
export type OrderState = z.infer<typeof orderStateSchema>;

const levelCode = z.string().regex(/^[a-z][a-z0-9_]{0,31}$/);
/** Prices up to 1,000,000 CNY; quotas up to 1 PiB and 1000 jobs; beans up to ten million a month. */
const MAX_PRICE_FEN = 100_000_000;
const MAX_STORAGE_BYTES = 1024 ** 5;

export const packageLevelSchema = z.object({
  code: levelCode,
  rank: z.number().int(),
  nameZh: z.string(),
  nameEn: z.string(),
  /** The caller's own default when the level keeps the instance default. */
  storageBytes: z.number().int(),
  concurrentJobs: z.number().int(),
  monthlyBeans: z.number().int(),
  priceFen: z.number().int(),
  periodDays: z.number().int(),
  active: z.boolean(),
});
export type PackageLevel = z.infer<typeof packageLevelSchema>;

export const packageOrderSchema = z.object({
  orderNo: z.string(),
  levelCode: levelCode,
  amountFen: z.number().int(),
  method: paymentMethodSchema,
  state: orderStateSchema,
  /** WeChat Pay's code_url, shown as a QR code while the order is pending. */
  codeUrl: z.string().nullable(),
  createTime: z.string(),
  expireTime: z.string(),
  endTime: z.string().nullable(),
});
export type PackageOrder = z.infer<typeof packageOrderSchema>;

export const myPackageSchema = z.object({
  levelCode: levelCode,
  /** When the paid package ends (null: the free level, which does not). */
  endTime: z.string().nullable(),
  quotas: z.object({
    storageBytes: z.number().int(),
    concurrentJobs: z.number().int(),
    monthlyBeans: z.number().int(),
  }),
  usage: z.object({ storageBytes: z.number().int(), runningJobs: z.number().int() }),
  levels: z.array(packageLevelSchema),
  /** The ways to pay this install offers: WeChat Pay only when configured; bank transfer always. */
  paymentMethods: z.array(paymentMethodSchema),
  /** The payee's account for bank transfers (BANK_TRANSFER_DETAILS), or null: the page says to contact us. */
  bankDetails: z.string().nullable(),
  pendingOrder: packageOrderSchema.nullable(),
});
export type MyPackage = z.infer<typeof myPackageSchema>;

export const createOrderRequestSchema = z.object({ levelCode: levelCode, method: paymentMethodSchema });
export type CreateOrderRequest = z.infer<typeof createOrderRequestSchema>;

export const staffLevelUpdateSchema = z.object({
  nameZh: z.string().trim().min(1).max(40),
  nameEn: z.string().trim().min(1).max(40),
  storageBytes: z.number().int().positive().max(MAX_STORAGE_BYTES).nullable(),
  concurrentJobs: z.number().int().positive().max(1000).nullable(),
  monthlyBeans: z.number().int().min(0).max(10_000_000),
  priceFen: z.number().int().min(0).max(MAX_PRICE_FEN),
  periodDays: z.number().int().min(1).max(3660),
  active: z.boolean(),
});
export type StaffLevelUpdate = z.infer<typeof staffLevelUpdateSchema>;

export const staffOrderSchema = packageOrderSchema.extend({ username: z.string() });
export const staffOrderListSchema = z.object({ list: z.array(staffOrderSchema) });
export type StaffOrderList = z.infer<typeof staffOrderListSchema>;
