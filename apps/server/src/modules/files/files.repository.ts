import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import { FOLDER_FILE_TYPE, type DataSortColumn, type DataTableColumnId } from '@biocloud/contracts';
import type { DB, FileRow, FileScope } from '../../db/schema';
import { PUBLIC_ROOT_ROW_UUID } from './roots';
import { projectVisibleTo, projectWritableBy } from '../../db/project-visibility';
import { packageStorageBytes } from '../packages/package-quotas';

/** Single rows, folder listings and per-file data. Subtree work is in file-tree.repository.ts. */

/** A row; `own_project` is set by the reads that check access: a row of the caller's own-analysis project. */
export type FileRecord = FileRow & { own_project?: boolean };

/** Where a file's content is stored. */
export interface ContentBlob {
  sha256: string;
  storage_key: string;
  size: number;
}

export type FileWithBlob = FileRecord & { blob: ContentBlob | null };

/** Where new rows go: a folder's scope and owner, inherited by everything created in it. */
export interface Placement {
  parentUuid: string;
  scope: FileScope;
  ownerId: string | null;
  projectId: string | null;
}

export interface ListFilter {
  parentUuid: string;
  search?: string;
  /** Search the folder's sub-folders too (at any depth), not only its own rows. */
  subfolders?: boolean;
  minSize?: number;
  maxSize?: number;
}

export interface NewFileRow {
  name: string;
  type: string;
  size: number;
  blobId: number;
}

/** Readable by the caller: public rows, private rows of their own, and rows of the projects they see. */
export function readableBy(callerId: string) {
  return (eb: ExpressionBuilder<DB, 'files'>) =>
    eb.or([
      eb('files.scope', '=', 'public'),
      eb.and([eb('files.scope', '=', 'private'), eb('files.owner_id', '=', callerId)]),
      eb.and([eb('files.scope', '=', 'project'), projectVisibleTo('files.project_id', callerId)]),
    ]);
}

/** `like` pattern characters taken literally in a search. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Names holding `part` in any case: a `like` the trigram index files_name_trgm_idx answers. */
function nameContains(part: string) {
  return sql<boolean>`lower(name) like ${`%${escapeLike(part.toLowerCase())}%`}`;
}

/** The uuids of a folder and of every folder below it (walked through files_parent_folders_idx). */
function folderAndBelow(folderUuid: string) {
  return sql<string>`with recursive tree as (
      select ${folderUuid}::uuid as uuid
      union all
      select f.uuid from files f join tree on f.parent_uuid = tree.uuid where f.is_folder
    ) select uuid from tree`;
}

/** Sort columns per key; every key ends in a unique column so pages never overlap. */
const ORDER_COLUMNS = {
  name: ['name'],
  type: ['type', 'name'],
  size: ['size', 'uuid'],
  createdDate: ['created_date', 'uuid'],
} as const satisfies Record<DataSortColumn, readonly (keyof FileRow)[]>;

