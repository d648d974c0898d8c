import type { Config } from '../../config';
import type { Database } from '../../db/database';
import type { AccountLinks } from '../account/account-links';
import type { AuthService } from '../auth/auth.service';
import type { ChangeTask } from '../tasks/task-writes';
import { createAdminJobsRepository } from './admin-jobs.repository';
import { createAdminJobsService } from './admin-jobs.service';
import { createAdminUsersRepository } from './admin-users.repository';
import { createAdminUsersService } from './admin-users.service';
import { createAuditLogRepository } from './audit-log.repository';
import { createAuditLogService } from './audit-log.service';

/** The staff console's services (issue 32), built once in compose.ts. */
export function composeAdmin(deps: {
  config: Config;
  db: Database;
  links: AccountLinks;
  auth: Pick<AuthService, 'sessionsEnded'>;
  changeTask: ChangeTask;
}) {
  const { config, db } = deps;
  const mailAvailable = config.SMTP_URL !== undefined;
  return {
    audit: createAuditLogService(createAuditLogRepository(db)),
    users: createAdminUsersService({
      db,
      repo: createAdminUsersRepository(db),
      links: deps.links,
      auth: deps.auth,
      mailAvailable,
    }),
    jobs: createAdminJobsService({
      db,
      repo: createAdminJobsRepository(db),
      changeTask: deps.changeTask,
      executor: config.EXECUTOR,
      mailAvailable,
    }),
  };
}

export type AdminServices = ReturnType<typeof composeAdmin>;
