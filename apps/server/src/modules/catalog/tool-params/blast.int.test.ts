/** blast's parameters, run with the real BLAST+ on the tool's example genome and queries cut from it. */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { exampleFile, runTool } from '../../../../test/tool-run';

const genomeFile = exampleFile('blast', 'genome.fa');
const genome = readFileSync(genomeFile, 'utf8').split('\n').slice(1).join('');
const subject = [{ name: 'genome.fa', from: genomeFile }];
const fasta = (name: string, records: Record<string, string>) => [
  {
    name,
    content: Object.entries(records)
      .map(([id, seq]) => `>${id}\n${seq}\n`)
      .join(''),
  },
];
const rows = (tsv: string) =>
  tsv
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => line.split('\t'));

/** 80 bases of the genome with every 20th changed: no 28-base word is left for megablast to seed on. */
function diverged(start: number): string {
  const bases = [...genome.slice(start, start + 80)];
  for (let i = 19; i < bases.length; i += 20) bases[i] = bases[i] === 'A' ? 'C' : 'A';
  return bases.join('');
}

describe('blast params', () => {
  it('runs megablast by default, and task blastn finds the diverged hit megablast misses', async () => {
    const query = fasta('query.fa', { diverged: diverged(600) });
    const megablast = await runTool('blast', { query, subject });
    const blastn = await runTool('blast', { query, subject }, { task: 'blastn' });
    expect(rows(megablast.out('hits.tsv'))).toEqual([]);
    const [hit] = rows(blastn.out('hits.tsv'));
    expect(hit?.slice(0, 2)).toEqual(['diverged', 'chr1']);
    expect(Number(hit![2])).toBeGreaterThan(90);
    expect(Number(hit![2])).toBeLessThan(100);
    expect(Number(hit![8])).toBe(601);
  });

  it('filters by identity and by query coverage', async () => {
    const query = [{ name: 'query.fa', from: exampleFile('blast', 'query.fa') }];
    const identity = rows((await runTool('blast', { query, subject }, { percIdentity: 99.5 })).out('hits.tsv'));
    expect(identity.map((r) => r[0])).toEqual(['query1']);
    // Half of this query is the genome, half the same bases reversed (not complemented), which match nothing.
    const half = genome.slice(1100, 1200);
    const chimera = fasta('chimera.fa', { chimera: half + [...half].reverse().join('') });
    const loose = rows((await runTool('blast', { query: chimera, subject }, { queryCoverage: 40 })).out('hits.tsv'));
    const strict = rows((await runTool('blast', { query: chimera, subject }, { queryCoverage: 60 })).out('hits.tsv'));
    expect(loose.map((r) => r[0])).toEqual(['chimera']);
    expect(strict).toEqual([]);
  });

  it('adds the extra columns', async () => {
    const query = [{ name: 'query.fa', from: exampleFile('blast', 'query.fa') }];
    const table = (await runTool('blast', { query, subject }, { extraColumns: true })).out('hits.tsv');
    expect(table.split('\n')[0]!.split('\t').slice(12)).toEqual([
      'qlen',
      'slen',
      'nident',
      'positive',
      'qcovs',
      'qcovhsp',
      'stitle',
    ]);
    expect(rows(table)[0]!.slice(12, 16)).toEqual(['160', String(genome.length), '160', '160']);
  });

  it('searches translated: blastx against proteins, tblastn and tblastx against the genome', async () => {
    const cds = genome.slice(300, 450);
    const protein = execFileSync('seqkit', ['translate'], { input: `>cds\n${cds}\n` }).toString();
    const peptide = fasta('peptide.fa', { peptide: protein.split('\n').slice(1).join('') });
    const nucleotide = fasta('cds.fa', { cds });

    const blastx = rows(
      (await runTool('blast', { query: nucleotide, subject: peptide }, { program: 'blastx' })).out('hits.tsv'),
    );
    expect(blastx[0]!.slice(0, 4)).toEqual(['cds', 'peptide', '100.000', '50']);
    const tblastn = rows((await runTool('blast', { query: peptide, subject }, { program: 'tblastn' })).out('hits.tsv'));
    expect(tblastn[0]!.slice(8, 10)).toEqual(['301', '450']);
    const tblastx = rows(
      (await runTool('blast', { query: nucleotide, subject }, { program: 'tblastx' })).out('hits.tsv'),
    );
    expect(tblastx[0]![1]).toBe('chr1');
  });

  it('runs the blastp task chosen: blastp-short scores a peptide with PAM30, blastn ignores the choice', async () => {
    const cds = genome.slice(300, 450);
    const protein = execFileSync('seqkit', ['translate'], { input: `>cds\n${cds}\n` }).toString();
    const residues = protein.split('\n').slice(1).join('');
    const subjectProtein = fasta('protein.fa', { protein: residues });
    const peptide = fasta('peptide.fa', { peptide: residues.slice(20, 32) });
    const hit = async (params: Record<string, unknown>) =>
      rows((await runTool('blast', { query: peptide, subject: subjectProtein }, params)).out('hits.tsv'))[0]!;
    const standard = await hit({ program: 'blastp' });
    const short = await hit({ program: 'blastp', proteinTask: 'blastp-short' });
    const fast = await hit({ program: 'blastp', proteinTask: 'blastp-fast' });
    // The same 12 identical residues; BLOSUM62 (blastp, blastp-fast) and PAM30 (blastp-short) score them apart.
    for (const row of [standard, short, fast]) expect(row.slice(2, 4)).toEqual(['100.000', '12']);
    expect(Number(short[11])).toBeLessThan(Number(standard[11]));
    expect(fast[11]).toBe(standard[11]);
    const nucleotide = await runTool(
      'blast',
      { query: fasta('q.fa', { q: cds }), subject },
      { proteinTask: 'blastp-short' },
    );
    expect(nucleotide.argv).not.toContain('blastp-short');
  });
});
