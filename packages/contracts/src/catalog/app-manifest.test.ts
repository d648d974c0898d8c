import { describe, expect, it } from 'vitest';
import { appCatalogProblems, appManifestSchema, topologicalOrder, type AppManifestInput } from './app-manifest';
import { toolManifestSchema, type ToolManifest, type ToolManifestInput } from './tool-manifest';

const tool = (id: string, inputs: ToolManifestInput['inputs'], outputs: ToolManifestInput['outputs']): ToolManifest =>
  toolManifestSchema.parse({
    id,
    softwareId: '1',
    name: { zh: id, en: id },
    summary: { zh: id, en: id },
    help: { zh: id, en: id },
    kind: 'tool',
    category: 'text',
    inputs,
    command: ['true'],
    outputs,
    resources: { cpus: 1, memoryMb: 64, timeLimitSeconds: 60 },
    price: { beans: 0, beansAccepted: true },
    example: {
      inputs: Object.fromEntries((inputs ?? []).map((i) => [i.name, ['x.fa']])),
      expect: [{ file: 'x', minBytes: 1 }],
    },
  });

const label = { zh: 'x', en: 'x' };
const tools = new Map(
  [
    tool(
      'align',
      [{ name: 'seqs', label, types: ['fasta'] }],
      [{ name: 'aln', glob: 'a.fa', type: 'fasta', description: label }],
    ),
    tool(
      'report',
      [{ name: 'parts', label, types: ['fasta'], multiple: true }],
      [
        { name: 'page', glob: 'r.html', type: 'html', description: label },
        { name: 'notes', glob: 'n.txt', type: 'txt', description: label },
      ],
    ),
  ].map((t) => [t.id, t]),
);

function app(steps: AppManifestInput['steps'], report = { step: 'report', output: 'page' }): AppManifestInput {
  return {
    id: 'demo-app',
    softwareId: '2001',
    name: label,
    summary: label,
    help: label,
    typeName: 'medicineApp',
    types: ['med-genomics'],
    inputs: [{ name: 'sequences', label, types: ['fasta'] }],
    steps,
    report,
    example: { inputs: { sequences: ['s.fa'] }, expect: [{ step: 'report', file: 'r.html', minBytes: 1 }] },
  };
}
const good = app([
  { id: 'first', tool: 'align', label, inputs: { seqs: { input: 'sequences' } } },
  { id: 'second', tool: 'align', label, inputs: { seqs: { input: 'sequences' } } },
  {
    id: 'report',
    tool: 'report',
    label,
    inputs: {
      parts: [
        { step: 'first', output: 'aln' },
        { step: 'second', output: 'aln' },
      ],
    },
  },
]);

const shapeErrors = (input: AppManifestInput) => {
  const parsed = appManifestSchema.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((i) => i.message);
};

describe('app manifests', () => {
  it('accept a DAG whose steps fit their tools, in dependency order', () => {
    const parsed = appManifestSchema.parse(good);
    expect(appCatalogProblems(parsed, tools)).toEqual([]);
    expect(topologicalOrder(parsed.steps)).toEqual(['first', 'second', 'report']);
  });

  it('refuse a cycle, unknown steps and app inputs', () => {
    const cyclic = app([
      { id: 'a', tool: 'align', label, inputs: { seqs: { step: 'report', output: 'aln' } } },
      { id: 'report', tool: 'report', label, inputs: { parts: { step: 'a', output: 'aln' } } },
    ]);
    expect(shapeErrors(cyclic)).toContain('the steps form a cycle');
    const unknown = app([
      {
        id: 'report',
        tool: 'report',
        label,
        inputs: { parts: [{ step: 'ghost', output: 'x' }, { input: 'nothing' }] },
      },
    ]);
    expect(shapeErrors(unknown)).toEqual([
      'step "report" input "parts" reads unknown step "ghost"',
      'step "report" input "parts" reads unknown app input "nothing"',
    ]);
    expect(shapeErrors(app(good.steps, { step: 'nope', output: 'page' }))).toContain(
      'the report step "nope" is not a step',
    );
  });

  it('refuse unknown tools, tool inputs and outputs, wrong types, unwired inputs and a non-HTML report', () => {
    const bad = appManifestSchema.parse(
      app(
        [
          { id: 'first', tool: 'nosuch', label, inputs: {} },
          { id: 'second', tool: 'align', label, inputs: { other: { input: 'sequences' } } },
          { id: 'third', tool: 'report', label, inputs: { parts: { step: 'second', output: 'missing' } } },
          { id: 'report', tool: 'report', label, inputs: { parts: { step: 'third', output: 'notes' } } },
        ],
        { step: 'report', output: 'notes' },
      ),
    );
    expect(appCatalogProblems(bad, tools)).toEqual([
      'step "first" runs unknown tool "nosuch"',
      'step "second": tool align has no input "other"',
      'step "second" leaves required input "seqs" of align unwired',
      'step "third" reads unknown output "missing" of step "second"',
      'step "report" input "parts" takes fasta, not txt',
      'the report "report.notes" is not an HTML output',
    ]);
  });
});
