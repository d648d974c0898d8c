/** bwa-mem's parameters, run with the real bwa and samtools on the tool's example genome. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bamText, exampleFile, runTool, samRecords } from '../../../../test/tool-run';

const genomeFile = exampleFile('bwa-mem', 'genome.fa');
const genome = readFileSync(genomeFile, 'utf8').split('\n').slice(1).join('');
const reference = [{ name: 'genome.fa', from: genomeFile }];
const read = (file: string, name: string, seq: string) => [
  { name: file, content: `@${name}\n${seq}\n+\n${'I'.repeat(seq.length)}\n` },
];
const mapped = async (reads: ReturnType<typeof read>, params: Record<string, unknown> = {}) =>
  bamText((await runTool('bwa-mem', { reference, reads }, params)).outputs.get('aligned.bam')!);

describe('bwa-mem params', () => {
  const plain = read('leaf_R1.fastq', 'r1', genome.slice(200, 300));

  it("names the read group after the reads' file, or the sample given", async () => {
    const derived = await mapped(plain);
    expect(derived).toContain('@RG\tID:leaf\tSM:leaf');
    expect(samRecords(derived)[0]).toContain('RG:Z:leaf');
    expect(await mapped(plain, { sample: 'HG00100' })).toContain('@RG\tID:HG00100\tSM:HG00100');
  });

  it('marks the shorter part of a split read secondary instead of supplementary with -M', async () => {
    // Two far-apart 100-base pieces of the genome in one read: a chimeric (split) alignment.
    const chimera = read('chimera.fq', 'split', genome.slice(100, 200) + genome.slice(800, 900));
    const flags = async (params: Record<string, unknown>) =>
      samRecords(await mapped(chimera, params)).map((r) => Number(r[1]));
    expect((await flags({})).some((flag) => flag & 2048)).toBe(true);
    const marked = await flags({ markSecondary: true });
    expect(marked.some((flag) => flag & 2048)).toBe(false);
    expect(marked.some((flag) => flag & 256)).toBe(true);
  });

  it('leaves alignments below the minimum score unmapped', async () => {
    // A perfect 100-base match scores 100.
    expect(Number(samRecords(await mapped(plain))[0]![1]) & 4).toBe(0);
    expect(Number(samRecords(await mapped(plain, { minScore: 101 }))[0]![1]) & 4).toBe(4);
  });

  it('seeds only on exact matches of the minimum seed length', async () => {
    // 50 bases of the genome with two changed, so that the longest exact match is 16 bases: bwa's default seed (19)
    // finds nothing to start from, a seed length of 15 does.
    const bases = [...genome.slice(400, 450)];
    for (const i of [16, 33]) bases[i] = bases[i] === 'A' ? 'C' : 'A';
    const diverged = read('diverged.fq', 'r', bases.join(''));
    const flag = async (params: Record<string, unknown>) =>
      Number(samRecords(await mapped(diverged, { minScore: 20, ...params }))[0]![1]);
    expect((await flag({})) & 4).toBe(4);
    const seeded = samRecords(await mapped(diverged, { minScore: 20, seedLength: 15 }))[0]!;
    expect(Number(seeded[1]) & 4).toBe(0);
    expect(seeded[3]).toBe('401');
  });
});
