import { logFileSize } from '../modules/tasks/log-file-size';
import { open } from 'node:fs/promises';
import path from 'node:path';
import type { TaskLogAppend } from '@biocloud/contracts';
import { STDERR_LOG, STDOUT_LOG } from '@biocloud/executor';
import type { TaskRow } from '../db/schema';
import type { RealtimePublisher } from '../realtime/realtime';
import { jobLogTopic } from '../realtime/realtime';
import { readInputLinks, type InputLinks } from '../modules/tasks/input-links';
import { redactServerPaths } from '../modules/tasks/log-redaction';

/*
 * Live log: on each monitor tick, what a running job appended to its logs goes to `job:<id>:log`, for its owner
 * only. Bounded: at most APPEND_MAX_BYTES per log per tick (PostgreSQL NOTIFY carries under 8000 bytes); when a job
 * wrote more, the newest part is sent with `skippedBytes`, and the page reloads the log to see the rest. The text shows
 * the server's paths relative to the work dir, as the log API does; `byteLength` keeps the page's byte count exact.
 */

export const APPEND_MAX_BYTES = 3000;

const STREAMS = [
  ['stdout', STDOUT_LOG],
  ['stderr', STDERR_LOG],
] as const;

/** How many bytes at the end of `bytes` start a UTF-8 character that is not complete yet. */
export function incompleteTail(bytes: Buffer): number {
  for (let back = 1; back <= Math.min(3, bytes.length); back += 1) {
    const byte = bytes[bytes.length - back]!;
    if ((byte & 0xc0) === 0x80) continue;
    const length = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : byte >= 0xc0 ? 2 : 1;
    return length > back ? back : 0;
  }
  return 0;
}

async function readRange(file: string, start: number, end: number): Promise<Buffer> {
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(end - start);
    const { bytesRead } = await handle.read(buffer, 0, end - start, start);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

export function createLogFollower(publisher: RealtimePublisher) {
  /** Per followed task: how far each log was sent, and its input links (read once: staging wrote them before). */
  const followed = new Map<string, { offsets: Record<'stdout' | 'stderr', number>; inputs: InputLinks | undefined }>();

  return {
    async follow(task: Pick<TaskRow, 'id' | 'user_id' | 'work_dir'>): Promise<void> {
      if (!task.work_dir) return;
      let state = followed.get(task.id);
      if (!state) {
        state = { offsets: { stdout: 0, stderr: 0 }, inputs: await readInputLinks(task.work_dir) };
        followed.set(task.id, state);
      }
      const known = state.offsets;
      for (const [stream, name] of STREAMS) {
        const file = path.join(task.work_dir, name);
        const size = await logFileSize(file);
        const offset = known[stream];
        if (size <= offset) continue;
        const start = Math.max(offset, size - APPEND_MAX_BYTES);
        const bytes = await readRange(file, start, size);
        const complete = bytes.subarray(0, bytes.length - incompleteTail(bytes));
        if (complete.length === 0) continue;
        known[stream] = start + complete.length;
        const append: TaskLogAppend = {
          jobId: task.id,
          stream,
          offset: start,
          text: redactServerPaths(complete.toString('utf8'), task.work_dir, state.inputs),
          skippedBytes: start - offset,
          byteLength: complete.length,
        };
        await publisher.publish(jobLogTopic(task.id), task.user_id, append);
      }
    },

    forget(taskId: string): void {
      followed.delete(taskId);
    },
  };
}

export type LogFollower = ReturnType<typeof createLogFollower>;
