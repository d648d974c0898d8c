import { execFile } from 'node:child_process';
import { mkdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTempRoot } from './int-test-support';
import { exitedStatus, readJobRecord } from './job-files';
import { buildWrapperScript, type WrapperOptions } from './wrapper';

const run = promisify(execFile);

/** Runs the wrapper in the foreground, as Slurm would, and returns what it recorded. */
async function runWrapper(workDir: string, options: Omit<WrapperOptions, 'workDir' | 'taskId'>) {
  await mkdir(path.join(workDir, '.biocloud'));
  const script = path.join(workDir, '.biocloud/run.sh');
  await writeFile(script, buildWrapperScript({ taskId: 'w', workDir, ...options }));
  await run('sh', [script]).catch(() => undefined); // exits with the program's status
  return exitedStatus(await readJobRecord(workDir));
}

describe('wrapper', () => {
  let temp: Awaited<ReturnType<typeof makeTempRoot>>;

  beforeAll(async () => {
    temp = await makeTempRoot('biocloud-wrapper-it-');
  });

  afterAll(async () => {
    await temp.remove();
  });

  it("falls back to the shell's times without GNU time: CPU time, no peak memory", async () => {
    const status = await runWrapper(await temp.newWorkDir('times'), {
      argv: ['sh', '-c', 'i=0; while [ $i -lt 300000 ]; do i=$((i+1)); done; exit 4'],
      limits: {},
      killGraceSeconds: 1,
      gnuTimePath: '/nonexistent/time',
    });
    expect(status).toMatchObject({ exitCode: 4, usage: { source: 'sh-times' } });
    expect(status.usage?.cpuSeconds).toBeGreaterThan(0);
    expect(status.usage?.peakMemoryKb).toBeUndefined();
  });

  it('ends a program at its CPU-time limit with SIGXCPU', async () => {
    const status = await runWrapper(await temp.newWorkDir('cpu'), {
      argv: ['sh', '-c', 'while :; do :; done'],
      limits: { cpuSeconds: 1 },
      killGraceSeconds: 1,
    });
    expect(status).toMatchObject({ exitCode: 152, reason: { code: 'cpu_limit' }, usage: { source: 'gnu-time' } });
    // It really spent its CPU budget: GNU time's tick-sampled user+sys reads 0.8-1.0 s for a 1 s limit on a loaded
    // machine (the kernel's own check uses the exact runtime), so only most of it is asserted.
    expect(status.usage?.cpuSeconds).toBeGreaterThan(0.6);
  });

  it('stops a file at the output limit: SIGXFSZ, read as output_limit', async () => {
    const workDir = await temp.newWorkDir('fsize');
    const status = await runWrapper(workDir, {
      argv: ['sh', '-c', 'exec yes >endless.txt'],
      limits: { fileSizeMb: 1 },
      killGraceSeconds: 1,
    });
    expect(status).toMatchObject({ exitCode: 153, reason: { code: 'output_limit' } });
    expect((await stat(path.join(workDir, 'endless.txt'))).size).toBe(1024 * 1024);
  });

  it('records exit code 127 when the program does not exist', async () => {
    const workDir = await temp.newWorkDir('missing');
    const status = await runWrapper(workDir, { argv: ['no-such-tool-here'], limits: {}, killGraceSeconds: 1 });
    expect(status.exitCode).toBe(127);
  });
});
