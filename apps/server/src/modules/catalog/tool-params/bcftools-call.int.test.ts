/** bcftools-call's parameters, run with the real bcftools on the tool's example (5 planted homozygous SNPs). */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { exampleFile, runTool } from '../../../../test/tool-run';

const inputs = {
  reference: [{ name: 'genome.fa', from: exampleFile('bcftools-call', 'genome.fa') }],
  alignments: [{ name: 'aln.bam', from: exampleFile('bcftools-call', 'aln.bam') }],
};
const records = (vcf: string) => vcf.split('\n').filter((line) => line !== '' && !line.startsWith('#'));
const sampleColumn = (record: string) => record.split('\t')[9]!;
const infoDepth = (record: string) => Number(/(?:^|;)DP=(\d+)/.exec(record.split('\t')[7]!)![1]);

describe('bcftools-call params', () => {
  it('calls diploid genotypes by default and haploid ones (GT 1, not 1/1) when asked', async () => {
    const diploid = records((await runTool('bcftools-call', inputs)).out('calls.vcf'));
    const haploid = records((await runTool('bcftools-call', inputs, { ploidy: '1' })).out('calls.vcf'));
    expect(diploid).toHaveLength(5);
    expect(diploid.map((r) => sampleColumn(r).split(':')[0])).toEqual(Array(5).fill('1/1'));
    expect(haploid.map((r) => sampleColumn(r).split(':')[0])).toEqual(Array(5).fill('1'));
  });

  it('caps the depth read per file at the maximum depth', async () => {
    const full = records((await runTool('bcftools-call', inputs)).out('calls.vcf'));
    const capped = records((await runTool('bcftools-call', inputs, { maxDepth: 3 })).out('calls.vcf'));
    // mpileup's cap is per file and approximate (reads already overlapping a position are kept), so it lowers the
    // depth of the example's piles without reaching the cap.
    const sum = (list: string[]) => list.reduce((total, record) => total + infoDepth(record), 0);
    expect(capped).toHaveLength(full.length);
    expect(sum(capped)).toBeLessThan(sum(full));
  });

  it('adds per-sample AD and DP', async () => {
    const plain = records((await runTool('bcftools-call', inputs)).out('calls.vcf'));
    const withDepth = records((await runTool('bcftools-call', inputs, { perSampleDepth: true })).out('calls.vcf'));
    expect(plain[0]!.split('\t')[8]).toBe('GT:PL');
    expect(withDepth[0]!.split('\t')[8]).toBe('GT:PL:DP:AD');
    expect(sampleColumn(withDepth[0]!)).toMatch(/:0,\d+$/);
  });

  it('calls a deletion by default and skips it when asked', async () => {
    // Twelve reads over chr1:101-163 of the example genome, each without bases 131-133 (30M3D30M).
    const genome = readFileSync(exampleFile('bcftools-call', 'genome.fa'), 'utf8').split('\n').slice(1).join('');
    const seq = genome.slice(100, 130) + genome.slice(133, 163);
    const reads = Array.from({ length: 12 }, (_, i) => `del${i}\t0\tchr1\t101\t60\t30M3D30M\t*\t0\t0\t${seq}\t*\n`);
    const dir = mkdtempSync(path.join(os.tmpdir(), 'bcftools-call-indel-'));
    try {
      const bam = path.join(dir, 'del.bam');
      execFileSync('samtools', ['view', '-b', '-o', bam, '-'], {
        input: `@SQ\tSN:chr1\tLN:${genome.length}\n${reads.join('')}`,
      });
      const deletion = { reference: inputs.reference, alignments: [{ name: 'del.bam', from: bam }] };
      const called = records((await runTool('bcftools-call', deletion)).out('calls.vcf'));
      expect(called.map((r) => r.split('\t')[1])).toEqual(['130']);
      expect(called[0]).toContain('INDEL');
      expect(records((await runTool('bcftools-call', deletion, { skipIndels: true })).out('calls.vcf'))).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
