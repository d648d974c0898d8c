/** salmon-quant's parameters, run with the real salmon on the tool's example (12 plant transcripts, 800 reads). */
import { describe, expect, it } from 'vitest';
import { exampleFile, runTool } from '../../../../test/tool-run';

const inputs = {
  transcripts: [{ name: 'transcripts.fa', from: exampleFile('salmon-quant', 'transcripts.fa') }],
  reads: [{ name: 'heat_1.fq', from: exampleFile('salmon-quant', 'heat_1.fq') }],
};
/** Name -> [EffectiveLength, NumReads] of a quant.sf. */
function quant(sf: string): Map<string, [number, number]> {
  const lines = sf.trim().split('\n').slice(1);
  return new Map(lines.map((line) => line.split('\t')).map((f) => [f[0]!, [Number(f[2]), Number(f[4])]]));
}
type MetaInfo = {
  seq_bias_correct: boolean;
  gc_bias_correct: boolean;
  library_types: string[];
  num_bootstraps: number;
  num_threads: number;
};
const meta = (json: string) => JSON.parse(json) as MetaInfo;
/** The run with every value at its default, made once and read by each test that compares with it. */
let standardRun: ReturnType<typeof runTool> | undefined;
const standard = () => (standardRun ??= runTool('salmon-quant', inputs));

describe('salmon-quant params', () => {
  it('adds gene-level totals from a transcript-to-gene map', async () => {
    const geneMap = [{ name: 'genes.tsv', content: 'HSP70\tHSP\nHSP90\tHSP\nRBCS\tRBCS\n' }];
    const run = await runTool('salmon-quant', { ...inputs, geneMap }, { sample: 'heat' });
    const transcripts = quant(run.out('heat.quant.sf'));
    const genes = quant(run.out('heat.quant.genes.sf'));
    const hsp = transcripts.get('HSP70')![1] + transcripts.get('HSP90')![1];
    expect(hsp).toBeGreaterThan(0);
    expect(genes.get('HSP')![1]).toBeCloseTo(hsp, 3);
    expect(genes.get('RBCS')![1]).toBeCloseTo(transcripts.get('RBCS')![1], 3);
    // Transcripts the map leaves out stay genes of their own.
    expect(genes.has('PAL1')).toBe(true);
    expect((await standard()).outputs.has('quant.genes.sf')).toBe(false);
  });

  it('turns on sequence and GC bias correction', async () => {
    const plain = meta((await standard()).out('mapping.json'));
    const corrected = meta(
      (await runTool('salmon-quant', inputs, { seqBias: true, gcBias: true })).out('mapping.json'),
    );
    expect([plain.seq_bias_correct, plain.gc_bias_correct]).toEqual([false, false]);
    expect([corrected.seq_bias_correct, corrected.gc_bias_correct]).toEqual([true, true]);
  });

  it('computes single-end effective lengths from the given fragment length', async () => {
    const usual = quant((await standard()).out('quant.sf'));
    const short = quant((await runTool('salmon-quant', inputs, { fldMean: 100, fldSD: 10 })).out('quant.sf'));
    // A shorter fragment length leaves more start positions: a longer effective length.
    expect(short.get('HSP70')![0]).toBeGreaterThan(usual.get('HSP70')![0]);
    expect(short.get('HSP70')![0]).toBeGreaterThan(754 - 100 - 20);
  });

  it('takes the forward-stranded paired-end library type', async () => {
    const stranded = meta((await runTool('salmon-quant', inputs, { libType: 'SF' })).out('mapping.json'));
    expect(stranded.library_types).toEqual(['SF']);
    const mates = [{ name: 'heat_2.fq', from: exampleFile('salmon-quant', 'heat_1.fq') }];
    const paired = meta((await runTool('salmon-quant', { ...inputs, mates }, { libType: 'ISF' })).out('mapping.json'));
    expect(paired.library_types).toEqual(['ISF']);
  });

  it('records its thread count, and runs on one thread when asked (multi-threaded runs differ slightly)', async () => {
    const run = await standard();
    const threads = meta(run.out('mapping.json')).num_threads;
    expect(threads).toBeGreaterThan(0);
    expect(run.stderr).toContain(`salmon quant runs with ${threads} thread(s)`);
    const one = await runTool('salmon-quant', inputs, { oneThread: true });
    expect(meta(one.out('mapping.json')).num_threads).toBe(1);
    expect(one.out('mapping.json')).toContain('"salmon_version"');
  });

  it('draws the bootstraps asked for', async () => {
    expect(meta((await standard()).out('mapping.json')).num_bootstraps).toBe(0);
    const drawn = await runTool('salmon-quant', inputs, { numBootstraps: 5 });
    expect(drawn.argv).toContain('--bootstraps');
    expect(meta(drawn.out('mapping.json')).num_bootstraps).toBe(5);
  });
});
