import { describe, expect, it } from 'vitest';
import {
  appCatalogProblems,
  appManifestSchema,
  appStepsPrice,
  topologicalOrder,
  type AppManifestInput,
} from './app-manifest';
import { toolManifestSchema, type ToolManifest, type ToolManifestInput } from './tool-manifest-schema';

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

  it('take the sample name only on a scattered step, and drawing tools only for outputs the tool has', () => {
    const sampled = app([
      {
        id: 'first',
        tool: 'align',
        label,
        inputs: { seqs: { input: 'sequences' } },
        params: { name: { sample: true } },
      },
      { id: 'report', tool: 'report', label, inputs: { parts: { step: 'first', output: 'aln' } } },
    ]);
    expect(shapeErrors(sampled)).toEqual([
      'step "first" param "name" takes the sample name, but the step does not scatter',
    ]);
    const scattered = {
      ...sampled,
      steps: sampled.steps.map((s) => (s.id === 'first' ? { ...s, scatter: 'seqs' } : s)),
    };
    expect(shapeErrors(scattered)).toEqual([]);
    const sampleOf = (input: string) => ({
      ...sampled,
      steps: sampled.steps.map((s) => (s.id === 'first' ? { ...s, params: { name: { sampleOf: input } } } : s)),
    });
    expect(shapeErrors(sampleOf('sequences'))).toEqual([]);
    expect(shapeErrors(sampleOf('nope'))).toEqual([
      'step "first" param "name" takes the sample of unknown app input "nope"',
    ]);

    const drawn = appManifestSchema.parse(
      app([
        {
          id: 'first',
          tool: 'align',
          label,
          inputs: { seqs: { input: 'sequences' } },
          drawTools: { aln: ['heatmap'], missing: ['boxplot'] },
        },
        { id: 'report', tool: 'report', label, inputs: { parts: { step: 'first', output: 'aln' } } },
      ]),
    );
    expect(drawn.steps[0]?.drawTools).toEqual({ aln: ['heatmap'], missing: ['boxplot'] });
    expect(appCatalogProblems(drawn, tools)).toEqual([
      'step "first" gives drawing tools to unknown output "missing" of align',
    ]);
  });

  it("are priced by their steps' tools unless they give a price", () => {
    const steps: AppManifestInput['steps'] = [
      { id: 'qc', tool: 'fastp', label, inputs: { seqs: { input: 'sequences' } } },
      { id: 'blast', tool: 'blast', label, inputs: { seqs: { step: 'qc', output: 'aln' } } },
      { id: 'report', tool: 'report', label, inputs: { parts: { step: 'blast', output: 'aln' } } },
    ];
    const parsed = appManifestSchema.parse(app(steps, { step: 'report', output: 'page' }));
    const priced = (prices: [string, number, boolean][]) =>
      appStepsPrice(
        parsed,
        new Map(prices.map(([id, beans, beansAccepted]) => [id, { price: { beans, beansAccepted } }])),
      );
    expect(
      priced([
        ['fastp', 0, true],
        ['blast', 2, true],
        ['report', 1, true],
      ]),
    ).toEqual({ beans: 3, beansAccepted: true });
    // A free tool that refuses beans does not matter; a priced one does.
    expect(
      priced([
        ['fastp', 0, false],
        ['blast', 2, false],
        ['report', 0, true],
      ]),
    ).toEqual({ beans: 2, beansAccepted: false });
    expect(appManifestSchema.parse({ ...app(steps), price: { beans: 5, beansAccepted: false } }).price).toEqual({
      beans: 5,
      beansAccepted: false,
    });
    expect(appManifestSchema.safeParse({ ...app(steps), price: { beans: -1, beansAccepted: true } }).success).toBe(
      false,
    );
  });
});
