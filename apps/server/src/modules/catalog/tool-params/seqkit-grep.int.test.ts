/** seqkit-grep's parameters, run with the real seqkit on miRBase-style hairpins and reads with mate suffixes. */
import { describe, expect, it } from 'vitest';
import { runTool, type ToolRun } from '../../../../test/tool-run';

const hairpins = [
  {
    name: 'hairpin.fa',
    content: [
      '>hsa-let-7a-1 MI0000060 Homo sapiens let-7a-1 stem-loop',
      'UGGGAUGAGGUAGUAGGUUGUAUAGUUUUAGGGUCACACCCACCACUGGGAGAUAACUAUACAAUCUACUGUCUUUCCUA',
      '>mmu-let-7a-1 MI0000556 Mus musculus let-7a-1 stem-loop',
      'UUCACUGUGGGAUGAGGUAGUAGGUUGUAUAGUUUUAGGGUCACACCCACCACUGGGAGAUAACUAUACAAUCUACUGUCUUUCCUAACGUG',
      '>hsa-mir-21 MI0000077 Homo sapiens miR-21 stem-loop',
      'UGUCGGGUAGCUUAUCAGACUGAUGUUGACUGUUGAAUCUCAUGGCAACACCAGUCGAUGGGCUGUCUGACA',
      '',
    ].join('\n'),
  },
];
const ids = (run: ToolRun) => {
  // Read whatever the single result is called (its name may follow the input's format).
  const [text] = [...run.outputs.values()].map((bytes) => bytes.toString('utf8'));
  return text!
    .split('\n')
    .filter((line) => /^[>@]/.test(line))
    .map((line) => line.slice(1).split(' ')[0]);
};
const grep = async (params: Record<string, unknown>, sequences = hairpins) =>
  ids(await runTool('seqkit-grep', { sequences }, params));

describe('seqkit-grep params', () => {
  it('takes real IDs with dashes and slashes', async () => {
    expect(await grep({ patterns: 'hsa-let-7a-1' })).toEqual(['hsa-let-7a-1']);
    expect(await grep({ patterns: 'hsa-let-7a-1,hsa-mir-21' })).toEqual(['hsa-let-7a-1', 'hsa-mir-21']);
    const reads = [{ name: 'reads.fq', content: '@read/1\nACGT\n+\nIIII\n@read/2\nACGA\n+\nIIII\n' }];
    expect(await grep({ patterns: 'read/1' }, reads)).toEqual(['read/1']);
  });

  it('takes names with spaces and regular expressions with dashes', async () => {
    expect(await grep({ patterns: 'Homo sapiens', matchOn: 'name', regex: true })).toEqual([
      'hsa-let-7a-1',
      'hsa-mir-21',
    ]);
    expect(await grep({ patterns: '^[a-z]{3}-let-7', regex: true })).toEqual(['hsa-let-7a-1', 'mmu-let-7a-1']);
  });

  it('ignores case when asked', async () => {
    expect(await grep({ patterns: 'HSA-MIR-21' })).toEqual([]);
    expect(await grep({ patterns: 'HSA-MIR-21', ignoreCase: true })).toEqual(['hsa-mir-21']);
  });

  it('matches sequences with mismatches, on one strand, and with degenerate bases', async () => {
    // let-7a's seed region, once with one base changed; and the reverse complement of a stretch of miR-21.
    expect(await grep({ matchOn: 'sequence', patterns: 'GAGGUAGUAGGUUGUAUAGU' })).toEqual([
      'hsa-let-7a-1',
      'mmu-let-7a-1',
    ]);
    expect(await grep({ matchOn: 'sequence', patterns: 'GAGGUAGUAGCUUGUAUAGU' })).toEqual([]);
    expect(await grep({ matchOn: 'sequence', patterns: 'GAGGUAGUAGCUUGUAUAGU', maxMismatch: 1 })).toEqual([
      'hsa-let-7a-1',
      'mmu-let-7a-1',
    ]);
    const reverse = 'UCAACAUCAGUCUGAUAAGC';
    expect(await grep({ matchOn: 'sequence', patterns: reverse })).toEqual(['hsa-mir-21']);
    expect(await grep({ matchOn: 'sequence', patterns: reverse, onlyPositiveStrand: true })).toEqual([]);
    expect(await grep({ matchOn: 'sequence', patterns: 'GAGGUAGUAGNUUGUAUAGU' })).toEqual([]);
    expect(await grep({ matchOn: 'sequence', patterns: 'GAGGUAGUAGNUUGUAUAGU', degenerate: true })).toEqual([
      'hsa-let-7a-1',
      'mmu-let-7a-1',
    ]);
  });

  it('still refuses what could become an option or a shell command', async () => {
    await expect(grep({ patterns: '-v' })).rejects.toThrow('PARAM_OPTION_INJECTION');
    await expect(grep({ patterns: 'a;b' })).rejects.toThrow('refused its values');
    await expect(grep({ patterns: '"a,b"' })).rejects.toThrow('refused its values');
  });
});
