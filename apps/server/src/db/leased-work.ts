import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DB } from './schema';

/*
 * Leased work: the queues whose items a worker claims for a while (the metadata jobs, the blobs without a CRC-32,
 * the genome indexing; their runners are leased-work-pool.ts).
 * A claim is one statement, UPDATE ... WHERE key = (SELECT ... FOR UPDATE SKIP LOCKED LIMIT 1) RETURNING, so two
 * workers (of this process or another instance) never take the same item; the worker renews it while it works, and
 * an item whose lease ran out (its worker's process died) is claimable again. Giving an item back at once, or
 * marking it done, is each queue's own update.
 */

export interface LeasedClaim {
  /** The queue's table and the columns that name one item. */
  table: keyof DB;
  key: readonly string[];
  /** What claiming writes (the claim time, a status...). */
  set: RawBuilder<unknown>;
  /** Which items may be claimed now: waiting ones, and those whose lease ran out (see leaseExpired). */
  claimable: RawBuilder<boolean>;
  /** Oldest first. */
  orderBy: string;
  returning: readonly string[];
}

/** Claims the first claimable item, or none; see LeasedClaim. */
export async function claimLeased<T>(db: Kysely<DB>, claim: LeasedClaim): Promise<T | undefined> {
  const key = sql.join(claim.key.map((column) => sql.ref(column)));
  const table = sql.table(claim.table);
  const { rows } = await sql<T>`
    update ${table} set ${claim.set}
    where (${key}) = (
      select ${key} from ${table}
      where ${claim.claimable}
      order by ${sql.ref(claim.orderBy)}
      limit 1
      for update skip locked
    )
    returning ${sql.join(claim.returning.map((column) => sql.ref(column)))}`.execute(db);
  return rows[0];
}

/** A claim at `column` older than the lease: its worker stopped renewing it. */
export function leaseExpired(column: string, leaseSeconds: number): RawBuilder<boolean> {
  return sql<boolean>`${sql.ref(column)} < now() - make_interval(secs => ${leaseSeconds})`;
}

/**
 * Runs the work on a claimed item, renewing its lease every quarter of it meanwhile (so a slow renewal or two never
 * lets it lapse); a failed renewal is left to the next one.
 */
export function whileLeased<T>(renew: () => Promise<void>, leaseSeconds: number, work: () => Promise<T>): Promise<T> {
  return whileRenewing(renew, (leaseSeconds * 1000) / 4, work);
}

/** Runs the work, renewing every `everyMs` meanwhile (more often than whileLeased: a renewal that reports progress). */
export async function whileRenewing<T>(
  renew: () => Promise<void>,
  everyMs: number,
  work: () => Promise<T>,
): Promise<T> {
  const renewal = setInterval(() => void renew().catch(() => {}), everyMs);
  try {
    return await work();
  } finally {
    clearInterval(renewal);
  }
}
