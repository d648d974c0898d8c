/** minimap2-map's parameters, run with the real minimap2 (and samtools) on the tool's example genome. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bamText, exampleFile, runTool, samRecords as records, type ToolRunFile } from '../../../../test/tool-run';

const genomeFile = exampleFile('minimap2-map', 'genome.fa');
const genome = readFileSync(genomeFile, 'utf8').split('\n').slice(1).join('');
const reference = [{ name: 'genome.fa', from: genomeFile }];
const examplesReads = [{ name: 'reads.fq', from: exampleFile('minimap2-map', 'reads.fq') }];
const read = (name: string, seq: string): ToolRunFile[] => [
  { name: `${name}.fq`, content: `@${name}\n${seq}\n+\n${'I'.repeat(seq.length)}\n` },
];
describe('minimap2-map params', () => {
  it('writes a sorted, indexed BAM by default (as Galaxy’s wrapper), and SAM when asked', async () => {
    const run = await runTool('minimap2-map', { reference, reads: examplesReads });
    expect(run.outputs.has('aligned.sam')).toBe(false);
    expect(run.outputs.get('aligned.bam.bai')?.length).toBeGreaterThan(0);
    const sam = bamText(run.outputs.get('aligned.bam')!);
    expect(sam).toContain('@HD\tVN:1.6\tSO:coordinate');
    const positions = records(sam)
      .filter((r) => r[2] === 'chr1')
      .map((r) => Number(r[3]));
    expect(positions.length).toBeGreaterThan(10);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    const asked = await runTool('minimap2-map', { reference, reads: examplesReads }, { outputFormat: 'sam' });
    expect(asked.outputs.has('aligned.bam')).toBe(false);
    expect(asked.out('aligned.sam')).toContain('read_001\t0\tchr1\t141\t60\t100M');
  });

  it('names the sample in a read group', async () => {
    const sam = (
      await runTool('minimap2-map', { reference, reads: examplesReads }, { sample: 'leaf_1', outputFormat: 'sam' })
    ).out('aligned.sam');
    expect(sam).toContain('@RG\tID:leaf_1\tSM:leaf_1');
    expect(records(sam)[0]).toContain('RG:Z:leaf_1');
  });

  it('aligns across an intron with the splice preset', async () => {
    const spliced = read('spliced', genome.slice(100, 300) + genome.slice(700, 900));
    const cigar = async (preset: string) =>
      records(
        (await runTool('minimap2-map', { reference, reads: spliced }, { preset, outputFormat: 'sam' })).out(
          'aligned.sam',
        ),
      )[0]![5];
    expect(await cigar('splice')).toBe('199M400N201M');
    expect(await cigar('map-ont')).toBe('199M400D201M');
    const hq = await runTool(
      'minimap2-map',
      { reference, reads: spliced },
      { preset: 'splice-hq', outputFormat: 'sam' },
    );
    expect(hq.stderr).toContain('-x splice:hq');
    expect(records(hq.out('aligned.sam'))[0]![5]).toBe('199M400N201M');
  });

  it('drops secondary alignments when asked', async () => {
    // chr2 repeats 300 bases of chr1, so a read from there maps twice.
    const twice = [{ name: 'twice.fa', content: `>chr1\n${genome}\n>chr2\n${genome.slice(400, 700)}\n` }];
    const dup = read('dup', genome.slice(450, 600));
    const flags = async (params: Record<string, unknown>) =>
      records(
        (await runTool('minimap2-map', { reference: twice, reads: dup }, { ...params, outputFormat: 'sam' })).out(
          'aligned.sam',
        ),
      ).map((r) => r[1]);
    expect(await flags({ preset: 'map-ont' })).toEqual(['0', '256']);
    expect(await flags({ preset: 'map-ont', noSecondary: true })).toEqual(['0']);
  });

  it('passes the assembly presets on', async () => {
    for (const preset of ['asm10', 'asm20']) {
      const run = await runTool(
        'minimap2-map',
        { reference, reads: read('piece', genome.slice(200, 1200)) },
        { preset, outputFormat: 'sam' },
      );
      expect(run.stderr).toContain(`-x ${preset}`);
      expect(records(run.out('aligned.sam'))[0]!.slice(2, 4)).toEqual(['chr1', '201']);
    }
  });
});
