import type { Kysely } from 'kysely';
import { projectVisibleTo } from '../../db/project-visibility';
import type { DB } from '../../db/schema';
import type { FileRecord } from '../files/files.repository';

/** The two project lookups job placement needs, kept here so the job modules never import the projects module. */
export function createPlacementRepository(db: Kysely<DB>) {
  return {
    /** The project's id when the user sees it. */
    async findVisibleProjectId(userId: string, id: string): Promise<string | undefined> {
      const row = await db
        .selectFrom('projects')
        .select('id')
        .where('id', '=', id)
        .where(projectVisibleTo('projects.id', userId))
        .executeTakeFirst();
      return row?.id;
    },

    /** The project's data root folder (undefined once the project is gone). */
    projectDataRoot(id: string): Promise<FileRecord | undefined> {
      return db
        .selectFrom('projects')
        .innerJoin('files', 'files.uuid', 'projects.root_file_uuid')
        .selectAll('files')
        .where('projects.id', '=', id)
        .executeTakeFirst();
    },
  };
}

export type PlacementRepository = ReturnType<typeof createPlacementRepository>;
