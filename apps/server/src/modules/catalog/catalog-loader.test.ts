import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  MERGE_TEXT_FILES_SOFTWARE_ID,
  PINNED_SOFTWARE_IDS,
  toolManifestSchema,
  type ToolManifestInput,
} from '@biocloud/contracts';
import { repoRoot } from '../../config';
import { loadCatalog } from './catalog-loader';
import { globToRegExp, outputTypeProblems } from './output-checks';
import { templateProblems } from './template-checks';

const CATALOG_DIR = path.join(repoRoot, 'catalog');

describe('the catalog in the repository', () => {
  it('loads, with at least 15 tools, the fixed merge tool and the pinned ids', async () => {
    const catalog = await loadCatalog(CATALOG_DIR);
    expect(catalog.tools.length).toBeGreaterThanOrEqual(15);
    expect(catalog.bySoftwareId.get(MERGE_TEXT_FILES_SOFTWARE_ID)?.id).toBe('merge-text-files');
    for (const id of PINNED_SOFTWARE_IDS) expect(catalog.bySoftwareId.has(id)).toBe(true);
    // Each tool's category has names, and each kind the product knows is in use.
    for (const tool of catalog.tools) expect(catalog.categories[tool.category].en).toBeTruthy();
    expect(new Set(catalog.tools.map((t) => t.kind))).toEqual(new Set(['tool', 'fasta', 'table']));
  });

  it('names no two tools alike in a locale, so the catalogue and its search tell them apart', async () => {
    const catalog = await loadCatalog(CATALOG_DIR);
    for (const locale of ['zh', 'en'] as const) {
      const names = catalog.tools.map((t) => t.name[locale]);
      expect(
        names.filter((name, i) => names.indexOf(name) !== i),
        locale,
      ).toEqual([]);
    }
  });
});

const label = { zh: '标签', en: 'Label' };
function manifest(change: Partial<ToolManifestInput>) {
  return toolManifestSchema.parse({
    id: 'demo-tool',
    softwareId: '4242',
    name: label,
    summary: label,
    help: label,
    kind: 'tool',
    category: 'sequence',
    inputs: [
      { name: 'reads', label, types: ['fastq'], multiple: true },
      { name: 'ref', label, types: ['fasta'], required: false },
    ],
    params: [
      { name: 'flag', type: 'boolean', label },
      { name: 'opt', type: 'int', label, required: false },
      { name: 'mode', type: 'select', label, default: 'a', options: [{ value: 'a', label }] },
    ],
    command: ['tool'],
    outputs: [{ name: 'out', glob: 'out.txt', type: 'txt', description: label }],
    resources: { cpus: 1, memoryMb: 100, timeLimitSeconds: 60 },
    price: { beans: 0, beansAccepted: true },
    example: { inputs: { reads: ['r.fq'] }, expect: [{ file: 'out.txt', minBytes: 1 }] },
    ...change,
  } satisfies ToolManifestInput);
}

describe('templateProblems', () => {
  const scripts = path.join(CATALOG_DIR, 'scripts');
  const problems = (command: ToolManifestInput['command']) => templateProblems(manifest({ command }), scripts);

  it('accepts what a valid submission always expands', () => {
    expect(
      problems([
        '{node}',
        '{scripts}/table-sort.ts',
        '-t',
        '{threads}',
        '--mode={params.mode}',
        { if: 'params.flag', args: ['-f'] },
        { if: 'params.opt', args: ['--opt', '{params.opt}'] },
        { if: 'inputs.ref', args: ['{inputs.ref}', 'out/{inputs.ref.name}.idx'] },
        { if: 'params.mode', equals: 'a', args: ['-a'] },
        '{inputs.reads}',
      ]),
    ).toEqual([]);
  });

  it('refuses what might not expand, or not as meant', () => {
    expect(problems(['t', '{params.nope}'])).toEqual(['command uses unknown {params.nope}']);
    expect(problems(['t', '{params.flag}'])).toEqual([
      'command uses boolean {params.flag} as a value: use it in an if',
    ]);
    expect(problems(['t', '{params.opt}'])).toEqual([
      'command uses {params.opt}, which may be empty, outside an if on it',
    ]);
    expect(problems(['t', '{inputs.ref}'])).toEqual([
      'command uses {inputs.ref}, which may be empty, outside an if on it',
    ]);
    expect(problems(['t', '--r={inputs.reads}'])).toEqual(['command puts the file list {inputs.reads} inside a word']);
    expect(problems(['t', '{inputs.reads.name}'])).toEqual(['command uses unknown {inputs.reads.name}']);
    expect(problems(['t', { if: 'inputs.ref', args: ['{inputs.ref.name}'] }])).toEqual([
      'command uses {inputs.ref.name} as a word of its own',
    ]);
    expect(problems(['t', { if: 'params.mode', equals: 'z', args: ['-z'] }])).toEqual([
      'command compares {params.mode} with "z", which is not an option',
    ]);
    expect(problems(['{scripts}/no-such.sh'])).toEqual(['command runs scripts/no-such.sh, which does not exist']);
    expect(problems(['t', 'x{'])[0]).toContain('stray brace');
  });
});

describe('outputTypeProblems and globToRegExp', () => {
  it('wants declared types to be the stored ones, and expectations an output makes', () => {
    const wrongType = manifest({ outputs: [{ name: 'o', glob: 'out.txt', type: 'fasta', description: label }] });
    expect(outputTypeProblems(wrongType)).toEqual(['output "o" is declared fasta but its files are stored as txt']);
    const stdout = manifest({
      outputs: [{ name: 'o', stdout: 'calls.vcf', type: 'vcf', description: label }],
      example: { inputs: { reads: ['r.fq'] }, expect: [{ file: 'other.vcf', minBytes: 1 }] },
    });
    expect(outputTypeProblems(stdout)).toEqual(['example expects other.vcf, which no output produces']);
  });

  it('matches one file name, * and ? only', () => {
    expect(globToRegExp('filtered_*').test('filtered_table.tsv')).toBe(true);
    expect(globToRegExp('*.bai').test('a.bam.bai')).toBe(true);
    expect(globToRegExp('a?.txt').test('ab.txt')).toBe(true);
    expect(globToRegExp('a.txt').test('abtxt')).toBe(false);
    expect(globToRegExp('*').test('x')).toBe(true);
  });
});
