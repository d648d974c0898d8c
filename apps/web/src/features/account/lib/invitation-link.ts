import { INVITATION_PARAM, type Locale } from '@biocloud/contracts';
import { pathTo } from '../../../shared/config/paths';

/** The registration address carrying an invitation's token, on this site, in the page's language. */
export function invitationLink(locale: Locale, token: string): string {
  const query = new URLSearchParams({ [INVITATION_PARAM]: token }).toString();
  return `${window.location.origin}${pathTo(locale, 'user-register')}?${query}`;
}
