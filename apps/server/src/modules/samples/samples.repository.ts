import { sql, type Kysely, type Transaction } from 'kysely';
import {
  canMoveSample,
  isStaffRole,
  isUuid,
  SAMPLE_QUEUE_STATUSES,
  STAFF_ROLES,
  type SampleActor,
  type SampleListRequest,
  type SampleStatus,
  type UserRole,
} from '@biocloud/contracts';
import type { DB } from '../../db/schema';
import type { Selectable } from 'kysely';
import { sendMessages } from '../messages/messages.repository';
import { displayName, displayNameSql } from '../users/display-name';
import type { SampleCaller } from './sample-access';
import { moveRefused, rowsInvalid, sampleNotFound } from './sample-errors';

/*
 * All SQL of samples: the rows with their owner's and project's names, the moves of the state machine (each with its
 * event row and the customer's message, in one transaction), the list pages and the timeline. The sheet and its
 * detail rows are sample-sheets.repository.ts.
 */

export type SampleRecord = Selectable<DB['samples']> & {
  owner_name: string;
  project_name: string | null;
  row_count: number;
  /** Test reports attached (the list's batch download). */
  report_count: number;
};

type Db = Kysely<DB>;

/** Runs `work` in the caller's transaction, or in a new one. */
export function inTransaction<T>(db: Db, work: (trx: Transaction<DB>) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db as Transaction<DB>) : db.transaction().execute(work);
}

function joined(db: Db) {
  return db
    .selectFrom('samples')
    .innerJoin('users as owner', 'owner.id', 'samples.owner_id')
    .leftJoin('projects', 'projects.id', 'samples.project_id');
}

/** The columns of a SampleRecord, on the samples joined with their owner and project. */
function selectRecord(query: ReturnType<typeof joined>) {
  return query
    .selectAll('samples')
    .select([
      displayNameSql('owner').as('owner_name'),
      'projects.name as project_name',
      sql<number>`(select count(*) from sample_rows r where r.sample_id = samples.id)::int`.as('row_count'),
      sql<number>`(select count(*) from sample_documents d where d.sample_id = samples.id and d.kind = 'report')::int`.as(
        'report_count',
      ),
    ]);
}

const withNames = (db: Db) => selectRecord(joined(db));

/** The sample if the caller may see it (its owner, or staff); null otherwise, as for an id that never was. */
export async function findOwnedSample(
  db: Db,
  caller: Pick<SampleCaller, 'id' | 'isStaff'>,
  sampleId: string,
): Promise<SampleRecord | null> {
  if (!isUuid(sampleId)) return null;
  let query = withNames(db).where('samples.id', '=', sampleId);
  if (!caller.isStaff) query = query.where('samples.owner_id', '=', caller.id);
  return (await query.executeTakeFirst()) ?? null;
}

/** The roles `user` holds towards a sample owned by `ownerId`. */
export function actorsOf(user: { id: string; role: string }, ownerId: string): SampleActor[] {
  const actors: SampleActor[] = [];
  if (user.id === ownerId) actors.push('customer');
  if (isStaffRole(user.role as UserRole)) actors.push('staff');
  return actors;
}

/**
 * A sheet is submitted only with complete rows (a draft's may lack name or construction: walkthrough M8): refuses
 * with each empty cell, as the sheet form's submit does. Under the sample's row lock, so no save slips in between.
 */
async function expectCompleteRows(trx: Transaction<DB>, sampleId: string) {
  const rows = await trx
    .selectFrom('sample_rows')
    .select(['position', 'sample_name', 'construction_type'])
    .where('sample_id', '=', sampleId)
    .where((eb) => eb.or([eb('sample_name', 'is', null), eb('construction_type', 'is', null)]))
    .orderBy('position')
    .execute();
  const missing = rows.flatMap((r) => [
    ...(r.sample_name === null
      ? [{ row: r.position, field: 'sampleName', code: 'SAMPLE_VALUE_REQUIRED' as const }]
      : []),
    ...(r.construction_type === null
      ? [{ row: r.position, field: 'constructionType', code: 'SAMPLE_VALUE_REQUIRED' as const }]
      : []),
  ]);
  if (missing.length > 0) throw rowsInvalid(missing);
}

