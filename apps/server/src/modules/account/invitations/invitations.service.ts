import type { Kysely } from 'kysely';
import {
  INVITATION_LIMITS,
  isStaffRole,
  isUuid,
  mayInvite,
  type Invitation,
  type InvitationCheck,
  type InvitationCreate,
  type InvitationList,
  type InvitationState,
  type Locale,
  type OwnInvitations,
  type SignupPolicy,
  type UserRole,
} from '@biocloud/contracts';
import type { DB } from '../../../db/schema';
import { AppError } from '../../../http/app-error';
import { enqueueAddressMail } from '../../mail/mail-outbox';
import { invitationToken, readInvitationToken } from './invitation-token';
import { createInvitationsRepository, type InvitationRow } from './invitations.repository';

export interface InvitationsDeps {
  db: Kysely<DB>;
  policy: SignupPolicy;
  /** Key of the tokens' signatures. */
  key: Buffer;
  /** Lifetime of a customer's invitation; open invitations a customer may have at once. */
  customerTtlDays: number;
  customerCap: number;
  /** SMTP is configured: staff may have the link e-mailed. */
  mailEnabled: boolean;
  /** Where mailed links point (PUBLIC_URL). */
  publicUrl: string;
}

interface Caller {
  id: string;
  username: string;
  role: UserRole;
}

/** Why a token does not open the door, as the error the registration answers. */
const REFUSAL = {
  used: 'INVITATION_USED',
  expired: 'INVITATION_EXPIRED',
  revoked: 'INVITATION_REVOKED',
} as const satisfies Record<Exclude<InvitationState, 'open'>, string>;
const refusal = (state: Exclude<InvitationState, 'open'>) => new AppError(REFUSAL[state], 410);

/**
 * Invitation links (issue 27 item 1): staff make them for anyone, customers for friends within their cap; each works
 * once, until it expires or is revoked, and only for its address when bound to one. Every write is audited in its
 * own transaction. Registration checks a token (`peek`) before it spends a code or a captcha, then uses it up
 * (`claim`) in the transaction that creates the account.
 */
