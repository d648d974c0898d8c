/** seqkit-seq's parameters, run with the real seqkit: RNA stays RNA, conversions and gap removal. */
import { describe, expect, it } from 'vitest';
import { runTool, type ToolRun } from '../../../../test/tool-run';

const fasta = (records: Record<string, string>) => ({
  sequences: [
    {
      name: 'seqs.fa',
      content: Object.entries(records)
        .map(([id, seq]) => `>${id}\n${seq}\n`)
        .join(''),
    },
  ],
});
/** The sequences of the single result, whatever it is called (its name may follow the input's format). */
const sequences = (run: ToolRun) => {
  const [text] = [...run.outputs.values()].map((bytes) => bytes.toString('utf8'));
  return text!.split('\n').filter((line) => line !== '' && !line.startsWith('>'));
};
const LET_7A_MATURE = 'UGAGGUAGUAGGUUGUAUAGUU';
const seq = async (input: ReturnType<typeof fasta>, params: Record<string, unknown>) =>
  sequences(await runTool('seqkit-seq', input, { minLength: 0, ...params }));

describe('seqkit-seq params', () => {
  it('reverse-complements RNA as RNA by default, and refuses it as DNA', async () => {
    const rna = fasta({ 'hsa-let-7a-5p': LET_7A_MATURE });
    expect(await seq(rna, { reverseComplement: true })).toEqual(['AACUAUACAACCUACUACCUCA']);
    expect(await seq(rna, { reverseComplement: true, seqType: 'rna' })).toEqual(['AACUAUACAACCUACUACCUCA']);
    await expect(seq(rna, { reverseComplement: true, seqType: 'dna' })).rejects.toThrow(/invalid DNA/i);
  });

  it('converts between DNA and RNA', async () => {
    expect(await seq(fasta({ d: 'ACGTTGCA' }), { convert: 'dna2rna' })).toEqual(['ACGUUGCA']);
    expect(await seq(fasta({ r: 'ACGUUGCA' }), { convert: 'rna2dna' })).toEqual(['ACGTTGCA']);
  });

  it('removes alignment gaps', async () => {
    const aligned = fasta({ a: 'AC--GT..A' });
    expect(await seq(aligned, {})).toEqual(['AC--GT..A']);
    expect(await seq(aligned, { removeGaps: true })).toEqual(['ACGTA']);
  });

  it("keeps every sequence by default (seqkit's minimum length, 0), and drops the shorter ones when asked", async () => {
    const mixed = fasta({ mature: LET_7A_MATURE, longer: 'ACGU'.repeat(12) });
    const kept = async (params: Record<string, unknown>) =>
      sequences(await runTool('seqkit-seq', mixed, { reverseComplement: true, ...params })).length;
    expect(await kept({})).toBe(2);
    expect(await kept({ minLength: 30 })).toBe(1);
  });
});
