/**
 * Multi-threaded steps give the same bytes run after run (the tools review: MAFFT L-INS-i with two threads gave two
 * different alignments in 8 runs). The sequences are made here: homologs of one random ancestor, a set on which
 * MAFFT's parallel iterative refinement differs from run to run.
 */
import { describe, expect, it } from 'vitest';
import { useTaskEngine } from '../../../test/task-engine';

const MAFFT = '1019';

const jobs = useTaskEngine();

/** mulberry32: a small seeded generator, so the set is the same in every run of the test. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `count` descendants of a random ancestor, each with substitutions, deletions and insertions. */
function homologs(count: number, length: number, changes: number): string {
  const next = random(1);
  const base = () => 'ACGT'[Math.floor(next() * 4)]!;
  const ancestor = Array.from({ length }, base);
  return Array.from({ length: count }, (_, i) => {
    const seq = [...ancestor];
    for (let c = 0; c < changes; c++) {
      const at = Math.floor(next() * seq.length);
      const kind = next();
      if (kind < 0.7) seq[at] = base();
      else if (kind < 0.85) seq.splice(at, 1);
      else seq.splice(at, 0, base());
    }
    return `>s${i}\n${seq.join('')}\n`;
  }).join('');
}

async function align(sequences: string): Promise<Buffer> {
  const jobId = await jobs.api.submitOk(MAFFT, { jobName: 'x', inputs: { sequences }, params: { strategy: 'linsi' } });
  const detail = await jobs.api.waitForStatus(jobId, ['success', 'error', 'killed'], 90_000);
  expect(detail.status, JSON.stringify(detail.reason)).toBe('success');
  const [aligned] = (await jobs.api.results(jobId)).body.fileList;
  return jobs.api.download(aligned!.fileUuid);
}

describe('reproducible multi-threaded steps', () => {
  it('gives the same MAFFT L-INS-i alignment in runs at the same time', async () => {
    const sequences = await jobs.client.uploadOne('0', 'homologs.fa', homologs(8, 1000, 150));
    const [first, second, third] = await Promise.all([align(sequences), align(sequences), align(sequences)]);
    expect(first.length).toBeGreaterThan(8000);
    expect(second.equals(first)).toBe(true);
    expect(third.equals(first)).toBe(true);
  });
});
