/** prodigal-genes' parameters, run with the real Prodigal on the tool's example contig (12,190 bases, 15 genes). */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { exampleFile, runTool } from '../../../../test/tool-run';

const contig = readFileSync(exampleFile('prodigal-genes', 'contigs.fa'), 'utf8').split('\n').slice(1).join('');
const contigs = (name: string, seq: string) => ({ contigs: [{ name, content: `>${name}\n${seq}\n` }] });
const cds = (gff: string) => gff.split('\n').filter((line) => line.includes('\tCDS\t'));

describe('prodigal-genes params', () => {
  it('translates with the chosen genetic code in single-genome mode', async () => {
    // Single mode trains on the sequence and needs 20 kb: the contig twice.
    const twice = contigs('twice.fa', contig + contig);
    const standard = (await runTool('prodigal-genes', twice, { mode: 'single' })).out('genes.gff');
    const mycoplasma = (await runTool('prodigal-genes', twice, { mode: 'single', translationTable: '4' })).out(
      'genes.gff',
    );
    expect(standard).toContain('transl_table=11');
    expect(mycoplasma).toContain('transl_table=4');
    expect(cds(mycoplasma).length).toBeGreaterThan(0);
  });

  it('picks single-genome mode for an isolate-sized input by default and metagenome mode for a short contig', async () => {
    // Nine copies: 109,710 bases, over the 100 kb Prodigal asks for to train (the tools review: meta on isolates).
    const isolate = contigs('isolate.fa', contig.repeat(9));
    const auto = (await runTool('prodigal-genes', isolate)).out('genes.gff');
    expect(auto).toContain('run_type=Single;');
    expect(auto).toBe((await runTool('prodigal-genes', isolate, { mode: 'single' })).out('genes.gff'));
    const short = (await runTool('prodigal-genes', contigs('short.fa', contig))).out('genes.gff');
    expect(short).toContain('run_type=Metagenomic;');
  });

  it('calls no gene running off an end when the ends are closed', async () => {
    // The first gene (98-1057) cut 200 bases from the start runs off the new start.
    const cut = contigs('cut.fa', contig.slice(200));
    const open = cds((await runTool('prodigal-genes', cut)).out('genes.gff'));
    const closed = cds((await runTool('prodigal-genes', cut, { closedEnds: true })).out('genes.gff'));
    expect(open.some((line) => line.includes('partial=10'))).toBe(true);
    expect(closed.every((line) => line.includes('partial=00'))).toBe(true);
    expect(closed.length).toBe(open.length - 1);
  });
});
