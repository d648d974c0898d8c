/** tpm-merge's read count matrix beside the TPM one, from the tool's example salmon results (4 samples). */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { exampleFile, runTool } from '../../../../test/tool-run';

const SAMPLES = ['ctrl_1', 'ctrl_2', 'heat_1', 'heat_2'];
const quantFile = (sample: string) => exampleFile('tpm-merge', `${sample}.quant.sf`);
/** Transcript -> NumReads of one quant.sf, as salmon wrote it. */
const numReads = (sample: string) =>
  new Map(
    readFileSync(quantFile(sample), 'utf8')
      .trim()
      .split('\n')
      .slice(1)
      .map((line) => line.split('\t'))
      .map((cells) => [cells[0]!, cells[4]!]),
  );

describe('tpm-merge counts', () => {
  it('writes the NumReads of every sample as a matrix beside the TPM one', async () => {
    const run = await runTool('tpm-merge', {
      quants: SAMPLES.map((sample) => ({ name: `${sample}.quant.sf`, from: quantFile(sample) })),
    });
    const rows = run.out('counts.tsv').trim().split('\n');
    expect(rows[0]).toBe(['transcript', ...SAMPLES].join('\t'));
    const hsp70 = rows.find((row) => row.startsWith('HSP70\t'))!.split('\t');
    expect(hsp70.slice(1)).toEqual(SAMPLES.map((sample) => numReads(sample).get('HSP70')));
    // Same rows as the TPM matrix.
    const tpmNames = run
      .out('tpm.tsv')
      .trim()
      .split('\n')
      .map((row) => row.split('\t')[0]);
    expect(rows.map((row) => row.split('\t')[0])).toEqual(tpmNames);
  });
});
