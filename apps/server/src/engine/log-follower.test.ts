import { appendFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { TaskLogAppend } from '@biocloud/contracts';
import { STDERR_LOG } from '@biocloud/executor';
import { writeInputLinks } from '../modules/tasks/input-links';
import type { RealtimePublisher } from '../realtime/realtime';
import { createLogFollower, incompleteTail } from './log-follower';

describe('incompleteTail', () => {
  it('finds a UTF-8 character cut at the end of a chunk', () => {
    const text = Buffer.from('ab中', 'utf8');
    expect(incompleteTail(text)).toBe(0);
    expect(incompleteTail(text.subarray(0, 4))).toBe(2);
    expect(incompleteTail(text.subarray(0, 3))).toBe(1);
    expect(incompleteTail(Buffer.from('ab\n'))).toBe(0);
    expect(incompleteTail(Buffer.from('😀').subarray(0, 3))).toBe(3);
  });
});

describe('createLogFollower', () => {
  it("sends each append once, with an input's stored file shown as the input", async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'log-follower-'));
    try {
      const workDir = path.join(root, '0b6e1f7a-3c0e-4b8e-9a55-2f7d1c9e8a11');
      const stored = path.join(root, 'storage', 'blobs', 'ab', 'cd', 'x.0123456789abcdef');
      await mkdir(workDir);
      await writeInputLinks(workDir, { storeRoot: path.join(root, 'storage'), links: { [stored]: 'in/reads.fq' } });
      const sent: TaskLogAppend[] = [];
      const publisher: RealtimePublisher = {
        publish: async (_topic, _userId, payload) => {
          sent.push(payload as TaskLogAppend);
        },
      };
      const follower = createLogFollower(publisher);
      const task = { id: 'task-1', user_id: 'user-1', work_dir: workDir };

      await writeFile(path.join(workDir, STDERR_LOG), `reading ${stored}\n`);
      await follower.follow(task);
      await appendFile(path.join(workDir, STDERR_LOG), '    10 / 200\r');
      await follower.follow(task);
      await follower.follow(task);

      expect(sent.map((append) => [append.stream, append.offset, append.text])).toEqual([
        ['stderr', 0, 'reading in/reads.fq\n'],
        ['stderr', `reading ${stored}\n`.length, '    10 / 200\r'],
      ]);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
