/**
 * bedtools-intersect's parameters, run with the real bedtools on the tool's example: A is a1 10-120, a2 100-300,
 * a3 500-650, a4 640-700, a5 1000-1200, a6 1400-1450; B is b1 50-150, b2 600-620, b3 1100-1300.
 */
import { describe, expect, it } from 'vitest';
import { exampleFile, runTool } from '../../../../test/tool-run';

const inputs = {
  a: [{ name: 'a.bed', from: exampleFile('bedtools-intersect', 'a.bed') }],
  b: [{ name: 'b.bed', from: exampleFile('bedtools-intersect', 'b.bed') }],
};
const lines = async (
  params: Record<string, unknown>,
  given: Record<string, { name: string; content?: string }[]> = inputs,
) => (await runTool('bedtools-intersect', given, params)).out('intersect.bed').trim().split('\n');

describe('bedtools-intersect params', () => {
  it('writes whole A intervals, A with B, and the overlapping bases', async () => {
    expect(await lines({ mode: 'wholeA' })).toContain('chr1\t500\t650\ta3');
    expect(await lines({ mode: 'aAndB' })).toContain('chr1\t500\t650\ta3\tchr1\t600\t620\tb2');
    expect(await lines({ mode: 'aAndBWithOverlap' })).toContain('chr1\t1000\t1200\ta5\tchr1\t1100\t1300\tb3\t100');
  });

  it('joins every A to its B or to an empty B, and counts overlaps', async () => {
    const joined = await lines({ mode: 'leftOuterJoin' });
    expect(joined).toHaveLength(6);
    expect(joined).toContain('chr1\t1400\t1450\ta6\t.\t-1\t-1\t.');
    expect(await lines({ mode: 'count' })).toEqual([
      'chr1\t10\t120\ta1\t1',
      'chr1\t100\t300\ta2\t1',
      'chr1\t500\t650\ta3\t1',
      'chr1\t640\t700\ta4\t0',
      'chr1\t1000\t1200\ta5\t1',
      'chr1\t1400\t1450\ta6\t0',
    ]);
  });

  it('applies the overlap fraction to B too when reciprocal', async () => {
    // The small A lies wholly inside B: 100% of A overlaps, but only 20 of B's 150 bases (13%).
    const nested = {
      a: [{ name: 'a.bed', content: 'chr1\t600\t620\tsmall\n' }],
      b: [{ name: 'b.bed', content: 'chr1\t500\t650\tlarge\n' }],
    };
    expect(await lines({ mode: 'withOverlap', minOverlap: 0.5 }, nested)).toEqual(['chr1\t600\t620\tsmall']);
    expect(await lines({ mode: 'withOverlap', minOverlap: 0.5, reciprocal: true }, nested)).toEqual(['']);
    expect(await lines({ mode: 'withOverlap', minOverlap: 0.1, reciprocal: true }, nested)).toEqual([
      'chr1\t600\t620\tsmall',
    ]);
  });

  it('counts overlaps on the same or the opposite strand only', async () => {
    const stranded = {
      a: [{ name: 'a.bed', content: 'chr1\t10\t120\ta1\t0\t+\nchr1\t500\t650\ta3\t0\t-\n' }],
      b: [{ name: 'b.bed', content: 'chr1\t50\t150\tb1\t0\t+\nchr1\t600\t620\tb2\t0\t+\n' }],
    };
    expect(await lines({ mode: 'withOverlap' }, stranded)).toHaveLength(2);
    expect(await lines({ mode: 'withOverlap', strand: 'same' }, stranded)).toEqual(['chr1\t10\t120\ta1\t0\t+']);
    expect(await lines({ mode: 'withOverlap', strand: 'opposite' }, stranded)).toEqual(['chr1\t500\t650\ta3\t0\t-']);
  });

  it("keeps A's header when asked", async () => {
    const vcf = [
      '##fileformat=VCFv4.2',
      '#CHROM\tPOS\tID\tREF\tALT\tQUAL\tFILTER\tINFO',
      'chr1\t610\t.\tA\tG\t50\tPASS\t.',
      '',
    ].join('\n');
    const given = { a: [{ name: 'calls.vcf', content: vcf }], b: inputs.b };
    expect((await lines({ mode: 'withOverlap' }, given))[0]).toBe('chr1\t610\t.\tA\tG\t50\tPASS\t.');
    expect((await lines({ mode: 'withOverlap', header: true }, given)).slice(0, 2)).toEqual(
      vcf.split('\n').slice(0, 2),
    );
  });
});
