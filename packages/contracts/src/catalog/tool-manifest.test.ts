import { describe, expect, it } from 'vitest';
import { toolManifestSchema, type ToolManifestInput } from './tool-manifest-schema';

const label = { zh: '标签', en: 'Label' };
const valid: ToolManifestInput = {
  id: 'demo-tool',
  softwareId: '4242',
  name: label,
  summary: label,
  help: label,
  kind: 'tool',
  category: 'sequence',
  inputs: [{ name: 'reads', label, types: ['fastq'] }],
  params: [{ name: 'min', type: 'int', label, default: 1, min: 0, max: 9 }],
  command: ['tool', '{inputs.reads}'],
  outputs: [{ name: 'out', glob: 'out.txt', type: 'txt', description: label }],
  resources: { cpus: 1, memoryMb: 100, timeLimitSeconds: 60 },
  price: { beans: 0, beansAccepted: true },
  example: { inputs: { reads: ['r.fq'] }, expect: [{ file: 'out.txt', contains: ['x'] }] },
};

function issues(change: Partial<Record<keyof ToolManifestInput, unknown>>): string[] {
  const result = toolManifestSchema.safeParse({ ...valid, ...change });
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
}

describe('toolManifestSchema', () => {
  it('accepts a manifest and fills its defaults', () => {
    const manifest = toolManifestSchema.parse(valid);
    expect(manifest.hot).toBe(false);
    expect(manifest.inputs[0]).toMatchObject({ multiple: false, required: true });
    expect(manifest.outputs[0]).toMatchObject({ required: true, drawTools: [], analyzeTools: [] });
  });

  it('needs both languages of every text, and known kinds and categories', () => {
    expect(issues({ name: { zh: '名' } })).toHaveLength(1);
    expect(issues({ kind: 'app' })).toHaveLength(1);
    expect(issues({ category: 'misc' })).toHaveLength(1);
  });

  it('refuses ids that could not be used safely', () => {
    expect(issues({ id: '../x' })).toHaveLength(1);
    expect(issues({ softwareId: '01' })).toHaveLength(1);
    expect(issues({ params: [{ name: 'a-b', type: 'boolean', label }] })).toHaveLength(1);
    expect(issues({ outputs: [{ name: 'o', glob: '../o.txt', type: 'txt', description: label }] })).toHaveLength(1);
  });

  it('checks params against themselves', () => {
    expect(issues({ params: [{ name: 'n', type: 'int', label, default: 10, min: 0, max: 9 }] })).toEqual([
      ': param "n": default is out of range',
    ]);
    expect(
      issues({ params: [{ name: 's', type: 'select', label, default: 'c', options: [{ value: 'a', label }] }] }),
    ).toEqual([': param "s": default is not an option']);
    expect(issues({ params: [{ name: 't', type: 'text', label, regex: '[a-z]+', default: 'A' }] })).toEqual([
      ': param "t": default does not match the regex',
    ]);
    expect(issues({ params: [{ name: 't', type: 'text', label, regex: '(' }] })).toEqual([
      ': param "t": regex does not compile',
    ]);
    expect(
      issues({ params: [{ name: 'a', type: 'boolean', label, visibleWhen: { param: 'zz', equals: [true] } }] }),
    ).toEqual([': param "a" depends on unknown "zz"']);
    expect(issues({ params: [{ name: 'reads', type: 'boolean', label }] })).toEqual([
      ': input or param "reads" is declared twice',
    ]);
  });

  it('takes an alphabet by a select param and its own options only', () => {
    const by = (param: string, values: Record<string, string>) => ({
      inputs: [{ name: 'reads', label, types: ['fasta'], check: { alphabetBy: { param, values } } }],
      params: [
        { name: 'min', type: 'int', label, default: 1, min: 0, max: 9 },
        { name: 'program', type: 'select', label, default: 'n', options: [{ value: 'n', label }] },
      ],
    });
    expect(issues(by('program', { n: 'nucleotide' }))).toEqual([]);
    expect(issues(by('min', { n: 'nucleotide' }))).toEqual([
      ': input "reads" takes its alphabet from "min", which is not a select param',
    ]);
    expect(issues(by('program', { p: 'protein' }))).toEqual([
      ': input "reads" names an alphabet for "p", not an option of "program"',
    ]);
  });

  it('needs outputs with a glob or stdout, and an example giving the required inputs', () => {
    expect(issues({ outputs: [{ name: 'o', type: 'txt', description: label }] })).toHaveLength(1);
    expect(issues({ example: { inputs: {}, expect: [{ file: 'out.txt', minBytes: 1 }] } })).toEqual([
      ': example lacks required input "reads"',
    ]);
    expect(issues({ example: { inputs: { reads: ['r.fq'] }, expect: [{ file: 'out.txt' }] } })).toHaveLength(1);
  });
});
