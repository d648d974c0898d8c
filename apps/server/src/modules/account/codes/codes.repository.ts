import { sql, type Kysely, type Transaction } from 'kysely';
import type { CodeChannel, CodePurpose } from '@biocloud/contracts';
import type { DB } from '../../../db/schema';

/** Rows of sent codes are kept this long: the daily limit counts them. */
const KEEP_SECONDS = 2 * 86_400;

export type CodesTransaction = Transaction<DB>;

export interface SendCounts {
  /** Seconds since the target's latest code, or null if none in the last day. */
  secondsSinceLast: number | null;
  lastHour: number;
  lastDay: number;
}

export interface StoredCode {
  id: string;
  code_hash: string;
  tries: number;
  expired: boolean;
  consumed: boolean;
}

/** All SQL of verification codes and of spent captcha challenges. */
export function createCodesRepository(db: Kysely<DB>) {
  return {
    /** Runs `work` with the target's sends serialized, so two requests at once cannot both pass a limit. */
    lockedForTarget<T>(channel: CodeChannel, target: string, work: (trx: CodesTransaction) => Promise<T>): Promise<T> {
      return db.transaction().execute(async (trx) => {
        await sql`select pg_advisory_xact_lock(hashtext(${`code:${channel}:${target}`}))`.execute(trx);
        return work(trx);
      });
    },

    async targetCounts(trx: CodesTransaction, channel: CodeChannel, target: string): Promise<SendCounts> {
      const row = await trx
        .selectFrom('verification_codes')
        .select([
          sql<number | null>`extract(epoch from now() - max(created_at))::float8`.as('since'),
          sql<number>`count(*) filter (where created_at > now() - interval '1 hour')::int`.as('hour'),
          sql<number>`count(*)::int`.as('day'),
        ])
        .where('channel', '=', channel)
        .where('target', '=', target)
        .where('created_at', '>', sql<Date>`now() - interval '1 day'`)
        .executeTakeFirstOrThrow();
      return { secondsSinceLast: row.since, lastHour: row.hour, lastDay: row.day };
    },

    async addressCountLastHour(trx: CodesTransaction, clientIp: string): Promise<number> {
      const row = await trx
        .selectFrom('verification_codes')
        .select(sql<number>`count(*)::int`.as('n'))
        .where('client_ip', '=', clientIp)
        .where('created_at', '>', sql<Date>`now() - interval '1 hour'`)
        .executeTakeFirstOrThrow();
      return row.n;
    },

    async insert(
      trx: CodesTransaction,
      code: {
        channel: CodeChannel;
        target: string;
        purpose: CodePurpose;
        codeHash: string;
        clientIp: string | null;
        validSeconds: number;
      },
    ): Promise<void> {
      await trx
        .insertInto('verification_codes')
        .values({
          channel: code.channel,
          target: code.target,
          purpose: code.purpose,
          code_hash: code.codeHash,
          client_ip: code.clientIp,
          expires_at: sql<Date>`now() + make_interval(secs => ${code.validSeconds})`,
        })
        .execute();
      await trx
        .deleteFrom('verification_codes')
        .where('created_at', '<', sql<Date>`now() - make_interval(secs => ${KEEP_SECONDS})`)
        .execute();
    },

    /** The latest code of a target for a purpose, locked: only it can be used (asking again replaces the code). */
    latest(
      trx: CodesTransaction,
      channel: CodeChannel,
      target: string,
      purpose: CodePurpose,
    ): Promise<StoredCode | undefined> {
      return trx
        .selectFrom('verification_codes')
        .select([
          'id',
          'code_hash',
          'tries',
          sql<boolean>`expires_at <= now()`.as('expired'),
          sql<boolean>`consumed_at is not null`.as('consumed'),
        ])
        .where('channel', '=', channel)
        .where('target', '=', target)
        .where('purpose', '=', purpose)
        .orderBy('created_at', 'desc')
        .limit(1)
        .forUpdate()
        .executeTakeFirst();
    },

    async countTry(trx: CodesTransaction, id: string): Promise<void> {
      await trx
        .updateTable('verification_codes')
        .set((eb) => ({ tries: eb('tries', '+', 1) }))
        .where('id', '=', id)
        .execute();
    },

    async consume(trx: CodesTransaction, id: string): Promise<void> {
      await trx
        .updateTable('verification_codes')
        .set({ consumed_at: sql<Date>`now()` })
        .where('id', '=', id)
        .execute();
    },

    /** Records a challenge as spent; false if it already was. Spent challenges are forgotten once they expire. */
    async spendChallenge(challengeId: string, expiresAt: Date): Promise<boolean> {
      await db
        .deleteFrom('captcha_uses')
        .where('expires_at', '<', sql<Date>`now()`)
        .execute();
      const result = await db
        .insertInto('captcha_uses')
        .values({ challenge_id: challengeId, expires_at: expiresAt })
        .onConflict((oc) => oc.column('challenge_id').doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },
  };
}

export type CodesRepository = ReturnType<typeof createCodesRepository>;
