import type { Kysely } from 'kysely';
import type { DB, ProjectRow } from '../../db/schema';
import { sendMessages, type NewMessage } from '../messages/messages.repository';
import { contactsOf, customersOf } from './project-recipients';

/** Who in a project hears of a change, and the messages that tell them, written in the change's transaction. */
export interface ProjectNotices {
  customersOf(project: Pick<ProjectRow, 'id' | 'owner_id'>): Promise<string[]>;
  contactsOf(project: Pick<ProjectRow, 'staff_id'>): Promise<string[]>;
  sendMessages(userIds: readonly string[], message: NewMessage): Promise<void>;
}

export function projectNoticesOn(trx: Kysely<DB>): ProjectNotices {
  return {
    customersOf: (project) => customersOf(trx, project),
    contactsOf: (project) => contactsOf(trx, project),
    sendMessages: (userIds, message) => sendMessages(trx, userIds, message),
  };
}
