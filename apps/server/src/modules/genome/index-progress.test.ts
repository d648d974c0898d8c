import { spawn } from 'node:child_process';
import { mkdtempSync, realpathSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readShare } from './index-progress';

const SIZE = 4000;
const READ = 1000;
let group: number | undefined;
afterEach(() => {
  if (group !== undefined) process.kill(-group, 'SIGKILL');
  group = undefined;
});

describe.skipIf(process.platform !== 'linux')('readShare', () => {
  it("tells how far a program below the group's leader has read the file, and nothing of a file none reads", async () => {
    const file = path.join(realpathSync(mkdtempSync(path.join(os.tmpdir(), 'progress-'))), 'source.bed');
    writeFileSync(file, 'x'.repeat(SIZE));
    // The leader's child holds the file open after reading READ bytes of it (dd reads exactly one block).
    const script = `sh -c 'exec 3<"$1"; dd bs=${READ} count=1 of=/dev/null <&3 2>/dev/null; exec sleep 30' inner "$1"`;
    const leader = spawn('sh', ['-c', `${script}; true`, 'outer', file], { detached: true, stdio: 'ignore' });
    group = leader.pid!;
    await expect.poll(() => readShare([group!], file, SIZE)).toBe(READ / SIZE);
    expect(await readShare([group], `${file}.other`, SIZE)).toBeNull();
    expect(await readShare([], file, SIZE)).toBeNull();
  });
});
