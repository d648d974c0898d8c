import { z } from 'zod';
import { currentPageSchema } from './paging';

/*
 * The staff console (issue 32, /:locale/admin/...): every route under ADMIN_PATH is declared `config: { roles:
 * STAFF_ROLES }`; each write leaves one audit_log row in its own transaction. Lists are paged on the server.
 */

export const ADMIN_PATH = '/api/v1/admin';
export const ADMIN_PAGE_SIZE = 20;
export const ADMIN_PAGE_SIZE_MAX = 100;
/** Rows one CSV export of the audit log holds at most (a filter narrows a larger log). */
export const ADMIN_AUDIT_EXPORT_MAX = 100_000;
export const ADMIN_CANCEL_REASON_MAX = 500;

export const ADMIN_ERROR_CODES = [
  'ADMIN_USER_NOT_FOUND',
  'ADMIN_NOT_ON_SELF',
  'ADMIN_JOB_NOT_FOUND',
  'ADMIN_JOB_NOT_ACTIVE',
  'USERNAME_TAKEN',
] as const;

const pageSize = z.coerce.number().int().min(1).max(ADMIN_PAGE_SIZE_MAX).default(ADMIN_PAGE_SIZE);
const filterText = z.string().trim().max(100).optional();

/** Audit log filters: actor (username), resource (the action's first segment), action, time range. */
export const adminAuditQuerySchema = z.object({
  page: currentPageSchema,
  pageSize,
  actor: filterText,
  resource: filterText,
  action: filterText,
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
});
export type AdminAuditQuery = z.input<typeof adminAuditQuerySchema>;

export const adminAuditRowSchema = z.object({
  id: z.string(),
  at: z.string(),
  actorId: z.string().nullable(),
  actor: z.string().nullable(),
  action: z.string(),
  resource: z.string(),
  ip: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()),
});
export type AdminAuditRow = z.infer<typeof adminAuditRowSchema>;
export const adminAuditListSchema = z.object({ list: z.array(adminAuditRowSchema), total: z.number() });
export type AdminAuditList = z.infer<typeof adminAuditListSchema>;

export const adminUsersQuerySchema = z.object({
  page: currentPageSchema,
  pageSize,
  /** Matches a part of the username, real name, e-mail, phone or company. */
  q: filterText,
});
export type AdminUsersQuery = z.input<typeof adminUsersQuerySchema>;

export const adminUserSchema = z.object({
  id: z.string(),
  username: z.string(),
  realName: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  company: z.string().nullable(),
  role: z.string(),
  locked: z.boolean(),
  createdAt: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;
export const adminUserListSchema = z.object({ list: z.array(adminUserSchema), total: z.number() });
export type AdminUserList = z.infer<typeof adminUserListSchema>;

const named = z.object({ id: z.string(), name: z.string(), status: z.string(), createdAt: z.string() });
export const adminUserDetailSchema = z.object({
  user: adminUserSchema,
  projects: z.array(named),
  samples: z.array(named),
  jobs: z.array(named),
  storage: z.object({ usedBytes: z.number(), quotaBytes: z.number() }),
  sessions: z.number(),
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;

export const adminCreateUserSchema = z.object({
  username: z
    .string()
    .trim()
    .regex(/^[\w.@-]{2,64}$/),
  email: z.email().max(254).optional(),
  realName: z.string().trim().max(100).optional(),
  company: z.string().trim().max(200).optional(),
});
export type AdminCreateUser = z.input<typeof adminCreateUserSchema>;

/**
 * How a new password reaches the user: by e-mail when mail is configured and the account has an address, else a
 * one-time link staff hand over themselves (the same reset page either way).
 */
export const adminResetLinkSchema = z.object({ mailed: z.boolean(), link: z.string().nullable() });
export type AdminResetLink = z.infer<typeof adminResetLinkSchema>;
export const adminCreatedUserSchema = adminResetLinkSchema.extend({ id: z.string(), username: z.string() });
export type AdminCreatedUser = z.infer<typeof adminCreatedUserSchema>;

export const adminOkSchema = z.object({ ok: z.literal(true), endedSessions: z.number().optional() });

export const adminJobSchema = z.object({
  id: z.string(),
  name: z.string(),
  toolId: z.string(),
  status: z.string(),
  userId: z.string(),
  username: z.string(),
  executor: z.string().nullable(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
});
export type AdminJob = z.infer<typeof adminJobSchema>;
export const adminJobListSchema = z.object({ list: z.array(adminJobSchema), total: z.number() });
export type AdminJobList = z.infer<typeof adminJobListSchema>;
export const adminJobsQuerySchema = z.object({ page: currentPageSchema, pageSize });
export const adminCancelJobSchema = z.object({ reason: z.string().trim().min(1).max(ADMIN_CANCEL_REASON_MAX) });

export const adminSystemSchema = z.object({
  executor: z.string(),
  jobs: z.array(z.object({ executor: z.string().nullable(), status: z.string(), count: z.number() })),
  storage: z.object({ usedBytes: z.number(), blobs: z.number() }),
  mail: z.object({
    configured: z.boolean(),
    pending: z.number(),
    failed: z.number(),
    recentFailures: z.array(z.object({ id: z.string(), kind: z.string(), at: z.string(), error: z.string() })),
  }),
});
export type AdminSystem = z.infer<typeof adminSystemSchema>;
