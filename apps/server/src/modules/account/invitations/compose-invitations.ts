import { createHmac } from 'node:crypto';
import type { Config } from '../../../config';
import type { Database } from '../../../db/database';
import { createInvitationsService } from './invitations.service';

/** The invitations service from the configuration; its tokens are signed with a key of their own from the secret. */
export function composeInvitations(deps: { config: Config; db: Database; secret: string }) {
  const { config } = deps;
  return createInvitationsService({
    db: deps.db,
    policy: config.SIGNUP_POLICY,
    key: createHmac('sha256', deps.secret).update('invitations').digest(),
    customerTtlDays: config.INVITATION_TTL_DAYS,
    customerCap: config.INVITATIONS_PER_CUSTOMER,
    mailEnabled: config.SMTP_URL !== undefined,
    publicUrl: config.PUBLIC_URL,
  });
}
