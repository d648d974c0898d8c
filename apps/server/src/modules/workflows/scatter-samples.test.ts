import { describe, expect, it } from 'vitest';
import { appManifestSchema, type AppManifestInput } from '@biocloud/contracts';
import { inputSample, sampleNameOf, scatterSamples, uniqueSampleNames } from './scatter-samples';

describe('sample names of scattered runs', () => {
  it('are the file names without format and compression extensions, safe for a tool param', () => {
    expect(sampleNameOf('ctrl_1.fq', 'x')).toBe('ctrl_1');
    expect(sampleNameOf('heat_2.fastq.gz', 'x')).toBe('heat_2');
    expect(sampleNameOf('leaf.R1.fa', 'x')).toBe('leaf.R1');
    expect(sampleNameOf('my sample;rm.fq', 'x')).toBe('my_sample_rm');
    expect(sampleNameOf('--evil.fq', 'x')).toBe('evil');
    expect(sampleNameOf('.fq.gz', 'sample3')).toBe('sample3');
    expect(sampleNameOf(`${'a'.repeat(100)}.fq`, 'x')).toHaveLength(64);
  });

  it('stay unique, so each names its own column', () => {
    expect(uniqueSampleNames(['reads.fq', 'reads.fq.gz', 'reads.fastq', 'other.fq'])).toEqual([
      'reads',
      'reads_2',
      'reads_3',
      'other',
    ]);
  });

  it('follow the scatter chain: a step scattering over a scattered step keeps its names', () => {
    const label = { zh: 'x', en: 'x' };
    const app = appManifestSchema.parse({
      id: 'demo-app',
      softwareId: '2001',
      name: label,
      summary: label,
      help: label,
      typeName: 'medicineApp',
      types: ['med-genomics'],
      inputs: [{ name: 'reads', label, types: ['fastq'], multiple: true }],
      steps: [
        { id: 'qc', tool: 'fastp', label, scatter: 'reads', inputs: { reads: { input: 'reads' } } },
        { id: 'quant', tool: 'salmon', label, scatter: 'reads', inputs: { reads: { step: 'qc', output: 'trimmed' } } },
        { id: 'report', tool: 'report', label, inputs: { parts: { step: 'quant', output: 'quant' } } },
      ],
      report: { step: 'report', output: 'page' },
      example: { inputs: { reads: ['r.fq'] }, expect: [{ step: 'report', file: 'r.html', minBytes: 1 }] },
    } satisfies AppManifestInput);
    const file = (name: string) => ({ fileUuid: name, name, path: `/data/${name}` });
    const samples = scatterSamples(app, { reads: [file('ctrl_1.fq'), file('heat_1.fq.gz')] });
    expect(Object.fromEntries(samples)).toEqual({ qc: ['ctrl_1', 'heat_1'], quant: ['ctrl_1', 'heat_1'] });
  });

  it("name the sample an app runs on after an input's first file, its mate suffix dropped", () => {
    const file = (name: string) => ({ fileUuid: name, name, path: `/data/${name}` });
    expect(inputSample({ reads: [file('leaf_R1.fastq.gz'), file('leaf_R2.fastq.gz')] }, 'reads')).toBe('leaf');
    expect(inputSample({ reads: [file('ecoli.1.fq')] }, 'reads')).toBe('ecoli');
    expect(inputSample({ reads: [file('reads.fq')] }, 'reads')).toBe('reads');
    // Nothing but the suffix: the name is kept whole rather than emptied.
    expect(inputSample({ reads: [file('R1.fq')] }, 'reads')).toBe('R1');
    expect(inputSample({}, 'reads')).toBeNull();
  });
});
