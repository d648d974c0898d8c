import { ACCOUNT_LINK_TTL_SECONDS, type AccountLinkPurpose, type Locale } from '@biocloud/contracts';
import { AppError } from '../../http/app-error';
import { readAccountLink, signAccountLink } from './account-link-signature';
import type { AccountLinksRepository } from './account-links.repository';

/** The web page each link opens (apps/web paths: user-forget-reset, user-bind), under the link's locale. */
const LINK_PAGES: Record<AccountLinkPurpose, string> = {
  resetPassword: 'user/forget/reset',
  changeEmail: 'user/bind',
};

export type AccountLinkRow = NonNullable<Awaited<ReturnType<AccountLinksRepository['find']>>>;

/**
 * Signed, single-use, expiring links. The signature alone tells a tampered link; the row tells a used one, so the
 * three failures (tampered, used, expired) each get their own answer and page.
 */
export function createAccountLinks(deps: { secret: string; publicUrl: string }) {
  const { secret, publicUrl } = deps;
  return {
    /** Writes the link's row through `links` (the caller's transaction) and answers the URL to e-mail. */
    async issue(
      links: AccountLinksRepository,
      link: { userId: string; purpose: AccountLinkPurpose; newEmail?: string; ip: string | null; locale: Locale },
    ): Promise<string> {
      const expiresAt = Math.floor(Date.now() / 1000) + ACCOUNT_LINK_TTL_SECONDS[link.purpose];
      const linkId = await links.create({ ...link, expiresAt: new Date(expiresAt * 1000) });
      const querystring = signAccountLink(secret, link.purpose, { linkId, userId: link.userId, expiresAt });
      return `${publicUrl}/${link.locale}/${LINK_PAGES[link.purpose]}/${querystring}`;
    },

    /** The row of a link that works now, else the reason it does not as an AppError. */
    async check(
      links: AccountLinksRepository,
      purpose: AccountLinkPurpose,
      querystring: string,
    ): Promise<AccountLinkRow> {
      const claims = readAccountLink(secret, purpose, querystring);
      const row = claims ? await links.find(claims.linkId) : undefined;
      if (!claims || !row || row.user_id !== claims.userId || row.purpose !== purpose) {
        throw new AppError('ACCOUNT_LINK_INVALID', 400);
      }
      if (row.used_at) throw new AppError('ACCOUNT_LINK_USED', 410);
      const now = Date.now();
      if (claims.expiresAt * 1000 <= now || row.expires_at.getTime() <= now) {
        throw new AppError('ACCOUNT_LINK_EXPIRED', 410);
      }
      return row;
    },
  };
}

export type AccountLinks = ReturnType<typeof createAccountLinks>;
