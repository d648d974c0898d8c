import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { enqueueNoticeMail, type MailParams } from '../mail/mail-outbox';
import { createProgressRepository, type ProgressRepository } from './progress.repository';
import { projectNoticesOn, type ProjectNotices } from './project-notices';
import { createProjectsRepository, type ProjectsRepository } from './projects.repository';

/**
 * What the progress service writes in one transaction: its rows, the project's lock and status, and the messages
 * and e-mails that go with them (committed with them). A unit test's fake keeps it in memory.
 */
export interface ProgressTransaction extends ProjectNotices {
  progress: Pick<ProgressRepository, 'stages' | 'lastUrge' | 'emailsSince' | 'insertUrge' | 'insertStage'>;
  projects: Pick<ProjectsRepository, 'lock' | 'setStatus'>;
  /** Queues an e-mail to a user with an address; answers whether one was queued. */
  enqueueNoticeMail(userId: string, kind: string, params: MailParams, options: { direct: boolean }): Promise<boolean>;
}

export type TransactProgress = <T>(work: (tx: ProgressTransaction) => Promise<T>) => Promise<T>;

export function transactProgress(db: Kysely<DB>): TransactProgress {
  return (work) =>
    db.transaction().execute((trx) =>
      work({
        progress: createProgressRepository(trx),
        projects: createProjectsRepository(trx),
        ...projectNoticesOn(trx),
        enqueueNoticeMail: (userId, kind, params, options) => enqueueNoticeMail(trx, userId, kind, params, options),
      }),
    );
}
