/**
 * The counts of a bcftools stats report as tables the drawing tools read (the report itself is sectioned text, one
 * section per line prefix): the variant types (SNPs, MNPs, indels, others; a pie chart) and the twelve base
 * substitutions of the SNPs, each marked transition or transversion (a column chart). Only the report's first set
 * (id 0: the whole VCF) is read.
 *   node variant-stats-tables.ts --types=out/variant_types.tsv --substitutions=out/substitutions.tsv -- <stats.txt>
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fail, readLines, run } from './table-io.ts';

/** SN keys of the types, in the order of the table. */
const TYPES = [
  ['SNPs', 'number of SNPs:'],
  ['MNPs', 'number of MNPs:'],
  ['indels', 'number of indels:'],
  ['others', 'number of others:'],
] as const;

/** Purine to purine or pyrimidine to pyrimidine; every other substitution is a transversion. */
const TRANSITIONS = new Set(['A>G', 'G>A', 'C>T', 'T>C']);

interface Report {
  summary: Map<string, number>;
  substitutions: Map<string, number>;
}

function count(value: string | undefined, line: string): number {
  const n = Number(value);
  if (value === undefined || value === '' || !Number.isInteger(n) || n < 0) fail(`not a count in line: ${line}`);
  return n;
}

async function readReport(file: string): Promise<Report> {
  const report: Report = { summary: new Map(), substitutions: new Map() };
  for await (const line of readLines(file)) {
    const [section, id, key, value] = line.split('\t');
    if (id !== '0') continue;
    if (section === 'SN') report.summary.set(key ?? '', count(value, line));
    if (section === 'ST') report.substitutions.set(key ?? '', count(value, line));
  }
  if (!report.summary.has(TYPES[0][1])) {
    fail(`${path.basename(file)} is not a bcftools stats report: it has no "SN 0 number of SNPs:" line`);
  }
  return report;
}

const table = (header: readonly string[], rows: readonly (readonly (string | number)[])[]) =>
  [header, ...rows].map((row) => row.join('\t')).join('\n') + '\n';

run(async () => {
  const { values, positionals } = parseArgs({
    options: { types: { type: 'string' }, substitutions: { type: 'string' } },
    allowPositionals: true,
  });
  const [stats] = positionals;
  if (!stats || !values.types || !values.substitutions) {
    fail('usage: --types <variant_types.tsv> --substitutions <substitutions.tsv> -- <stats.txt>');
  }
  const report = await readReport(stats);
  const types = TYPES.map(([name, key]) => [name, report.summary.get(key) ?? 0]);
  const substitutions = [...report.substitutions].map(([type, n]) => [
    type,
    TRANSITIONS.has(type) ? 'transition' : 'transversion',
    n,
  ]);
  await writeFile(values.types, table(['type', 'count'], types));
  await writeFile(values.substitutions, table(['substitution', 'class', 'count'], substitutions));
});
