/**
 * A gzip input larger than the submit reads (INPUT_READ_AT_SUBMIT_MAX_BYTES, tiny here) is accepted at once and read
 * to its end by the first step of its job: a truncated one ends the job as FAILURE with the submit's own cause in
 * the caller's language, a whole one runs. The format metadata is off (METADATA_WORKERS=0), so no background read
 * has vouched for the content before.
 */
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { useTaskEngine } from '../../test/task-engine';

const SEQKIT_STATS = '1001';
const jobs = useTaskEngine({
  TASK_USER_CONCURRENCY: '4',
  INPUT_READ_AT_SUBMIT_MAX_BYTES: '1024',
  METADATA_WORKERS: '0',
});

/** Reads of random bases, so their gzip is well over the submit's read. */
function reads(count: number): string {
  let seed = 7;
  const base = () => 'ACGT'[((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) >>> 16) & 3]!;
  return Array.from(
    { length: count },
    (_, i) => `@r${i}\n${Array.from({ length: 50 }, base).join('')}\n+\n${'I'.repeat(50)}\n`,
  ).join('');
}

describe('inputs read whole by the job before the tool starts', () => {
  const whole = gzipSync(reads(2000));

  it('ends a job on a truncated gzip as FAILURE naming the file and the cause, before the tool ran', async () => {
    expect(whole.length).toBeGreaterThan(4 * 1024);
    const file = await jobs.client.uploadOne('0', 'cut.fastq.gz', whole.subarray(0, Math.floor(whole.length / 2)));
    const jobId = await jobs.api.submitOk(SEQKIT_STATS, { jobName: 'cut', inputs: { sequences: file } });
    const detail = await jobs.api.waitForStatus(jobId, ['error']);
    expect(detail).toMatchObject({ reason: { code: 'input_refused' }, startTime: null, inputCheckProgress: null });
    const events = (await jobs.api.events(jobId)).body.eventList;
    expect(events.map((e) => e.eventKey)).toEqual(['submitted', 'checkingInputs', 'dispatchFailed']);
    expect(events[2]!.eventContent).toMatch(/"cut\.fastq\.gz" chosen for "[^"]+" is a damaged or truncated gzip file/);
  });

  it('runs a job on a whole gzip once it was read to its end', async () => {
    const file = await jobs.client.uploadOne('0', 'whole.fastq.gz', whole);
    const jobId = await jobs.api.submitOk(SEQKIT_STATS, { jobName: 'whole', inputs: { sequences: file } });
    expect((await jobs.api.waitForStatus(jobId, ['success', 'error'])).status).toBe('success');
    const keys = (await jobs.api.events(jobId)).body.eventList.map((e) => e.eventKey);
    expect(keys.slice(0, 3)).toEqual(['submitted', 'checkingInputs', 'started']);
  });
});
