import { z } from 'zod';

export const loginRequestSchema = z.object({
  username: z.string().trim().min(1).max(128),
  password: z.string().min(1).max(256),
  automaticLogin: z.boolean().optional(),
  rememberMe: z.boolean().optional(),
  live: z.union([z.boolean(), z.string()]).optional(),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/**
 * Roles of an account (not in the spec, which shows none): an admin may write in the public space, everyone else
 * only reads it. The web reads the role to show the public tab's write actions; the server checks it on every write.
 * Staff run the sequencing service's projects for customers (projects/project-rules.ts).
 */
export const USER_ROLES = ['customer', 'admin', 'staff'] as const;
export const userRoleSchema = z.enum(USER_ROLES);
export type UserRole = z.infer<typeof userRoleSchema>;
/** The roles of the service's own people, who see every customer's suggestions (and other staff pages). */
export const STAFF_ROLES: readonly UserRole[] = ['staff', 'admin'];
export const isStaffRole = (role: UserRole | undefined): boolean => role !== undefined && STAFF_ROLES.includes(role);

export const currentUserSchema = z.object({
  id: z.string(),
  region: z.string(),
  username: z.string(),
  company: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  realName: z.string().nullable(),
  storeTags: z.string(),
  role: userRoleSchema,
  /** The profile photo's address (GET photo, a new one with each photo), for the header's avatar; null without one. */
  photoFile: z.string().nullable(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const loginResponseSchema = z.object({
  token: z.string(),
  user: currentUserSchema,
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** Where the web app fetches the caller's photo (spec 001 §7 GET photo). */
export const PHOTO_PATH = '/api/v1/account/photo';
/** The photo's address: the stored file's name in the query makes each new photo a new URL (no stale cache). */
export const photoUrl = (photoFileName: string | null): string | null =>
  photoFileName ? `${PHOTO_PATH}?v=${encodeURIComponent(photoFileName)}` : null;

export const okResponseSchema = z.object({ ok: z.literal(true) });
