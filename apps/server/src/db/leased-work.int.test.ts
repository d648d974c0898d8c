/** Leased claims against a real PostgreSQL, through the metadata queue that uses them. */
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-server';
import { createFileMetadataRepository } from '../modules/files/metadata/file-metadata.repository';
import { createDatabase, type Database } from './database';

const LEASE_SECONDS = 60;
const sha = (n: number) => n.toString(16).padStart(64, '0');

describe('leased work', () => {
  let db: Database;
  let queue: ReturnType<typeof createFileMetadataRepository>;

  beforeAll(async () => {
    db = createDatabase(await createTestDatabase(), 6).db;
    queue = createFileMetadataRepository(db);
  });
  afterAll(() => db.destroy());
  beforeEach(() => db.deleteFrom('file_metadata').execute());

  it('gives each waiting item to one claimer only, oldest first, even when they claim at once', async () => {
    for (let n = 1; n <= 3; n += 1) {
      await db
        .insertInto('file_metadata')
        .values({ sha256: sha(n), reader: 'lines', status: 'pending', created_at: new Date(Date.now() - 10_000 + n) })
        .execute();
    }
    const claims = await Promise.all(Array.from({ length: 5 }, () => queue.claim(LEASE_SECONDS)));
    const taken = claims.filter((c) => c !== undefined).map((c) => c.sha256);
    expect(taken.sort()).toEqual([sha(1), sha(2), sha(3)]);
    expect(await queue.claim(LEASE_SECONDS)).toBeUndefined();
    const rows = await db.selectFrom('file_metadata').select(['status', 'attempts']).execute();
    expect(rows.every((row) => row.status === 'running' && row.attempts === 1)).toBe(true);
  });

  it('claims again an item whose lease ran out, and not one whose lease is renewed', async () => {
    await db
      .insertInto('file_metadata')
      .values([
        { sha256: sha(1), reader: 'lines', status: 'running', attempts: 1, claimed_at: new Date() },
        { sha256: sha(2), reader: 'lines', status: 'running', attempts: 1, claimed_at: new Date() },
      ])
      .execute();
    // The first one's worker died a lease ago; the second one's renews.
    await db
      .updateTable('file_metadata')
      .set({ claimed_at: sql<Date>`now() - make_interval(secs => ${LEASE_SECONDS + 1})` })
      .where('sha256', '=', sha(1))
      .execute();
    await queue.renew({ sha256: sha(2), reader: 'lines', attempts: 1 });

    expect(await queue.claim(LEASE_SECONDS)).toEqual({ sha256: sha(1), reader: 'lines', attempts: 2 });
    expect(await queue.claim(LEASE_SECONDS)).toBeUndefined();
  });
});
