import { z } from 'zod';
import { currentPageSchema } from '../api/paging';

/*
 * How people join (issue 27 item 1), chosen by the operator as in GitLab, Gitea, Discourse or Keycloak:
 * - verified: anyone, with a code sent to their e-mail or phone (needs SMTP or SMS);
 * - open: anyone, after a proof-of-work captcha; the e-mail stays unverified until the site can verify it;
 * - invite: only with an invitation link (single use, expiring, optionally bound to an address);
 * - closed: nobody; operators create accounts with `npm run user -- create`.
 * The default is `verified` when a channel is configured and `open` otherwise, so a default install lets anyone in.
 */
export const SIGNUP_POLICIES = ['verified', 'open', 'invite', 'closed'] as const;
export const signupPolicySchema = z.enum(SIGNUP_POLICIES);
export type SignupPolicy = z.infer<typeof signupPolicySchema>;

/** The registration address's query parameter carrying an invitation token. */
export const INVITATION_PARAM = 'invitation';

export const INVITATION_LIMITS = {
  /** Lifetimes staff may choose; customers' invitations get the configured default. */
  ttlDays: [1, 7, 30],
  pageSize: 20,
} as const;

/** Registration needs an invitation under this policy. */
export const signupNeedsInvitation = (policy: SignupPolicy): boolean => policy === 'invite';
/** Registration needs a code sent to a verified channel under this policy (else a captcha or the invitation). */
export const signupNeedsCode = (policy: SignupPolicy): boolean => policy === 'verified';
/** Registration needs a solved captcha under this policy (the open door has no other check against scripts). */
export const signupNeedsCaptcha = (policy: SignupPolicy): boolean => policy === 'open';
/**
 * Who may hand out invitation links: nobody when sign-up is closed; else staff, and customers too (each with a cap of
 * open invitations), since an invitation is then a way in that works, and it records who invited whom.
 */
export const mayInvite = (policy: SignupPolicy): boolean => policy !== 'closed';

export const INVITATION_STATES = ['open', 'used', 'expired', 'revoked'] as const;
export const invitationStateSchema = z.enum(INVITATION_STATES);
export type InvitationState = z.infer<typeof invitationStateSchema>;

export const invitationSchema = z.object({
  id: z.string(),
  /** Goes into the link (`user/register?invitation=<token>`); signed, so it can be shown again to copy. */
  token: z.string(),
  /** The one address that may register with it, or null for anyone. */
  email: z.string().nullable(),
  state: invitationStateSchema,
  createTime: z.string(),
  expiresAt: z.string(),
  createdBy: z.string().nullable(),
  usedBy: z.string().nullable(),
  usedAt: z.string().nullable(),
  mailedAt: z.string().nullable(),
});
export type Invitation = z.infer<typeof invitationSchema>;

export const invitationCreateSchema = z.object({
  email: z.string().trim().toLowerCase().email().max(254).optional(),
  /** Staff only; customers' invitations last the configured default. */
  ttlDays: z
    .number()
    .int()
    .refine((d) => (INVITATION_LIMITS.ttlDays as readonly number[]).includes(d))
    .optional(),
  /** Also e-mail the link to `email` (needs SMTP). */
  mail: z.boolean().optional(),
});
export type InvitationCreate = z.infer<typeof invitationCreateSchema>;

export const invitationListQuerySchema = z.object({
  currentPage: currentPageSchema,
  state: invitationStateSchema.optional(),
});
export const invitationListSchema = z.object({
  list: z.array(invitationSchema),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type InvitationList = z.infer<typeof invitationListSchema>;

/** A customer's own invitations (the header's dialog) and how many more they may have open at once. */
export const ownInvitationsSchema = z.object({
  list: z.array(invitationSchema),
  openLeft: z.number().int(),
});
export type OwnInvitations = z.infer<typeof ownInvitationsSchema>;

/** GET /api/v1/account/invitation?token=: what the registration page tells before anything is typed. */
export const invitationCheckQuerySchema = z.object({ token: z.string().max(200) });
export const invitationCheckSchema = z.object({
  state: z.enum([...INVITATION_STATES, 'invalid']),
  email: z.string().nullable(),
});
export type InvitationCheck = z.infer<typeof invitationCheckSchema>;

export const INVITATION_ERROR_CODES = [
  'SIGNUP_CLOSED',
  'INVITATION_REQUIRED',
  'INVITATION_INVALID',
  'INVITATION_USED',
  'INVITATION_EXPIRED',
  'INVITATION_REVOKED',
  'INVITATION_EMAIL_MISMATCH',
  'INVITATION_NOT_FOUND',
  'INVITATION_NOT_OPEN',
  'INVITATION_LIMIT',
  'INVITATIONS_OFF',
  'INVITATION_MAIL_NEEDS_EMAIL',
] as const;

export const INVITATION_PATH = '/api/v1/invitations';
export const STAFF_INVITATION_PATH = '/api/v1/staff/invitations';