export function createInvitationsService(deps: InvitationsDeps) {
  const { db, key } = deps;
  const repo = createInvitationsRepository(db);

  const toInvitation = (row: InvitationRow): Invitation => ({
    id: row.id,
    token: invitationToken(key, row.id),
    email: row.email,
    state: row.state,
    createTime: row.created_at.toISOString(),
    expiresAt: row.expires_at.toISOString(),
    createdBy: row.creator,
    usedBy: row.user,
    usedAt: row.used_at?.toISOString() ?? null,
    mailedAt: row.mailed_at?.toISOString() ?? null,
  });

  const linkOf = (id: string, locale: Locale) =>
    `${deps.publicUrl}/${locale}/user/register?invitation=${encodeURIComponent(invitationToken(key, id))}`;

  const mailLink = async (trx: Kysely<DB>, id: string, to: string, inviter: string, locale: Locale, days: number) => {
    await enqueueAddressMail(trx, to, 'invitation', { link: linkOf(id, locale), inviter, days }, ['link']);
    await repo.markMailed(trx, id);
  };

  const openRowOf = async (token: string): Promise<InvitationRow> => {
    const id = readInvitationToken(key, token);
    const row = id ? await repo.find(id) : undefined;
    if (!row) throw new AppError('INVITATION_INVALID', 400);
    if (row.state !== 'open') throw refusal(row.state);
    return row;
  };

  return {
    /** Staff: every invitation, newest first, a page at a time. */
    async list(query: { currentPage: number; state?: InvitationState }): Promise<InvitationList> {
      const size = INVITATION_LIMITS.pageSize;
      const { rows, total } = await repo.page({ state: query.state }, query.currentPage * size, size);
      return { list: rows.map(toInvitation), total, totalPages: Math.ceil(total / size) };
    },

    /** A customer's (or staff member's) own open invitations, for the header's dialog. */
    async own(caller: Caller): Promise<OwnInvitations> {
      const { rows } = await repo.page({ state: 'open', createdBy: caller.id }, 0, INVITATION_LIMITS.pageSize);
      const openLeft = isStaffRole(caller.role) ? INVITATION_LIMITS.pageSize : deps.customerCap - rows.length;
      return { list: rows.map(toInvitation), openLeft: Math.max(0, openLeft) };
    },

    async create(caller: Caller, input: InvitationCreate, ip: string | null, locale: Locale): Promise<Invitation> {
      if (!mayInvite(deps.policy)) throw new AppError('INVITATIONS_OFF', 403);
      const staff = isStaffRole(caller.role);
      if (input.mail && !deps.mailEnabled) throw new AppError('EMAIL_UNAVAILABLE', 400);
      if (input.mail && !input.email) throw new AppError('INVITATION_MAIL_NEEDS_EMAIL', 400);
      // Customers' links last the configured time; staff choose among the offered ones.
      const ttlDays = staff ? (input.ttlDays ?? deps.customerTtlDays) : deps.customerTtlDays;
      const id = await db.transaction().execute(async (trx) => {
        if (!staff && (await repo.openCountLocked(trx, caller.id)) >= deps.customerCap) {
          throw new AppError('INVITATION_LIMIT', 409, { max: deps.customerCap });
        }
        const created = await repo.insert(trx, { createdBy: caller.id, email: input.email ?? null, ttlDays });
        if (input.mail && input.email) await mailLink(trx, created, input.email, caller.username, locale, ttlDays);
        await repo.audit(trx, {
          userId: caller.id,
          action: 'invitation.create',
          ip,
          detail: { invitationId: created, email: input.email ?? null, ttlDays, mailed: Boolean(input.mail) },
        });
        return created;
      });
      return toInvitation((await repo.find(id))!);
    },

    /** Revokes an open invitation: staff any, others their own (another's answers not found). */
    async revoke(caller: Caller, id: string, ip: string | null): Promise<Invitation> {
      const row = isUuid(id) ? await repo.find(id) : undefined;
      if (!row || (!isStaffRole(caller.role) && row.created_by !== caller.id)) {
        throw new AppError('INVITATION_NOT_FOUND', 404);
      }
      await db.transaction().execute(async (trx) => {
        if (!(await repo.revoke(trx, id, caller.id))) throw new AppError('INVITATION_NOT_OPEN', 409);
        await repo.audit(trx, { userId: caller.id, action: 'invitation.revoke', ip, detail: { invitationId: id } });
      });
      return toInvitation((await repo.find(id))!);
    },

    /** Staff: e-mails an open invitation's link to its address (SMTP configured). */
    async mail(caller: Caller, id: string, ip: string | null, locale: Locale): Promise<Invitation> {
      if (!deps.mailEnabled) throw new AppError('EMAIL_UNAVAILABLE', 400);
      const row = isUuid(id) ? await repo.find(id) : undefined;
      if (!row) throw new AppError('INVITATION_NOT_FOUND', 404);
      if (row.state !== 'open') throw new AppError('INVITATION_NOT_OPEN', 409);
      if (!row.email) throw new AppError('INVITATION_MAIL_NEEDS_EMAIL', 400);
      const days = Math.max(1, Math.ceil((row.expires_at.getTime() - Date.now()) / 86_400_000));
      await db.transaction().execute(async (trx) => {
        await mailLink(trx, id, row.email!, caller.username, locale, days);
        await repo.audit(trx, { userId: caller.id, action: 'invitation.mail', ip, detail: { invitationId: id } });
      });
      return toInvitation((await repo.find(id))!);
    },

    /** What the registration page tells of a token before anything is typed. */
    async check(token: string): Promise<InvitationCheck> {
      const id = readInvitationToken(key, token);
      const row = id ? await repo.find(id) : undefined;
      return row ? { state: row.state, email: row.email } : { state: 'invalid', email: null };
    },

    /**
     * Before registration spends anything: the token must name an open invitation, and a bound one this address.
     * Answers the invitation's id.
     */
    async peek(token: string, email: string): Promise<string> {
      const row = await openRowOf(token);
      if (row.email && row.email !== email) throw new AppError('INVITATION_EMAIL_MISMATCH', 400);
      return row.id;
    },

    /** Uses the invitation up in the registration's transaction; answers who invited. */
    async claim(trx: Kysely<DB>, id: string, email: string): Promise<string | null> {
      const claimed = await repo.claim(trx, id);
      if (!claimed) {
        const row = await repo.find(id, trx);
        throw row && row.state !== 'open' ? refusal(row.state) : new AppError('INVITATION_INVALID', 400);
      }
      if (claimed.email && claimed.email !== email) throw new AppError('INVITATION_EMAIL_MISMATCH', 400);
      return claimed.created_by;
    },

    setUsedBy: (trx: Kysely<DB>, id: string, userId: string) => repo.setUsedBy(trx, id, userId),
  };
}

export type InvitationsService = ReturnType<typeof createInvitationsService>;
