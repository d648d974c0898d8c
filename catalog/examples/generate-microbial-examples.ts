/**
 * The microbial genome demo (catalog/examples/apps/microbial-genome/) and the examples of its tools: a small
 * synthetic bacterial genome made of genes on both strands (ATG, sense codons, a stop) between short intergenic
 * stretches, and ~20x single-end reads of it with a few sequencing errors. Then the derived examples, made by
 * running the catalog's own scripts and programs: the MEGAHIT contigs (for prodigal-genes and assembly-stats) and
 * Prodigal's genes (for assembly-stats). Deterministic (seeded); needs megahit and prodigal on PATH.
 *
 *   node catalog/examples/generate-microbial-examples.ts
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { generator, pick, randomCds, randomDna, reverseComplement, sampleRead, writeExample } from './synthetic-dna.ts';

const root = import.meta.dirname;
const scripts = path.join(root, '..', 'scripts');
const random = generator(20261202);

const GENOME_LENGTH = 12_000;
const READS = 2_400;
const READ = { prefix: 'read', length: 100, errorRate: 0.002, poorTailEvery: 9 };

let genome = '';
let genes = 0;
while (genome.length < GENOME_LENGTH) {
  const gene = randomCds(random, 100 + pick(random, 250));
  genome += randomDna(random, 40 + pick(random, 80)) + (random() < 0.5 ? gene : reverseComplement(gene));
  genes += 1;
}
genome += randomDna(random, 60);
const reads = Array.from({ length: READS }, (_, i) => sampleRead(random, genome, i + 1, READ)).join('');

writeExample(root, 'apps/microbial-genome', 'reads.fq', reads);
writeExample(root, 'megahit-assembly', 'reads.fq', reads);
process.stderr.write(`genome of ${genome.length} bp with ${genes} genes, ${READS} reads\n`);

// Derived: the assembly as megahit-assembly does it, then the genes as prodigal-genes predicts them.
const work = mkdtempSync(path.join(tmpdir(), 'microbial-examples-'));
try {
  mkdirSync(path.join(work, 'out'));
  const demoReads = path.join(root, 'apps/microbial-genome/reads.fq');
  const assemble = [path.join(scripts, 'megahit-assembly.sh'), '1', '2', '200', demoReads];
  execFileSync('bash', assemble, { cwd: work, stdio: 'ignore' });
  for (const tool of ['prodigal-genes', 'assembly-stats']) {
    mkdirSync(path.join(root, tool), { recursive: true });
    copyFileSync(path.join(work, 'out/contigs.fa'), path.join(root, tool, 'contigs.fa'));
  }
  const gff = path.join(root, 'assembly-stats/genes.gff');
  execFileSync('prodigal', ['-q', '-p', 'meta', '-f', 'gff', '-i', path.join(work, 'out/contigs.fa'), '-o', gff]);
} finally {
  rmSync(work, { recursive: true, force: true });
}
