import type { Kysely } from 'kysely';
import type { DB, ProjectRow } from '../../db/schema';
import { enqueueNoticeMail, type MailParams } from '../mail/mail-outbox';
import { sendMessages, type NewMessage } from '../messages/messages.repository';
import { createProgressRepository, type ProgressRepository } from './progress.repository';
import { contactsOf, customersOf } from './project-recipients';
import { createProjectsRepository, type ProjectsRepository } from './projects.repository';

/**
 * What the progress service writes in one transaction: its rows, the project's lock and status, and the messages
 * and e-mails that go with them (committed with them). A unit test's fake keeps it in memory.
 */
export interface ProgressTransaction {
  progress: Pick<ProgressRepository, 'stages' | 'lastUrge' | 'emailsSince' | 'insertUrge' | 'insertStage'>;
  projects: Pick<ProjectsRepository, 'lock' | 'setStatus'>;
  customersOf(project: Pick<ProjectRow, 'id' | 'owner_id'>): Promise<string[]>;
  contactsOf(project: Pick<ProjectRow, 'staff_id'>): Promise<string[]>;
  sendMessages(userIds: readonly string[], message: NewMessage): Promise<void>;
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
        customersOf: (project) => customersOf(trx, project),
        contactsOf: (project) => contactsOf(trx, project),
        sendMessages: (userIds, message) => sendMessages(trx, userIds, message),
        enqueueNoticeMail: (userId, kind, params, options) => enqueueNoticeMail(trx, userId, kind, params, options),
      }),
    );
}
