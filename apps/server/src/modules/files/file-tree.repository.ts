import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { Placement } from './files.repository';

/*
 * Work on whole subtrees, each one statement over a recursive CTE: sizes, deletion with blob reference counts,
 * copying (new rows sharing the blobs), moving, and the entries of a zip. Reference counts change in the same
 * statement as the rows; blobs left with no reference are removed by sweepBlobs once the caller is done.
 */

const uuidArray = (uuids: readonly string[]) => sql`${[...uuids]}::uuid[]`;

export interface SubtreeTotals {
  bytes: number;
  files: number;
  folders: number;
}

export interface ZipEntry {
  path: string;
  is_folder: boolean;
  modified_date: Date;
  storage_key: string | null;
  size: number | null;
  /** The blob's CRC-32 once the background pass computed it (files/blob-checksums.ts). */
  crc32: number | null;
}

export function createFileTreeRepository(db: Kysely<DB>) {
  return {
    async totals(uuids: readonly string[]): Promise<SubtreeTotals> {
      const { rows } = await sql<{ bytes: string; files: string; folders: string }>`
        with recursive t as (
          select uuid, size, is_folder from files where uuid = any(${uuidArray(uuids)})
          union
          select f.uuid, f.size, f.is_folder from files f join t on f.parent_uuid = t.uuid
        )
        select coalesce(sum(size), 0) as bytes,
               count(*) filter (where not is_folder) as files,
               count(*) filter (where is_folder) as folders
        from t`.execute(db);
      const row = rows[0];
      return { bytes: Number(row?.bytes ?? 0), files: Number(row?.files ?? 0), folders: Number(row?.folders ?? 0) };
    },

    /** The given rows and all their ancestors. */
    async selfAndAncestors(uuids: readonly string[]): Promise<Set<string>> {
      const { rows } = await sql<{ uuid: string }>`
        with recursive up as (
          select uuid, parent_uuid from files where uuid = any(${uuidArray(uuids)})
          union
          select f.uuid, f.parent_uuid from files f join up on f.uuid = up.parent_uuid
        )
        select uuid from up`.execute(db);
      return new Set(rows.map((row) => row.uuid));
    },

    /** Deletes the subtrees; answers how many rows went and which blobs lost references. */
    async deleteSubtrees(uuids: readonly string[]): Promise<{ deleted: number; blobIds: number[] }> {
      const { rows } = await sql<{ deleted: string; blob_ids: number[] }>`
        with recursive t as (
          select uuid from files where uuid = any(${uuidArray(uuids)})
          union
          select f.uuid from files f join t on f.parent_uuid = t.uuid
        ),
        gone as (delete from files where uuid in (select uuid from t) returning blob_id),
        released as (
          update blobs b set refs = b.refs - g.n
          from (select blob_id, count(*)::int as n from gone where blob_id is not null group by blob_id) g
          where b.id = g.blob_id
          returning b.id
        )
        select (select count(*) from gone) as deleted,
               coalesce((select array_agg(id) from released), '{}') as blob_ids`.execute(db);
      const row = rows[0];
      return { deleted: Number(row?.deleted ?? 0), blobIds: (row?.blob_ids ?? []).map(Number) };
    },

    /**
     * Removes blobs among these that no row uses any more, with the genome viewer's parts and indexing state of their
     * contents (an index is worth nothing without its file; the same content uploaded again is indexed again);
     * answers the storage keys of every blob removed. A part's blob loses the part's reference and goes too when
     * that was its last.
     */
    async sweepBlobs(blobIds: readonly number[]): Promise<string[]> {
      const keys: string[] = [];
      let ids = [...new Set(blobIds)];
      while (ids.length > 0) {
        const { rows } = await sql<{ storage_key: string | null; part_blob_id: number | null }>`
          with gone as (
            delete from blobs where id = any(${ids}::bigint[]) and refs = 0 returning sha256, storage_key
          ),
          parts as (
            delete from genome_parts g using gone where g.sha256 = gone.sha256 returning g.blob_id
          ),
          indexing as (
            delete from genome_indexing g using gone where g.sha256 = gone.sha256
          ),
          released as (
            update blobs b set refs = b.refs - p.n
            from (select blob_id, count(*)::int as n from parts group by blob_id) p
            where b.id = p.blob_id
            returning b.id
          )
          select storage_key, null::bigint as part_blob_id from gone
          union all
          select null, id from released`.execute(db);
        keys.push(...rows.flatMap((row) => (row.storage_key === null ? [] : [row.storage_key])));
        ids = rows.flatMap((row) => (row.part_blob_id === null ? [] : [Number(row.part_blob_id)]));
      }
      return keys;
    },

    /**
     * Copies each source subtree into the placement's folder under the given top-level name: new rows (with their
     * custom attributes) pointing at the same blobs, whose reference counts go up. No byte is copied.
     */
    async copySubtrees(
      items: readonly { uuid: string; name: string }[],
      placement: Placement,
    ): Promise<{ source_uuid: string; file_uuid: string; name: string }[]> {
      const { rows } = await sql<{ source_uuid: string; file_uuid: string; name: string }>`
        with recursive src (uuid, new_uuid, new_parent, new_name, top) as (
          select s.uuid, gen_random_uuid(), ${placement.parentUuid}::uuid, s.name, true
          from unnest(${uuidArray(items.map((i) => i.uuid))}, ${items.map((i) => i.name)}::text[]) as s(uuid, name)
          union all
          select c.uuid, gen_random_uuid(), src.new_uuid, c.name, false
          from files c join src on c.parent_uuid = src.uuid
        ),
        added as (
          insert into files (uuid, owner_id, scope, project_id, parent_uuid, name, type, size, blob_id, is_folder)
          select src.new_uuid, ${placement.ownerId}::uuid, ${placement.scope}, ${placement.projectId}::uuid,
                 src.new_parent, src.new_name, f.type, f.size, f.blob_id, f.is_folder
          from src join files f on f.uuid = src.uuid
          returning blob_id
        ),
        shared as (
          update blobs b set refs = b.refs + a.n
          from (select blob_id, count(*)::int as n from added where blob_id is not null group by blob_id) a
          where b.id = a.blob_id
          returning b.id
        ),
        attributes as (
          insert into file_attributes (file_uuid, position, key, value)
          select src.new_uuid, a.position, a.key, a.value from src join file_attributes a on a.file_uuid = src.uuid
          returning file_uuid
        )
        select uuid as source_uuid, new_uuid as file_uuid, new_name as name from src where top`.execute(db);
      return rows;
    },

    async move(uuids: readonly string[], parentUuid: string): Promise<void> {
      await db
        .updateTable('files')
        .set({ parent_uuid: parentUuid })
        .where('uuid', 'in', [...uuids])
        .execute();
    },

    /** Every row of the subtrees with its path inside the zip, the tops named as given; folders end up first. */
    async zipEntries(items: readonly { uuid: string; name: string }[]): Promise<ZipEntry[]> {
      const { rows } = await sql<ZipEntry>`
        with recursive t as (
          select f.uuid, f.is_folder, f.blob_id, f.modified_date, s.name::text as path
          from unnest(${uuidArray(items.map((i) => i.uuid))}, ${items.map((i) => i.name)}::text[]) as s(uuid, name)
          join files f on f.uuid = s.uuid
          union all
          select f.uuid, f.is_folder, f.blob_id, f.modified_date, t.path || '/' || f.name
          from files f join t on f.parent_uuid = t.uuid
        )
        select t.path, t.is_folder, t.modified_date, b.storage_key, b.size, b.crc32
        from t left join blobs b on b.id = t.blob_id
        order by t.path`.execute(db);
      return rows.map((row) => ({ ...row, size: row.size === null ? null : Number(row.size) }));
    },
  };
}

export type FileTreeRepository = ReturnType<typeof createFileTreeRepository>;