export interface SampleMove {
  sampleId: string;
  to: SampleStatus;
  byUserId: string;
  note?: string;
  /** Fields written with the move (the courier's, when a sample is sent). */
  set?: Partial<Pick<DB['samples'], 'courier_number' | 'logistics_company'>> & { sent_at?: Date };
}

/**
 * Moves a sample along the state machine of contracts (SAMPLE_TRANSITIONS): checks that the acting user may make
 * this move from the sample's current status, writes the status and the event row, and tells the customer (a
 * message of kind `sampleStatus.<to>`) when someone else moved their sample. One transaction (the caller's, if `db`
 * is one); the row is locked first so two moves cannot both pass the check. Throws SAMPLE_NOT_FOUND for a sample
 * that does not exist and SAMPLE_MOVE_REFUSED for a move the user may not make.
 */
export async function moveSample(db: Db, move: SampleMove): Promise<SampleRecord> {
  return inTransaction(db, async (trx) => {
    const sample = isUuid(move.sampleId)
      ? await trx.selectFrom('samples').selectAll().where('id', '=', move.sampleId).forUpdate().executeTakeFirst()
      : undefined;
    const user = await trx
      .selectFrom('users')
      .select(['id', 'role', 'username', 'real_name'])
      .where('id', '=', move.byUserId)
      .executeTakeFirst();
    if (!sample || !user) throw sampleNotFound();
    const actors = actorsOf(user, sample.owner_id);
    if (actors.length === 0) throw sampleNotFound();
    if (!canMoveSample(sample.status, move.to, actors)) throw moveRefused(sample.status, move.to);
    if (move.to === 'submitted') await expectCompleteRows(trx, sample.id);

    await trx
      .updateTable('samples')
      .set({ ...move.set, status: move.to, updated_at: sql`now()` })
      .where('id', '=', sample.id)
      .execute();
    // The staff role names the event when the mover could have acted either way on a staff move.
    const role: SampleActor =
      canMoveSample(sample.status, move.to, ['customer']) && actors.includes('customer') ? 'customer' : 'staff';
    await trx
      .insertInto('sample_events')
      .values({
        sample_id: sample.id,
        from_status: sample.status,
        to_status: move.to,
        actor_id: user.id,
        actor_name: displayName(user),
        actor_role: role,
        note: move.note ?? '',
      })
      .execute();
    if (user.id !== sample.owner_id) {
      await sendMessages(trx, [sample.owner_id], {
        kind: `sampleStatus.${move.to}`,
        params: {
          sampleId: sample.id,
          sampleTitle: sample.title,
          sampleNumber: sample.number,
          by: displayName(user),
          note: move.note ?? '',
        },
      });
    }
    if (move.to === 'sent') await tellStaffOfShipment(trx, sample, displayName(user), move.set);
    const moved = await withNames(trx).where('samples.id', '=', sample.id).executeTakeFirstOrThrow();
    return moved;
  });
}

/** Every lab staff member (STAFF_ROLES) hears of a sample on its way to the lab, with its courier (walkthrough M3). */
async function tellStaffOfShipment(
  trx: Transaction<DB>,
  sample: Selectable<DB['samples']>,
  by: string,
  set: SampleMove['set'],
): Promise<void> {
  const staff = await trx
    .selectFrom('users')
    .select('id')
    .where('role', 'in', [...STAFF_ROLES])
    .where('id', '!=', sample.owner_id)
    .execute();
  await sendMessages(
    trx,
    staff.map((row) => row.id),
    {
      kind: 'sampleShipped',
      params: {
        sampleId: sample.id,
        sampleTitle: sample.title,
        sampleNumber: sample.number,
        by,
        courierNumber: set?.courier_number ?? '',
      },
    },
  );
}

export interface NewSample {
  ownerId: string;
  ownerName: string;
  title: string;
  description: string;
  sampleType: DB['samples']['sample_type'];
}

