import { CompiledQuery, Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { TOKEN_HEADER } from '@biocloud/contracts';
import type { DB } from '@biocloud/server/src/db/schema';
import { judge, type BenchResult, type BenchTarget } from '../harness';
import { interleavedTimings, latencySide } from '../stats';
import type { ServerProcess } from './server-process';

/*
 * The database's own share of an API call: the very SQL statements the call's service runs, recorded through a
 * logging Kysely, then replayed over a pooled connection as the reference the call is timed against.
 */

/**
 * Runs `record` against a Kysely that logs every statement it runs; `take` answers the statements since the last
 * take (so set-up queries can be dropped before the call whose SQL is wanted).
 */
export async function recordStatements<T>(
  server: ServerProcess,
  record: (db: Kysely<DB>, take: () => CompiledQuery[]) => Promise<T>,
): Promise<T> {
  const statements: CompiledQuery[] = [];
  const pool = new pg.Pool({ connectionString: server.dbUrl, max: 2 });
  const logged = new Kysely<DB>({
    dialect: new PostgresDialect({ pool }),
    log: (event) => {
      if (event.level === 'query') statements.push(CompiledQuery.raw(event.query.sql, [...event.query.parameters]));
    },
  });
  try {
    return await record(logged, () => statements.splice(0));
  } finally {
    await logged.destroy();
  }
}

/** Times `call` against replaying `statements` (interleaved, after a warm-up) and judges the two. */
export async function judgeAgainstReplay(input: {
  server: ServerProcess;
  name: string;
  /** What the subject side is called in the results ("POST /api/v1/files/list"). */
  callLabel: string;
  call: () => Promise<void>;
  statements: readonly CompiledQuery[];
  calls: number;
  warmup: number;
  target: BenchTarget;
}): Promise<BenchResult> {
  const replay = async () => {
    for (const statement of input.statements) await input.server.db.executeQuery(statement);
  };
  const { subjectMs, referenceMs } = await interleavedTimings({
    calls: input.calls,
    warmup: input.warmup,
    subject: input.call,
    reference: replay,
  });
  return judge({
    name: input.name,
    subject: latencySide(input.callLabel, subjectMs),
    reference: latencySide(`the call's ${input.statements.length} SQL statements (pg pool)`, referenceMs),
    target: input.target,
  });
}

/**
 * Times an API call of the bench user (GET, or POST with a JSON body) against replaying `statements`, as
 * judgeAgainstReplay; an answer that is not ok, or not the one `answered` expects, stops the bench (a wrong answer
 * timed fast would mislead). `callLabel` defaults to the method and path.
 */
export function judgeApiAgainstReplay(
  input: Omit<Parameters<typeof judgeAgainstReplay>[0], 'call' | 'callLabel'> & {
    /** Path and query. */
    url: string;
    body?: unknown;
    callLabel?: string;
    answered: (body: unknown) => boolean;
  },
): Promise<BenchResult> {
  const { server, url, body, answered, ...judged } = input;
  const method = body === undefined ? 'GET' : 'POST';
  const init: RequestInit = {
    method,
    headers: {
      [TOKEN_HEADER]: server.user.token,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  };
  const call = async () => {
    const res = await fetch(`${server.baseUrl}${url}`, init);
    const answer: unknown = await res.json();
    if (!res.ok || !answered(answer)) {
      throw new Error(`${input.name}: HTTP ${res.status} ${JSON.stringify(answer).slice(0, 200)}`);
    }
  };
  return judgeAgainstReplay({
    ...judged,
    server,
    call,
    callLabel: input.callLabel ?? `${method} ${url.split('?')[0]}`,
  });
}
