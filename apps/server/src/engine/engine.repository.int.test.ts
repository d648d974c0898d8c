/** The dispatcher's batch claim against a real PostgreSQL: limits per user and in all, order, and no double claims. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-server';
import { createUser } from '../../test/factories';
import { createDatabase, type Database } from '../db/database';
import type { TaskStatus } from '../db/schema';
import { createEngineRepository, type EngineScope } from './engine.repository';

const scope: EngineScope = { executor: 'local', host: 'test-host' };

describe('engine repository: claimWaiting', () => {
  let db: Database;
  let repo: ReturnType<typeof createEngineRepository>;

  beforeAll(async () => {
    db = createDatabase(await createTestDatabase(), 4).db;
    repo = createEngineRepository(db);
  });
  afterAll(() => db.destroy());
  beforeEach(() => db.deleteFrom('tasks').execute());

  /** Submission times one second apart, in the order the tests create tasks. */
  const firstSubmission = Date.now() - 1_000_000;
  let submitted = 0;

  /** Tasks of a user in the given statuses, each submitted after the ones before; answers their ids. */
  async function tasks(userId: string, statuses: TaskStatus[]): Promise<string[]> {
    const ids: string[] = [];
    for (const status of statuses) {
      const row = await db
        .insertInto('tasks')
        .values({
          user_id: userId,
          job_name: `job_${ids.length}`,
          soft_id: '9001',
          tool_id: 'sleep',
          params: '{}',
          inputs: '{}',
          status,
          create_time: new Date(firstSubmission + submitted++ * 1000),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.push(row.id);
    }
    return ids;
  }

  it("claims each owner's oldest waiting tasks up to their free slots, in submission order", async () => {
    const [alice, bob] = [await createUser(db), await createUser(db)];
    const alices = await tasks(alice.id, ['running', 'wait', 'wait', 'wait']);
    const bobs = await tasks(bob.id, ['wait', 'wait']);

    const claimed = await repo.claimWaiting(scope, { perUser: 2, total: 0 }, 10);
    // Alice has one slot left, Bob two.
    expect(claimed.map((t) => t.id)).toEqual([alices[1], bobs[0], bobs[1]]);
    expect(claimed.every((t) => t.status === 'running' && t.executor === 'local' && t.claimed_at)).toBe(true);
    expect(claimed.every((t) => t.executor_host === 'test-host')).toBe(true);
    // Nobody has a free slot now.
    expect(await repo.claimWaiting(scope, { perUser: 2, total: 0 }, 10)).toEqual([]);
  });

  it('claims no more than asked for, nor beyond the limit in all', async () => {
    const [alice, bob] = [await createUser(db), await createUser(db)];
    const alices = await tasks(alice.id, ['wait', 'wait', 'wait']);
    await tasks(bob.id, ['stop', 'wait']);

    expect((await repo.claimWaiting(scope, { perUser: 10, total: 0 }, 2)).map((t) => t.id)).toEqual(alices.slice(0, 2));
    // Three hold slots (two claimed, Bob's paused one): a limit of four in all leaves room for one.
    expect((await repo.claimWaiting(scope, { perUser: 10, total: 4 }, 10)).map((t) => t.id)).toEqual([alices[2]]);
    expect(await repo.claimWaiting(scope, { perUser: 10, total: 4 }, 10)).toEqual([]);
  });

  it('never hands one task to two dispatchers claiming at the same time', async () => {
    const users = await Promise.all([1, 2, 3].map(() => createUser(db)));
    for (const user of users) await tasks(user.id, Array<TaskStatus>(20).fill('wait'));

    const rounds = await Promise.all(
      Array.from({ length: 4 }, async () => {
        const ids: string[] = [];
        for (;;) {
          const claimed = await repo.claimWaiting(scope, { perUser: 100, total: 0 }, 3);
          if (claimed.length === 0) return ids;
          ids.push(...claimed.map((t) => t.id));
        }
      }),
    );
    const all = rounds.flat();
    expect(all).toHaveLength(60);
    expect(new Set(all).size).toBe(60);
  });
});
