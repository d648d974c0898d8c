/** app-report's sections, run with the real script on small result files. */
import { describe, expect, it } from 'vitest';
import { runTool } from '../../../../test/tool-run';

const gff = [
  '##gff-version  3',
  '# Sequence Data: seqnum=1;seqlen=12190',
  'k21_0\tProdigal_v2.6.3\tCDS\t98\t1057\t120.3\t-\t0\tID=1_1;partial=00',
  'k21_0\tProdigal_v2.6.3\tCDS\t1200\t1500\t30.1\t+\t0\tID=1_2;partial=00',
].join('\n');

describe('app-report sections', () => {
  it('shows GFF features under GFF’s column names, the first feature as a row (it was the header)', async () => {
    const report = async (language: string) =>
      (
        await runTool('app-report', { parts: [{ name: 'genes.gff', content: `${gff}\n` }] }, { title: 'T', language })
      ).out('report.html');
    const en = await report('en');
    expect(en).toContain('<thead><tr><th>seqid</th><th>source</th><th>type</th><th>start</th><th>end</th>');
    expect(en).toContain('<tbody><tr><td>k21_0</td><td>Prodigal_v2.6.3</td><td>CDS</td><td>98</td><td>1057</td>');
    expect(en.match(/<tr><td>k21_0</g)).toHaveLength(2);
    expect(await report('zh')).toContain('<th>序列</th><th>来源</th><th>类型</th>');
  });
});
