import { describe, expect, it } from 'vitest';
import { toolManifestSchema, type ToolManifestInput } from './tool-manifest-schema';
import { acceptsFileType, resolveToolValues, visibleParams } from './tool-values';

const label = { zh: '标签', en: 'Label' };
const manifest = toolManifestSchema.parse({
  id: 'demo-tool',
  softwareId: '4242',
  name: label,
  summary: label,
  help: label,
  kind: 'tool',
  category: 'sequence',
  inputs: [
    { name: 'reads', label, types: ['fastq'], multiple: true, maxFiles: 2 },
    { name: 'ref', label, types: ['fasta'], required: false },
  ],
  params: [
    { name: 'min', type: 'int', label, default: 10, min: 0, max: 100 },
    { name: 'ratio', type: 'float', label, default: 0.5, min: 0, max: 1 },
    {
      name: 'mode',
      type: 'select',
      label,
      default: 'fast',
      options: [
        { value: 'fast', label },
        { value: 'slow', label },
      ],
    },
    { name: 'depth', type: 'int', label, default: 3, min: 1, max: 9, visibleWhen: { param: 'mode', equals: ['slow'] } },
    { name: 'verbose', type: 'boolean', label },
    { name: 'pattern', type: 'text', label, regex: '[A-Za-z0-9_,=/.-]+', required: false },
    { name: 'code', type: 'text', label, regex: '.+', required: false, allowShellCharacters: true },
    { name: 'db', type: 'file', label, types: ['fasta'], required: false },
  ],
  command: ['tool'],
  outputs: [{ name: 'out', glob: 'out.txt', type: 'txt', description: label }],
  resources: { cpus: 1, memoryMb: 100, timeLimitSeconds: 60 },
  price: { beans: 0, beansAccepted: true },
  example: { inputs: { reads: ['r.fq'] }, expect: [{ file: 'out.txt', minBytes: 1 }] },
} satisfies ToolManifestInput);

const UUID = '0b7f0d4e-7b7a-4d3f-9c55-3f1c8f2d1a10';
const reads = { reads: [UUID] };

function problems(params: Record<string, unknown>, inputs: Record<string, unknown> = reads) {
  const result = resolveToolValues(manifest, { params, inputs });
  return result.ok ? [] : result.problems.map((p) => `${p.field}:${p.code}`);
}

describe('resolveToolValues', () => {
  it('fills defaults, converts form text, drops hidden params', () => {
    const result = resolveToolValues(manifest, { params: { min: '7', verbose: 'true', depth: 5 }, inputs: reads });
    expect(result).toEqual({
      ok: true,
      params: {
        min: 7,
        ratio: 0.5,
        mode: 'fast',
        depth: undefined,
        verbose: true,
        pattern: undefined,
        code: undefined,
        db: undefined,
      },
      inputs: { reads: [UUID], ref: [] },
      fileParams: {},
    });
    const slow = resolveToolValues(manifest, { params: { mode: 'slow' }, inputs: reads });
    expect(slow.ok && slow.params.depth).toBe(3);
  });

  it('refuses the shell and option injection in text params', () => {
    for (const pattern of ['a;b', '$(id)', '`id`', 'a\nb', 'a\rb', 'a\0b']) {
      expect(problems({ pattern })).toEqual(['pattern:PARAM_UNSAFE']);
    }
    for (const pattern of ['--output=/etc/passwd', '-o', '-']) {
      expect(problems({ pattern })).toEqual(['pattern:PARAM_OPTION_INJECTION']);
    }
    expect(problems({ pattern: 'a b' })).toEqual(['pattern:PARAM_INVALID']);
    expect(problems({ pattern: 'x'.repeat(201) })).toEqual(['pattern:PARAM_TOO_LONG']);
    // Unless the manifest allows them (the regex still applies).
    expect(problems({ code: 'a; b $(c)' })).toEqual([]);
  });

  it('refuses numbers out of range or of the wrong kind', () => {
    expect(problems({ min: -1 })).toEqual(['min:PARAM_OUT_OF_RANGE']);
    expect(problems({ min: 101 })).toEqual(['min:PARAM_OUT_OF_RANGE']);
    expect(problems({ min: 1.5 })).toEqual(['min:PARAM_INVALID']);
    expect(problems({ min: '1e3' })).toEqual(['min:PARAM_INVALID']);
    expect(problems({ min: '5; reboot' })).toEqual(['min:PARAM_INVALID']);
    expect(problems({ ratio: 1.01 })).toEqual(['ratio:PARAM_OUT_OF_RANGE']);
    expect(problems({ ratio: '1e-3' })).toEqual([]);
    expect(problems({ ratio: Number.NaN })).toEqual(['ratio:PARAM_INVALID']);
  });

  it('refuses unknown params and options, bad booleans and file refs', () => {
    expect(problems({ output: 'x' })).toEqual(['output:PARAM_UNKNOWN']);
    expect(problems({ mode: 'evil' })).toEqual(['mode:PARAM_OPTION_INVALID']);
    expect(problems({ verbose: 'yes' })).toEqual(['verbose:PARAM_INVALID']);
    expect(problems({ db: '--output=/etc/passwd' })).toEqual(['db:PARAM_OPTION_INJECTION']);
    expect(problems({ db: '../etc/passwd' })).toEqual(['db:PARAM_INVALID']);
  });

  it('checks inputs: required, count, references', () => {
    expect(problems({}, {})).toEqual(['reads:INPUT_REQUIRED']);
    expect(problems({}, { reads: [UUID, UUID, UUID] })).toEqual(['reads:INPUT_TOO_MANY']);
    expect(problems({}, { ...reads, ref: [UUID, UUID] })).toEqual(['ref:INPUT_TOO_MANY']);
    expect(problems({}, { reads: ['/etc/passwd'] })).toEqual(['reads:INPUT_INVALID']);
    expect(problems({}, { reads: ['1'] })).toEqual(['reads:INPUT_INVALID']);
    expect(problems({}, { ...reads, other: UUID })).toEqual(['other:INPUT_UNKNOWN']);
    expect(resolveToolValues(manifest, { inputs: { reads: UUID } }).ok).toBe(true);
  });

  it('reports every problem at once', () => {
    expect(problems({ min: -1, mode: 'x' }, {})).toEqual([
      'min:PARAM_OUT_OF_RANGE',
      'mode:PARAM_OPTION_INVALID',
      'reads:INPUT_REQUIRED',
    ]);
  });
});

describe('visibleParams and acceptsFileType', () => {
  it('shows a param only while its condition holds', () => {
    expect(visibleParams(manifest, {}).has('depth')).toBe(false);
    expect(visibleParams(manifest, { mode: 'slow' }).has('depth')).toBe(true);
  });

  it('compares file types without regard to case', () => {
    expect(acceptsFileType(['fasta'], 'FASTA')).toBe(true);
    expect(acceptsFileType(['fasta'], 'fastq')).toBe(false);
  });
});
