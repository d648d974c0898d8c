/** megahit-assembly's k-mer params, run with the real MEGAHIT on the tool's example reads (a 12 kb genome). */
import { describe, expect, it } from 'vitest';
import { exampleFile, runTool } from '../../../../test/tool-run';

const inputs = { reads: [{ name: 'reads.fq', from: exampleFile('megahit-assembly', 'reads.fq') }] };
/** The k-mer sizes MEGAHIT says it will use, from its log. */
const kList = (log: string) => /k list: ([\d,]+)/.exec(log)?.[1];

describe('megahit-assembly params', () => {
  it("uses MEGAHIT's k-mers by default, a preset's, or the list given", async () => {
    const standard = await runTool('megahit-assembly', inputs);
    expect(kList(standard.out('megahit.log'))).toBe('21,29,39,59,79,99,119');
    const large = await runTool('megahit-assembly', inputs, { kmerMode: 'meta-large' });
    expect(kList(large.out('megahit.log'))).toBe('27,37,47,57,67,77,87,97,107,117');
    // A preset sets its own minimum count: the form's is left out.
    expect(large.argv).not.toContain('--min-count');
    const custom = await runTool('megahit-assembly', inputs, { kmerMode: 'custom', kList: '21,33' });
    expect(kList(custom.out('megahit.log'))).toBe('21,33');
    expect(custom.out('contigs.fa')).toMatch(/^>k(21|33)_0 /);
  });

  it('refuses an even k or anything but a list of numbers', async () => {
    for (const kList of ['21,30', '21 33', '-k 21', '21,,33']) {
      await expect(runTool('megahit-assembly', inputs, { kmerMode: 'custom', kList })).rejects.toThrow(/refused/);
    }
  });
});
