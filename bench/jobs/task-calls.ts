import { setTimeout as sleep } from 'node:timers/promises';
import { TOKEN_HEADER, type SubmitTaskRequest } from '@biocloud/contracts';
import type { Database } from '@biocloud/server/src/db/database';

/** Submitting task jobs through the API, and waiting for them in the database (cheaper than polling the API). */

const POLL_MS = 5;

export async function submitTask(
  baseUrl: string,
  token: string,
  softwareId: string,
  body: SubmitTaskRequest,
): Promise<string> {
  const res = await fetch(`${baseUrl}/api/v1/software/${softwareId}/submit`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [TOKEN_HEADER]: token },
    body: JSON.stringify(body),
  });
  const answer = (await res.json()) as { jobId?: string };
  if (!res.ok || !answer.jobId) throw new Error(`submit ${softwareId}: HTTP ${res.status} ${JSON.stringify(answer)}`);
  return answer.jobId;
}

/** Waits for the task to end; refuses any end but success. Answers its row's times. */
export async function taskSucceeded(db: Database, taskId: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const row = await db
      .selectFrom('tasks')
      .select(['status', 'start_time', 'end_time', 'reason', 'reason_detail'])
      .where('id', '=', taskId)
      .executeTakeFirstOrThrow();
    if (row.end_time) {
      if (row.status !== 'success')
        throw new Error(`task ${taskId} ended ${row.status}: ${row.reason} ${row.reason_detail}`);
      return row;
    }
    if (Date.now() > deadline) throw new Error(`task ${taskId} did not end within ${timeoutMs} ms`);
    await sleep(POLL_MS);
  }
}

/** Waits until no task is left unfinished; answers how many ended in each status. */
export async function allTasksEnded(db: Database, timeoutMs: number): Promise<Record<string, number>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const rows = await db
      .selectFrom('tasks')
      .select(['status', (eb) => eb.fn.countAll<number>().as('n'), (eb) => eb.fn.count<number>('end_time').as('ended')])
      .groupBy('status')
      .execute();
    if (rows.every((row) => Number(row.n) === Number(row.ended))) {
      return Object.fromEntries(rows.map((row) => [row.status, Number(row.n)]));
    }
    if (Date.now() > deadline) throw new Error(`tasks still unfinished after ${timeoutMs} ms: ${JSON.stringify(rows)}`);
    await sleep(50);
  }
}