export function createFilesRepository(db: Kysely<DB>) {
  const findPrivateRoot = (ownerId: string) =>
    db
      .selectFrom('files')
      .selectAll()
      .where('owner_id', '=', ownerId)
      .where('scope', '=', 'private')
      .where('parent_uuid', 'is', null)
      .executeTakeFirst();

  /** Bytes of the user's private files (logical sizes: a copy counts again though it shares the blob). */
  const usage = async (userId: string): Promise<number> => {
    const row = await db
      .selectFrom('files')
      .select(sql<number>`coalesce(sum(size), 0)`.as('used'))
      .where('owner_id', '=', userId)
      .where('scope', '=', 'private')
      .executeTakeFirstOrThrow();
    return Number(row.used);
  };

  const filtered = (filter: ListFilter) => {
    const deep = filter.subfolders === true && filter.search !== undefined;
    let query = deep
      ? db.selectFrom('files').where('parent_uuid', 'in', sql<string>`(${folderAndBelow(filter.parentUuid)})`)
      : db.selectFrom('files').where('parent_uuid', '=', filter.parentUuid);
    if (filter.search) query = query.where(nameContains(filter.search));
    if (filter.minSize !== undefined || filter.maxSize !== undefined) query = query.where('is_folder', '=', false);
    if (filter.minSize !== undefined) query = query.where('size', '>=', filter.minSize);
    if (filter.maxSize !== undefined) query = query.where('size', '<=', filter.maxSize);
    return query;
  };

  return {
    /** The caller's private root row, created on first use. */
    async privateRoot(ownerId: string): Promise<FileRecord> {
      const existing = await findPrivateRoot(ownerId);
      if (existing) return existing;
      await db
        .insertInto('files')
        .values({ owner_id: ownerId, scope: 'private', name: '', type: FOLDER_FILE_TYPE, is_folder: true })
        .onConflict((oc) =>
          oc.column('owner_id').where('parent_uuid', 'is', null).where('scope', '=', 'private').doNothing(),
        )
        .execute();
      const created = await findPrivateRoot(ownerId);
      if (!created) throw new Error('private root missing after insert');
      return created;
    },

    async publicRoot(): Promise<FileRecord> {
      return db.selectFrom('files').selectAll().where('uuid', '=', PUBLIC_ROOT_ROW_UUID).executeTakeFirstOrThrow();
    },

    /** Rows among `uuids` the caller may read; roots only when asked for (they are never a file to act on). */
    findReadable(callerId: string, uuids: readonly string[], includeRoots = false): Promise<FileRecord[]> {
      if (uuids.length === 0) return Promise.resolve([]);
      let query = db
        .selectFrom('files')
        .selectAll()
        .select(
          sql<boolean>`files.scope = 'project' and ${projectWritableBy('files.project_id', callerId)}`.as(
            'own_project',
          ),
        )
        .where('uuid', 'in', [...uuids])
        .where(readableBy(callerId));
      if (!includeRoots) query = query.where('parent_uuid', 'is not', null);
      return query.execute();
    },

    /**
     * A file or folder the caller may read (never a root) with its content's blob (null for a folder), in one query:
     * a viewer's Range reads ask for it on every request, and a round trip to the database is most of their cost.
     */
    async findReadableWithBlob(callerId: string, uuid: string): Promise<FileWithBlob | undefined> {
      const row = await db
        .selectFrom('files')
        .leftJoin('blobs', 'blobs.id', 'files.blob_id')
        .selectAll('files')
        .select([
          sql<boolean>`files.scope = 'project' and ${projectWritableBy('files.project_id', callerId)}`.as(
            'own_project',
          ),
          'blobs.sha256 as blob_sha256',
          'blobs.storage_key as blob_storage_key',
          'blobs.size as blob_size',
        ])
        .where('files.uuid', '=', uuid)
        .where('files.parent_uuid', 'is not', null)
        .where(readableBy(callerId))
        .executeTakeFirst();
      if (!row) return undefined;
      const { blob_sha256: sha256, blob_storage_key: storageKey, blob_size: size, ...file } = row;
      const blob =
        sha256 !== null && storageKey !== null && size !== null ? { sha256, storage_key: storageKey, size } : null;
      return { ...file, blob };
    },

    /** A file or folder row by uuid, whoever owns it (never a root). For callers that checked access otherwise. */
    findFile(uuid: string): Promise<FileRecord | undefined> {
      return db
        .selectFrom('files')
        .selectAll()
        .where('uuid', '=', uuid)
        .where('parent_uuid', 'is not', null)
        .executeTakeFirst();
    },

    /** Rows of a folder by name, for clients that list a whole folder at once (FTP). */
    children(parentUuid: string, limit: number): Promise<FileRecord[]> {
      return db
        .selectFrom('files')
        .selectAll()
        .where('parent_uuid', '=', parentUuid)
        .orderBy('name')
        .limit(limit)
        .execute();
    },

    async count(filter: ListFilter): Promise<number> {
      const row = await filtered(filter)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    list(
      filter: ListFilter,
      order: { key: DataSortColumn; direction: 'asc' | 'desc' },
      limit: number,
      offset: number,
    ): Promise<FileRecord[]> {
      let query = filtered(filter).selectAll();
      for (const column of ORDER_COLUMNS[order.key]) query = query.orderBy(column, order.direction);
      return query.limit(limit).offset(offset).execute();
    },

    /** The folder and its ancestors, root first. */
    ancestors(uuid: string): Promise<Pick<FileRecord, 'uuid' | 'name' | 'scope' | 'parent_uuid'>[]> {
      return sql<Pick<FileRecord, 'uuid' | 'name' | 'scope' | 'parent_uuid'>>`
        with recursive up as (
          select uuid, parent_uuid, name, scope, 0 as depth from files where uuid = ${uuid}
          union all
          select f.uuid, f.parent_uuid, f.name, f.scope, up.depth + 1
          from files f join up on f.uuid = up.parent_uuid
        )
        select uuid, parent_uuid, name, scope from up order by depth desc`
        .execute(db)
        .then((result) => result.rows);
    },

    /** Each folder's ancestors, root first and the folder last, for a page of search hits from several folders. */
    async ancestorsOfEach(
      uuids: readonly string[],
    ): Promise<Map<string, Pick<FileRecord, 'uuid' | 'name' | 'scope' | 'parent_uuid'>[]>> {
      const trails = new Map<string, Pick<FileRecord, 'uuid' | 'name' | 'scope' | 'parent_uuid'>[]>();
      if (uuids.length === 0) return trails;
      const { rows } = await sql<Pick<FileRecord, 'uuid' | 'name' | 'scope' | 'parent_uuid'> & { start: string }>`
        with recursive up as (
          select uuid as start, uuid, parent_uuid, name, scope, 0 as depth from files where uuid = any(${[...uuids]}::uuid[])
          union all
          select up.start, f.uuid, f.parent_uuid, f.name, f.scope, up.depth + 1
          from files f join up on f.uuid = up.parent_uuid
        )
        select start, uuid, parent_uuid, name, scope from up order by start, depth desc`.execute(db);
      for (const { start, ...row } of rows) trails.set(start, [...(trails.get(start) ?? []), row]);
      return trails;
    },

    /** Children of a folder having one of these names. */
    childrenNamed(parentUuid: string, names: readonly string[]): Promise<FileRecord[]> {
      if (names.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('files')
        .selectAll()
        .where('parent_uuid', '=', parentUuid)
        .where('name', 'in', [...names])
        .execute();
    },

    /** Names in a folder starting with any of the prefixes (numbered copies of a name). */
    async namesStartingWith(parentUuid: string, prefixes: readonly string[]): Promise<string[]> {
      if (prefixes.length === 0) return [];
      const rows = await db
        .selectFrom('files')
        .select('name')
        .where('parent_uuid', '=', parentUuid)
        .where(sql<boolean>`exists (select 1 from unnest(${[...prefixes]}::text[]) p where starts_with(name, p))`)
        .execute();
      return rows.map((row) => row.name);
    },

    async insertFolder(placement: Placement, name: string): Promise<string> {
      const row = await db
        .insertInto('files')
        .values({ ...placementValues(placement), name, type: FOLDER_FILE_TYPE, is_folder: true })
        .returning('uuid')
        .executeTakeFirstOrThrow();
      return row.uuid;
    },

    /** The folder of this name in the placement's folder, made when missing (a parallel call may make it first). */
    async ensureFolder(placement: Placement, name: string): Promise<FileRecord | undefined> {
      await db
        .insertInto('files')
        .values({ ...placementValues(placement), name, type: FOLDER_FILE_TYPE, is_folder: true })
        .onConflict((oc) => oc.columns(['parent_uuid', 'name']).doNothing())
        .execute();
      return db
        .selectFrom('files')
        .selectAll()
        .where('parent_uuid', '=', placement.parentUuid)
        .where('name', '=', name)
        .executeTakeFirst();
    },

    insertFiles(placement: Placement, files: readonly NewFileRow[]): Promise<{ uuid: string; name: string }[]> {
      return db
        .insertInto('files')
        .values(
          files.map((file) => ({
            ...placementValues(placement),
            name: file.name,
            type: file.type,
            size: file.size,
            blob_id: file.blobId,
            is_folder: false,
          })),
        )
        .returning(['uuid', 'name'])
        .execute();
    },

    async rename(uuid: string, name: string, type: string): Promise<void> {
      await db
        .updateTable('files')
        .set({ name, type, modified_date: sql`now()` })
        .where('uuid', '=', uuid)
        .execute();
    },

    /** Subfolders by name, one more than `limit` to tell whether there are more. */
    /** The file types present among a project's files (folders and untyped files left out). */
    async typesInProject(projectId: string): Promise<string[]> {
      const rows = await db
        .selectFrom('files')
        .select('type')
        .distinct()
        .where('project_id', '=', projectId)
        .where('is_folder', '=', false)
        .where('type', '<>', '')
        .execute();
      return rows.map((r) => r.type);
    },

    /**
     * A project's data handed to its owner when the project goes: the root becomes a folder of `homeUuid` named
     * `name` (its parent set first: a private row without one would be a second private root), then every row of
     * the project becomes the owner's private row.
     */
    async handProjectToOwner(
      project: { id: string; rootUuid: string; ownerId: string },
      homeUuid: string,
      name: string,
    ): Promise<void> {
      await db
        .updateTable('files')
        .set({ parent_uuid: homeUuid, name, modified_date: new Date() })
        .where('uuid', '=', project.rootUuid)
        .execute();
      await db
        .updateTable('files')
        .set({ scope: 'private', project_id: null, owner_id: project.ownerId })
        .where('project_id', '=', project.id)
        .execute();
    },

    subfolders(parentUuid: string, limit: number) {
      return db
        .selectFrom('files as f')
        .select(['f.uuid', 'f.name'])
        .select((eb) =>
          eb
            .exists(
              eb
                .selectFrom('files as c')
                .select('c.uuid')
                .whereRef('c.parent_uuid', '=', 'f.uuid')
                .where('c.is_folder', '=', true),
            )
            .as('has_children'),
        )
        .where('f.parent_uuid', '=', parentUuid)
        .where('f.is_folder', '=', true)
        .orderBy('f.name')
        .limit(limit + 1)
        .execute();
    },

    async blobOf(fileUuid: string): Promise<{ sha256: string; storage_key: string; size: number } | undefined> {
      return db
        .selectFrom('files')
        .innerJoin('blobs', 'blobs.id', 'files.blob_id')
        .select(['blobs.sha256', 'blobs.storage_key', 'blobs.size'])
        .where('files.uuid', '=', fileUuid)
        .executeTakeFirst();
    },

    async headIds(userId: string): Promise<DataTableColumnId[] | undefined> {
      const row = await db
        .selectFrom('user_file_headers')
        .select('head_ids')
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row?.head_ids as DataTableColumnId[] | undefined;
    },

    async saveHeadIds(userId: string, ids: readonly DataTableColumnId[]): Promise<void> {
      await db
        .insertInto('user_file_headers')
        .values({ user_id: userId, head_ids: [...ids] })
        .onConflict((oc) => oc.column('user_id').doUpdateSet({ head_ids: [...ids], updated_at: sql`now()` }))
        .execute();
    },

    attributes(fileUuid: string): Promise<{ key: string; value: string }[]> {
      return db
        .selectFrom('file_attributes')
        .select(['key', 'value'])
        .where('file_uuid', '=', fileUuid)
        .orderBy('position')
        .execute();
    },

    async replaceAttributes(fileUuid: string, attributes: readonly { key: string; value: string }[]): Promise<void> {
      await db.deleteFrom('file_attributes').where('file_uuid', '=', fileUuid).execute();
      if (attributes.length === 0) return;
      await db
        .insertInto('file_attributes')
        .values(attributes.map((a, position) => ({ file_uuid: fileUuid, position, key: a.key, value: a.value })))
        .execute();
    },

    /** The user's quota, locking their row so concurrent writes into their space check it one at a time. */
    async lockQuota(userId: string): Promise<{ quota: number; used: number }> {
      const user = await db
        .selectFrom('users')
        .select(['quota_bytes', packageStorageBytes(sql.ref('users.id')).as('package_bytes')])
        .where('id', '=', userId)
        .forUpdate()
        .executeTakeFirstOrThrow();
      return { quota: Number(user.package_bytes ?? user.quota_bytes), used: await usage(userId) };
    },

    usage,

    async quota(userId: string): Promise<number> {
      const row = await db
        .selectFrom('users')
        .select(['quota_bytes', packageStorageBytes(sql.ref('users.id')).as('package_bytes')])
        .where('id', '=', userId)
        .executeTakeFirstOrThrow();
      return Number(row.package_bytes ?? row.quota_bytes);
    },
  };
}

function placementValues(placement: Placement) {
  return {
    parent_uuid: placement.parentUuid,
    scope: placement.scope,
    owner_id: placement.ownerId,
    project_id: placement.projectId,
  };
}

export type FilesRepository = ReturnType<typeof createFilesRepository>;
