import { sql, type RawBuilder } from 'kysely';
import type { QuickSearchHit } from '@biocloud/contracts';
import type { Database } from '../../db/database';
import { ownedOrJoinedBy } from '../projects/projects-of-user';

/** `like` pattern characters taken literally. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Case-insensitive "holds the term" on a name column (files: answered by files_name_trgm_idx). */
function holds(column: string, term: string): RawBuilder<boolean> {
  return sql<boolean>`lower(${sql.ref(column)}) like ${`%${escapeLike(term.toLowerCase())}%`}`;
}

/** Names that start with the term come first, as in the page suggestions. */
function startsFirst(column: string, term: string): RawBuilder<boolean> {
  return sql<boolean>`lower(${sql.ref(column)}) like ${`${escapeLike(term.toLowerCase())}%`}`;
}

/**
 * The caller's own rows whose name holds a term, newest first after the prefix matches, `limit` of each kind:
 * projects they own or are a member of, their private files, their task jobs (not the steps of compute jobs) and
 * their compute jobs. Nothing of another user is ever read.
 */
export function createQuickSearchRepository(db: Database) {
  return {
    async projects(userId: string, term: string, limit: number): Promise<QuickSearchHit[]> {
      const rows = await db
        .selectFrom('projects')
        .select(['id', 'name'])
        .where(ownedOrJoinedBy(userId))
        .where(holds('projects.name', term))
        .orderBy(startsFirst('projects.name', term), 'desc')
        .orderBy('created_at', 'desc')
        .limit(limit)
        .execute();
      return rows.map((r) => ({ kind: 'project', id: r.id, name: r.name }));
    },

    async files(userId: string, term: string, limit: number): Promise<QuickSearchHit[]> {
      const rows = await db
        .selectFrom('files')
        .select(['uuid', 'name', 'parent_uuid'])
        .where('owner_id', '=', userId)
        .where('scope', '=', 'private')
        .where('parent_uuid', 'is not', null)
        .where(holds('files.name', term))
        .orderBy(startsFirst('files.name', term), 'desc')
        .orderBy('modified_date', 'desc')
        .limit(limit)
        .execute();
      return rows.map((r) => ({ kind: 'file', id: r.uuid, name: r.name, folderUuid: r.parent_uuid ?? undefined }));
    },

    async tasks(userId: string, term: string, limit: number): Promise<QuickSearchHit[]> {
      const rows = await db
        .selectFrom('tasks')
        .select(['id', 'job_name'])
        .where('user_id', '=', userId)
        .where('deleted', '=', false)
        .where('workflow_id', 'is', null)
        .where(holds('tasks.job_name', term))
        .orderBy(startsFirst('tasks.job_name', term), 'desc')
        .orderBy('create_time', 'desc')
        .limit(limit)
        .execute();
      return rows.map((r) => ({ kind: 'task', id: r.id, name: r.job_name }));
    },

    async workflows(userId: string, term: string, limit: number): Promise<QuickSearchHit[]> {
      const rows = await db
        .selectFrom('workflows')
        .select(['id', 'job_name'])
        .where('user_id', '=', userId)
        .where(holds('workflows.job_name', term))
        .orderBy(startsFirst('workflows.job_name', term), 'desc')
        .orderBy('create_time', 'desc')
        .limit(limit)
        .execute();
      return rows.map((r) => ({ kind: 'workflow', id: r.id, name: r.job_name }));
    },
  };
}

export type QuickSearchRepository = ReturnType<typeof createQuickSearchRepository>;
