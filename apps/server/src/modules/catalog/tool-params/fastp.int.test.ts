/** fastp's parameters, run with the real fastp on reads made to show each effect. */
import { describe, expect, it } from 'vitest';
import { runTool } from '../../../../test/tool-run';

const ADAPTER = 'AGATCGGAAGAGCACACGTCTGAACTCCAGTCA';

/** A fixed, varied (high-complexity) sequence: a linear congruential walk over ACGT. */
function sequence(length: number, seed: number): string {
  let state = seed;
  let bases = '';
  for (let i = 0; i < length; i++) {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    bases += 'ACGT'[(state >> 16) % 4];
  }
  return bases;
}

/** One read per given sequence and quality string (high quality 'I' unless given). */
function fastq(reads: { seq: string; qual?: string }[]) {
  const text = reads.map((r, i) => `@read_${i + 1}\n${r.seq}\n+\n${r.qual ?? 'I'.repeat(r.seq.length)}\n`).join('');
  return { reads: [{ name: 'reads.fq', content: text }] };
}
/** Read name -> its length after trimming (filtered reads are missing). */
function lengths(fq: string): Map<string, number> {
  const lines = fq.trim().split('\n');
  const result = new Map<string, number>();
  for (let i = 0; i + 1 < lines.length; i += 4) result.set(lines[i]!.slice(1).split(' ')[0]!, lines[i + 1]!.length);
  return result;
}
/**
 * fastp as the manifest runs it, without its duplication estimate: no check reads it, and it fills 1 GB and takes
 * seconds of CPU per run whatever the input (7 s for one read, 11 runs here).
 */
const fastp = (inputs: Parameters<typeof runTool>[1], params: Record<string, unknown> = {}) =>
  runTool('fastp', inputs, params, { skipWork: ['--dont_eval_duplication'] });
const trimmed = async (inputs: ReturnType<typeof fastq>, params: Record<string, unknown> = {}) =>
  lengths((await fastp(inputs, params)).out('trimmed_R1.fq'));

describe('fastp params', () => {
  const poorEnds = fastq([{ seq: sequence(80, 1), qual: '#'.repeat(8) + 'I'.repeat(62) + '#'.repeat(10) }]);

  it("keeps poor ends by default and cuts them with the 3' and 5' sliding windows", async () => {
    expect(await trimmed(poorEnds)).toEqual(new Map([['read_1', 80]]));
    // The 4-base window takes one good base with the 10 (3') or 8 (5') poor ones, as fastp does by hand.
    expect(await trimmed(poorEnds, { cutTail: true })).toEqual(new Map([['read_1', 69]]));
    expect(await trimmed(poorEnds, { cutTail: true, cutFront: true })).toEqual(new Map([['read_1', 60]]));
    // A one-base window cuts exactly the poor bases.
    expect(await trimmed(poorEnds, { cutTail: true, cutWindowSize: 1, cutMeanQuality: 30 })).toEqual(
      new Map([['read_1', 70]]),
    );
  });

  it('logs no warning about cutting options in a default run (it did in every job)', async () => {
    const run = await fastp(poorEnds);
    expect(run.stderr).not.toMatch(/WARNING/);
    expect(run.argv).not.toContain('--cut_window_size');
    // Both cuts on, the window goes with each and fastp takes it (above: 60 bases, as both cuts by hand).
    expect((await fastp(poorEnds, { cutFront: true, cutWindowSize: 1 })).stderr).not.toMatch(/WARNING/);
  });

  it('cuts fixed numbers of bases at each end', async () => {
    const reads = fastq([{ seq: sequence(60, 2) }]);
    expect(await trimmed(reads, { trimFront: 5, trimTail: 3 })).toEqual(new Map([['read_1', 52]]));
  });

  it('removes the given adapter, or keeps adapters when told to', async () => {
    const reads = fastq([{ seq: sequence(50, 3) + ADAPTER }, { seq: sequence(45, 4) + ADAPTER.slice(0, 20) }]);
    expect(await trimmed(reads, { adapterSequence: ADAPTER })).toEqual(
      new Map([
        ['read_1', 50],
        ['read_2', 45],
      ]),
    );
    const kept = await trimmed(reads, { adapterSequence: ADAPTER, disableAdapterTrimming: true });
    expect(kept.get('read_1')).toBe(50 + ADAPTER.length);
  });

  it('trims polyX tails and drops low-complexity reads when asked', async () => {
    const reads = fastq([
      { seq: sequence(50, 5) + 'A'.repeat(20) },
      { seq: ('A'.repeat(10) + 'C'.repeat(10)).repeat(4) },
    ]);
    const plain = await trimmed(reads);
    expect(plain).toEqual(
      new Map([
        ['read_1', 70],
        ['read_2', 80],
      ]),
    );
    expect((await trimmed(reads, { trimPolyX: true })).get('read_1')).toBe(50);
    expect(await trimmed(reads, { lowComplexityFilter: true })).toEqual(new Map([['read_1', 70]]));
  });

  it('detects adapters in paired-end reads when asked', async () => {
    const reads = fastq([{ seq: sequence(60, 6) }]);
    const mates = [{ name: 'mates.fq', content: `@read_1\n${sequence(60, 7)}\n+\n${'I'.repeat(60)}\n` }];
    const run = await fastp({ ...reads, mates }, { detectAdapterForPe: true });
    expect(run.argv).toContain('--detect_adapter_for_pe');
    expect(run.stderr).toMatch(/Detecting adapter sequence for read1/);
    expect((await fastp({ ...reads, mates })).stderr).not.toMatch(/Detecting adapter sequence for read1/);
  });
});