export function createSamplesRepository(db: Db) {
  return {
    find: (caller: Pick<SampleCaller, 'id' | 'isStaff'>, sampleId: string) => findOwnedSample(db, caller, sampleId),

    /** A new draft with its creation event and an empty sheet. */
    async insert(sample: NewSample): Promise<SampleRecord> {
      return inTransaction(db, async (trx) => {
        const row = await trx
          .insertInto('samples')
          .values({
            owner_id: sample.ownerId,
            title: sample.title,
            description: sample.description,
            sample_type: sample.sampleType,
          })
          .returning(['id', 'status'])
          .executeTakeFirstOrThrow();
        await trx.insertInto('sample_sheets').values({ sample_id: row.id }).execute();
        await trx
          .insertInto('sample_events')
          .values({
            sample_id: row.id,
            from_status: null,
            to_status: row.status,
            actor_id: sample.ownerId,
            actor_name: sample.ownerName,
            actor_role: 'customer',
          })
          .execute();
        return withNames(trx).where('samples.id', '=', row.id).executeTakeFirstOrThrow();
      });
    },

    /** Title, description and type of a sample still in `status` (a concurrent move makes it answer false). */
    async edit(
      sampleId: string,
      status: SampleStatus,
      fields: Pick<NewSample, 'title' | 'description' | 'sampleType'>,
    ): Promise<boolean> {
      const result = await db
        .updateTable('samples')
        .set({
          title: fields.title,
          description: fields.description,
          sample_type: fields.sampleType,
          updated_at: sql`now()`,
        })
        .where('id', '=', sampleId)
        .where('status', '=', status)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** Deletes the sample if it is still in one of `statuses`; answers whether it did. */
    async delete(sampleId: string, statuses: readonly SampleStatus[]): Promise<boolean> {
      const result = await db
        .deleteFrom('samples')
        .where('id', '=', sampleId)
        .where('status', 'in', [...statuses])
        .executeTakeFirst();
      return result.numDeletedRows > 0n;
    },

    async setProject(sampleId: string, projectId: string | null): Promise<void> {
      await db
        .updateTable('samples')
        .set({ project_id: projectId, updated_at: sql`now()` })
        .where('id', '=', sampleId)
        .execute();
    },

    /**
     * One page of samples, newest first (or oldest, `order`): the caller's own, or every customer's for the staff
     * view. searchKey matches the title, the sheet number and the courier number; customerKey the owner's names;
     * customerId is one owner exactly. The staff's queue (`queue`) holds the samples the lab has to act on, by
     * status (SAMPLE_QUEUE_STATUSES), the latest moved first (what just arrived is on top).
     */
    async list(ownerId: string | null, query: SampleListRequest) {
      let base = joined(db);
      if (ownerId !== null) base = base.where('samples.owner_id', '=', ownerId);
      if (query.status) base = base.where('samples.status', '=', query.status);
      const search = query.searchKey.trim();
      if (search !== '') {
        const like = `%${escapeLike(search)}%`;
        base = base.where((eb) =>
          eb.or([
            eb('samples.title', 'ilike', like),
            eb('samples.number', 'ilike', like),
            eb('samples.courier_number', 'ilike', like),
          ]),
        );
      }
      if (ownerId === null && query.customerId !== undefined) {
        const customerId = query.customerId;
        base = isUuid(customerId) ? base.where('samples.owner_id', '=', customerId) : base.where(sql<boolean>`false`);
      }
      const customer = query.customerKey.trim();
      if (ownerId === null && customer !== '') {
        const like = `%${escapeLike(customer)}%`;
        base = base.where((eb) =>
          eb.or([
            eb('owner.username', 'ilike', like),
            eb('owner.real_name', 'ilike', like),
            eb('owner.company', 'ilike', like),
          ]),
        );
      }
      const queue = ownerId === null && query.queue;
      if (queue) base = base.where('samples.status', 'in', [...SAMPLE_QUEUE_STATUSES]);
      const ordered = queue
        ? selectRecord(base)
            .orderBy(sql`array_position(${sql.val([...SAMPLE_QUEUE_STATUSES])}::text[], samples.status::text)`)
            .orderBy('samples.updated_at', 'desc')
        : selectRecord(base).orderBy('samples.created_at', query.order);
      const [rows, count] = await Promise.all([
        ordered
          .orderBy('samples.id', query.order)
          .limit(query.pageSize)
          .offset(query.pageNow * query.pageSize)
          .execute(),
        base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows: rows as SampleRecord[], total: Number(count.n) };
    },

    /** The timeline (getSampleProcess), oldest first. */
    events(sampleId: string) {
      return db.selectFrom('sample_events').selectAll().where('sample_id', '=', sampleId).orderBy('id').execute();
    },
  };
}

export type SamplesRepository = ReturnType<typeof createSamplesRepository>;

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
