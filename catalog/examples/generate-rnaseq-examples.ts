/**
 * The RNA-seq demo (catalog/examples/apps/rnaseq-quant/) and the examples of its tools: a small plant transcriptome
 * and four single-end samples, two controls and two under heat stress, whose reads are drawn in proportion to each
 * transcript's abundance x length (what TPM undoes), so heat-shock genes come out up and photosynthesis genes down.
 * Then the derived examples, made by running the catalog's own scripts: salmon's quant.sf of each sample (for
 * tpm-merge) and their merged TPM table (for expression-figures). Deterministic (seeded); needs salmon on PATH.
 *
 *   node catalog/examples/generate-rnaseq-examples.ts
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fasta, generator, pick, randomDna, sampleRead, writeExample } from './synthetic-dna.ts';

const root = import.meta.dirname;
const scripts = path.join(root, '..', 'scripts');
const random = generator(20261201);

/** Transcript -> relative abundance in the controls, and its fold change under heat. */
const GENES: readonly [string, number, number][] = [
  ['HSP70', 4, 20],
  ['HSP90', 3, 8],
  ['HSF1', 2, 4],
  ['DREB2A', 1, 6],
  ['APX1', 5, 3],
  ['RBCS', 30, 0.3],
  ['CAB1', 20, 0.25],
  ['ACT7', 10, 1],
  ['UBQ10', 12, 1],
  ['GAPDH', 15, 1],
  ['LEA3', 2, 1.5],
  ['PAL1', 3, 0.8],
];
const transcripts = GENES.map(([id]) => ({ id, seq: randomDna(random, 500 + pick(random, 900)) }));
const SAMPLES = [
  { name: 'ctrl_1', heat: false },
  { name: 'ctrl_2', heat: false },
  { name: 'heat_1', heat: true },
  { name: 'heat_2', heat: true },
];
const READS_PER_SAMPLE = 800;
const READ = { length: 70, errorRate: 0.002, poorTailEvery: 7 };

function sampleReads(name: string, heat: boolean): string {
  // Molecules x positions a read can start at, with replicate noise of +-15%.
  const weights = GENES.map(([, level, fold], i) => {
    const noise = 0.85 + random() * 0.3;
    return level * (heat ? fold : 1) * noise * (transcripts[i]!.seq.length - READ.length + 1);
  });
  const total = weights.reduce((a, b) => a + b, 0);
  const reads: string[] = [];
  for (let n = 1; n <= READS_PER_SAMPLE; n += 1) {
    let r = random() * total;
    const index = Math.max(
      0,
      weights.findIndex((w) => (r -= w) < 0),
    );
    reads.push(sampleRead(random, transcripts[index]!.seq, n, { prefix: name, ...READ }));
  }
  return reads.join('');
}

const transcriptsFasta = fasta(transcripts);
writeExample(root, 'apps/rnaseq-quant', 'transcripts.fa', transcriptsFasta);
writeExample(root, 'salmon-quant', 'transcripts.fa', transcriptsFasta);
for (const { name, heat } of SAMPLES) {
  const fastq = sampleReads(name, heat);
  writeExample(root, 'apps/rnaseq-quant', `${name}.fq`, fastq);
  if (name === 'heat_1') writeExample(root, 'salmon-quant', `${name}.fq`, fastq);
}

// Derived: each sample quantified as the salmon-quant tool does, then merged as tpm-merge does.
const work = mkdtempSync(path.join(tmpdir(), 'rnaseq-examples-'));
try {
  mkdirSync(path.join(root, 'tpm-merge'), { recursive: true });
  mkdirSync(path.join(root, 'expression-figures'), { recursive: true });
  const quants: string[] = [];
  for (const { name } of SAMPLES) {
    const dir = path.join(work, name);
    mkdirSync(dir);
    const demo = path.join(root, 'apps/rnaseq-quant');
    const args = ['1', '31', 'A', path.join(demo, 'transcripts.fa'), path.join(demo, `${name}.fq`)];
    execFileSync('bash', [path.join(scripts, 'salmon-quant.sh'), ...args], { cwd: dir, stdio: 'ignore' });
    const quant = path.join(root, 'tpm-merge', `${name}.quant.sf`);
    copyFileSync(path.join(dir, 'out/quant.sf'), quant);
    quants.push(quant);
  }
  const merge = path.join(scripts, 'tpm-merge.ts');
  const output = path.join(root, 'expression-figures/tpm.tsv');
  const summary = `--samples=${path.join(work, 'samples.tsv')}`;
  execFileSync(process.execPath, [merge, `--output=${output}`, summary, '--', ...quants], { stdio: 'inherit' });
} finally {
  rmSync(work, { recursive: true, force: true });
}
