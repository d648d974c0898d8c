/** fasttree's parameters, run with the real FastTree: the type read from the alignment and the models it reports. */
import { describe, expect, it } from 'vitest';
import { exampleFile, runTool } from '../../../../test/tool-run';

const nucleotides = { alignment: [{ name: 'aligned.fa', from: exampleFile('fasttree', 'aligned.fa') }] };
// The first 64 residues of four vertebrate rhodopsins, aligned (they have no gaps there).
const proteins = {
  alignment: [
    {
      name: 'rhodopsins.fa',
      content: [
        '>human\nMNGTEGPNFYVPFSNATGVVRSPFEYPQYYLAEPWQFSMLAAYMFLLIVLGFPINFLTLYVTVQ',
        '>mouse\nMNGTEGPNFYVPFSNVTGVVRSPFEQPQYYLAEPWQFSMLAAYMFLLIVLGFPINFLTLYVTVQ',
        '>toad\nMNGTEGPNFYIPMSNKTGVVRSPFEYPQYYLAEPWQYSILCAYMFLLILLGFPINFMTLYVTIQ',
        '>eel\nMNGTEGPNFYIPMSNATGVVRSPFEYPQYYLAEPWAFSALSAYMFFLIIAGFPINFLTLYVTIE\n',
      ].join('\n'),
    },
  ],
};
const model = (stderr: string) => /ML Model: ([^,]+),/.exec(stderr)?.[1];

describe('fasttree params', () => {
  it('detects nucleotides and proteins from the alignment by default', async () => {
    const dna = await runTool('fasttree', nucleotides);
    const protein = await runTool('fasttree', proteins);
    expect(dna.stderr).toContain('sequence type detected: nucleotide');
    expect(model(dna.stderr)).toBe('Jukes-Cantor');
    expect(dna.out('tree.nwk')).toContain('Felis_catus:');
    expect(protein.stderr).toContain('sequence type detected: protein');
    expect(model(protein.stderr)).toBe('Jones-Taylor-Thorton');
    expect(protein.out('tree.nwk')).toContain('toad:');
  });

  it('uses the chosen models: GTR for nucleotides, WAG or LG for proteins', async () => {
    expect(model((await runTool('fasttree', nucleotides, { nucleotideModel: 'gtr' })).stderr)).toBe(
      'Generalized Time-Reversible',
    );
    expect(model((await runTool('fasttree', proteins, { proteinModel: 'wag' })).stderr)).toBe('Whelan-And-Goldman');
    const lg = await runTool('fasttree', proteins, { sequenceType: 'protein', proteinModel: 'lg' });
    expect(model(lg.stderr)).toBe('Le-Gascuel 2008');
    expect(lg.stderr).not.toContain('detected');
  });

  it('takes the chosen type over the detected one, and rescales under Gamma20 when asked', async () => {
    const forced = await runTool('fasttree', nucleotides, { sequenceType: 'protein' });
    expect(model(forced.stderr)).toBe('Jones-Taylor-Thorton');
    const gamma = await runTool('fasttree', nucleotides, { gamma: true });
    expect(gamma.stderr).toMatch(/Gamma\(20\) LogLk = -\d/);
    expect((await runTool('fasttree', nucleotides)).stderr).not.toMatch(/Gamma\(20\) LogLk/);
  });
});
