import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { STDERR_LOG } from '@biocloud/executor';
import { describe, expect, it } from 'vitest';
import { hasData, scanLog } from './output-verdict';

const dir = () => mkdtempSync(path.join(os.tmpdir(), 'verdict-'));

describe('scanLog', () => {
  it("finds the manifest's error line, and the first line that reads as a cause, without colour codes", async () => {
    const work = dir();
    writeFileSync(
      path.join(work, STDERR_LOG),
      '[mpileup] 1 samples\n\x1b[31m[E::bam_plp_push]\x1b[0m The input is not sorted (reads out of order)\nmore\n',
    );
    expect(await scanLog(work, ['The input is not sorted'])).toEqual({
      errorLine: '[E::bam_plp_push] The input is not sorted (reads out of order)',
      causeLine: '[E::bam_plp_push] The input is not sorted (reads out of order)',
    });
  });

  it('takes the real cause above the last line ("failed to read header from -" follows it)', async () => {
    const work = dir();
    writeFileSync(
      path.join(work, STDERR_LOG),
      '[M::bwa_idx_load] loading\n[E::bwa_idx_load_from_disk] fail to locate the index files\nsamtools sort: failed to read header from "-"\n',
    );
    expect(await scanLog(work, [])).toEqual({
      errorLine: null,
      causeLine: '[E::bwa_idx_load_from_disk] fail to locate the index files',
    });
  });

  it('answers nothing for a quiet or missing log', async () => {
    const work = dir();
    expect(await scanLog(work, ['x'])).toEqual({ errorLine: null, causeLine: null });
    writeFileSync(path.join(work, STDERR_LOG), 'all fine\n');
    expect(await scanLog(work, ['x'])).toEqual({ errorLine: null, causeLine: null });
  });
});

describe('hasData', () => {
  const file = (name: string, content: string) => {
    const at = path.join(dir(), name);
    writeFileSync(at, content);
    return at;
  };

  it('sees no data in empty files, comment-only VCFs and header-only tables', async () => {
    expect(await hasData(file('a.fa', ''), 'a.fa')).toBe(false);
    expect(await hasData(file('c.vcf', '##fileformat=VCFv4.2\n#CHROM\tPOS\n'), 'c.vcf')).toBe(false);
    expect(await hasData(file('t.tsv', 'qseqid\tsseqid\n\n'), 't.tsv')).toBe(false);
  });

  it('sees data in records, table rows and any non-empty binary result', async () => {
    expect(await hasData(file('a.fa', '>s\nACGT\n'), 'a.fa')).toBe(true);
    expect(await hasData(file('c.vcf', '#CHROM\tPOS\n1\t5\n'), 'c.vcf')).toBe(true);
    expect(await hasData(file('t.tsv', 'h\n1\n'), 't.tsv')).toBe(true);
    expect(await hasData(file('r.html', '<p>'), 'r.html')).toBe(true);
  });
});
