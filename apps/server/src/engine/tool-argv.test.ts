import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveToolValues, type ToolManifest } from '@biocloud/contracts';
import { repoRoot } from '../config';
import { loadCatalog } from '../modules/catalog/catalog-loader';
import { toolArgv } from './tool-argv';

const catalog = await loadCatalog(path.join(repoRoot, 'catalog'));
const context = { scriptsDir: '/catalog/scripts', nodePath: '/usr/bin/node' };

/** The argv of a tool for its example, with defaults, as staging would name the inputs (in/<name>). */
function exampleArgv(tool: ToolManifest, params: Record<string, unknown> = {}): string[] {
  const names = Object.fromEntries(
    Object.entries(tool.example.inputs).map(([input, files]) => [
      input,
      files.map((f) => `0b7f0d4e-7b7a-4d3f-9c55-${f.length.toString().padStart(12, '0')}`),
    ]),
  );
  const values = resolveToolValues(tool, { params, inputs: names });
  if (!values.ok) throw new Error(JSON.stringify(values.problems));
  const staged = Object.fromEntries(
    Object.entries(tool.example.inputs).map(([input, files]) => [input, files.map((f) => `in/${f}`)]),
  );
  const stored = Object.fromEntries(Object.entries(values.params).map(([k, v]) => [k, v ?? null]));
  return toolArgv(tool, stored, staged, context);
}

const tool = (id: string) => catalog.byId.get(id)!;

describe('toolArgv', () => {
  it('expands every catalog tool with its example and default params', () => {
    for (const manifest of catalog.tools) expect(exampleArgv(manifest).length).toBeGreaterThan(1);
  });

  it('builds the documented commands', () => {
    expect(exampleArgv(tool('seqkit-stats'))).toEqual([
      'seqkit',
      'stats',
      '--tabular',
      '--threads',
      '1',
      '--out-file',
      'out/stats.tsv',
      'in/seqs.fa',
    ]);
    expect(exampleArgv(tool('seqkit-seq'), { maxLength: 300, reverseComplement: true })).toEqual([
      'seqkit',
      'seq',
      '--min-len',
      '0',
      '--max-len',
      '300',
      '--reverse',
      '--complement',
      '--seq-type=auto',
      '--out-file',
      'out/sequences.fa',
      'in/seqs.fa',
    ]);
    expect(exampleArgv(tool('samtools-index'))).toEqual(['samtools', 'index', '-o', 'out/aln.bam.bai', 'in/aln.bam']);
    expect(exampleArgv(tool('table-join'))).toEqual([
      '/usr/bin/node',
      '/catalog/scripts/table-join.ts',
      '--left-key=gene',
      '--type=left',
      '--output=out/joined_table.tsv',
      '--',
      'in/table.tsv',
      'in/genes.tsv',
    ]);
    expect(exampleArgv(tool('bedtools-intersect'), { mode: 'withoutOverlap', minOverlap: 0.5 })).toEqual([
      'bedtools',
      'intersect',
      '-v',
      '-f',
      '0.5',
      '-a',
      'in/a.bed',
      '-b',
      'in/b.bed',
    ]);
  });

  it('keeps a value with spaces and quotes one word', () => {
    const argv = exampleArgv(tool('table-filter'), { column: 'my col', value: "it's -5" });
    expect(argv).toContain('--column=my col');
    expect(argv).toContain("--value=it's -5");
  });
});
