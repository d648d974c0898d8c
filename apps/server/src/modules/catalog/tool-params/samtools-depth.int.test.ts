/** samtools-depth's parameters, run with the real samtools on the tool's example BAM (chr1, 1,500 bases). */
import { describe, expect, it } from 'vitest';
import { exampleFile, runTool } from '../../../../test/tool-run';

const alignments = [{ name: 'aln.bam', from: exampleFile('samtools-depth', 'aln.bam') }];
/** Depth rows as "chrom:pos" -> depth (the header line left out). */
function depths(tsv: string): Map<string, number> {
  const rows = tsv.trim().split('\n').slice(1);
  return new Map(rows.map((row) => row.split('\t')).map(([chrom, pos, depth]) => [`${chrom}:${pos}`, Number(depth)]));
}
const run = async (params: Record<string, unknown>, extra: Record<string, { name: string; content: string }[]> = {}) =>
  depths((await runTool('samtools-depth', { alignments, ...extra }, params)).out('depth.tsv'));

describe('samtools-depth params', () => {
  it('limits the output to a region, with or without its end', async () => {
    const region = await run({ region: 'chr1:198-201' });
    expect([...region.keys()]).toEqual(['chr1:198', 'chr1:199', 'chr1:200', 'chr1:201']);
    expect(region.get('chr1:200')).toBe(9);
    const tail = await run({ region: 'chr1:1,498', allPositions: true });
    expect([...tail.entries()]).toEqual([
      ['chr1:1498', 0],
      ['chr1:1499', 0],
      ['chr1:1500', 0],
    ]);
    expect((await run({ region: 'chr1' })).size).toBe((await run({})).size);
  });

  it('names the depth column after the file, not its path in the job (in/aln.bam)', async () => {
    const tsv = (await runTool('samtools-depth', { alignments }, { region: 'chr1:200-200' })).out('depth.tsv');
    expect(tsv).toBe('#CHROM\tPOS\taln.bam\nchr1\t200\t9\n');
  });

  it('limits the output to the regions of a BED file', async () => {
    const regionsBed = [{ name: 'regions.bed', content: 'chr1\t0\t2\nchr1\t199\t201\n' }];
    const rows = await run({ allPositions: true }, { regionsBed });
    expect([...rows.keys()]).toEqual(['chr1:1', 'chr1:2', 'chr1:200', 'chr1:201']);
  });

  it('refuses a region and a BED file together', async () => {
    const regionsBed = [{ name: 'regions.bed', content: 'chr1\t0\t2\n' }];
    await expect(run({ region: 'chr1' }, { regionsBed })).rejects.toThrow('not both');
  });

  it('skips bases below the minimum base quality', async () => {
    // The example's reads have quality 40 everywhere.
    expect((await run({ region: 'chr1:200-200' })).get('chr1:200')).toBe(9);
    expect((await run({ region: 'chr1:200-200', minBaseQuality: 41 })).get('chr1:200')).toBe(0);
  });

  it('counts reads with a deletion when asked', async () => {
    const sam = [
      '@SQ\tSN:chr1\tLN:100',
      `r1\t0\tchr1\t1\t60\t10M2D10M\t*\t0\t0\t${'ACGTACGTAC'.repeat(2)}\t${'I'.repeat(20)}`,
      '',
    ].join('\n');
    const input = { name: 'deletion.sam', content: sam };
    const depthsOf = async (params: Record<string, unknown>) =>
      depths((await runTool('samtools-depth', { alignments: [input] }, params)).out('depth.tsv'));
    expect((await depthsOf({})).get('chr1:11')).toBe(0);
    expect((await depthsOf({ withDeletions: true })).get('chr1:11')).toBe(1);
  });
});
