/**
 * The checks after a run, with the real programs on small bad inputs made here (cases of the tools review that
 * ended as wrong-but-successful or unclear): a manifest's error line fails the job though the program exited 0, a
 * failure names the log line that says why, and a result without data is a success with a warning.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTaskEngine } from '../../../test/task-engine';

const FASTTREE = '1020';
const BCFTOOLS_CALL = '1013';
const BEDTOOLS_INTERSECT = '1016';

const jobs = useTaskEngine();

async function run(
  softwareId: string,
  inputs: Record<string, string | string[]>,
  params?: Record<string, string | number | boolean | null>,
) {
  const jobId = await jobs.api.submitOk(softwareId, { jobName: 'x', inputs, ...(params && { params }) });
  const detail = await jobs.api.waitForStatus(jobId, ['success', 'error', 'killed'], 60_000);
  const events = (await jobs.api.events(jobId)).body.eventList;
  return { detail, events, keys: events.map((e) => e.eventKey) };
}

/** A BAM whose header claims coordinate order while its reads are not (made by samtools from SAM text). */
function misSortedBam(): Buffer {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'missorted-'));
  const read = (name: string, pos: number) =>
    `${name}\t0\t17\t${pos}\t60\t20M\t*\t0\t0\t${'ACGT'.repeat(5)}\t${'I'.repeat(20)}`;
  const sam = ['@HD\tVN:1.6\tSO:coordinate', '@SQ\tSN:17\tLN:1000', read('r1', 500), read('r2', 100), read('r3', 300)];
  writeFileSync(path.join(dir, 'x.sam'), `${sam.join('\n')}\n`);
  execFileSync('samtools', ['view', '-b', '-o', path.join(dir, 'x.bam'), path.join(dir, 'x.sam')]);
  return readFileSync(path.join(dir, 'x.bam'));
}

describe('output checks after a run', () => {
  it('fails FastTree on a protein alignment in nucleotide mode (it drew a tree), naming the line', async () => {
    const proteins = ['MNGTEGPNFYVPFSNKTGVV', 'MNGTEGPNFYVPFSNKTGVL', 'MNGSEGPNFYVPWSNKTGVV', 'MNGTEGQNFYVPFSNKTGVV'];
    const alignment = await jobs.client.uploadOne(
      '0',
      'proteins.aln.fa',
      proteins.map((p, i) => `>p${i}\n${p}\n`).join(''),
    );
    // Chosen by the user: the default detects proteins from the alignment and runs in protein mode.
    const { detail, events } = await run(FASTTREE, { alignment }, { sequenceType: 'nucleotide' });
    expect(detail.status).toBe('error');
    expect(detail.reason?.code).toBe('log_error');
    expect(detail.reason?.detail).toContain('Ignored unknown character');
    expect(events.find((e) => e.eventKey === 'logError')?.eventContent).toMatch(
      /^The program reported an error though it ended normally: Ignored unknown character/,
    );
  });

  it('names the real cause of a failure, not the last line', async () => {
    const alignment = await jobs.client.uploadOne('0', 'ragged.fa', '>a\nACGTACGT\n>b\nACGTAC\n>c\nACGTACGT\n');
    // Chosen by the user: the default detects proteins from the alignment and runs in protein mode.
    const { detail, events } = await run(FASTTREE, { alignment }, { sequenceType: 'nucleotide' });
    expect(detail.status).toBe('error');
    expect(detail.reason?.detail).toBe('Wrong number of characters for b: expected 8 but have 6 instead.');
    expect(events.find((e) => e.eventKey === 'logCause')?.eventContent).toBe(
      'The log says: Wrong number of characters for b: expected 8 but have 6 instead.',
    );
  });

  it('fails bcftools call on reads out of order behind a coordinate header (0 variants, success)', async () => {
    const reference = await jobs.client.uploadOne('0', 'ref.fa', `>17\n${'ACGT'.repeat(250)}\n`);
    const bam = await jobs.client.uploadOne('0', 'missorted.bam', misSortedBam());
    const { detail, keys } = await run(BCFTOOLS_CALL, { reference, alignments: [bam] });
    expect(detail.status).toBe('error');
    expect(detail.reason?.detail).toContain('The input is not sorted');
    expect(keys).toContain('logError');
  });

  it('keeps a result without data as a success with a visible warning', async () => {
    const a = await jobs.client.uploadOne('0', 'a.bed', 'chr1\t10\t20\ta1\n');
    const b = await jobs.client.uploadOne('0', 'b.bed', 'chr2\t10\t20\tb1\n');
    const { detail, events, keys } = await run(BEDTOOLS_INTERSECT, { a, b: [b] });
    expect(detail.status).toBe('success');
    expect(keys).toEqual(expect.arrayContaining(['outputsSaved', 'outputEmpty', 'succeeded']));
    const warning = events.find((e) => e.eventKey === 'outputEmpty')?.eventContent;
    expect(warning).toContain('"intersect.bed" holds no data');
    // The job's page shows it above the details, not only in the timeline.
    expect(detail.warnings).toEqual([warning]);
  });
});
