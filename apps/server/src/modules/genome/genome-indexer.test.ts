import { gzipSync } from 'node:zlib';
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { compressionOf, linkName } from './genome-indexer';

describe('compressionOf', () => {
  it('tells plain, gzip and bgzip bytes apart', () => {
    expect(compressionOf(Buffer.from('>chr1\nACGT\n'))).toBe('none');
    expect(compressionOf(gzipSync('>chr1\nACGT\n'))).toBe('gzip');
    expect(compressionOf(execFileSync('bgzip', ['-c'], { input: '>chr1\nACGT\n' }))).toBe('bgzf');
  });
});

describe('linkName', () => {
  it('names the source as the programs expect it', () => {
    expect(linkName('bam', 'bgzf')).toBe('source.bam');
    expect(linkName('vcf', 'bgzf')).toBe('source.vcf.gz');
    expect(linkName('fasta', 'none')).toBe('source.fa');
  });
});
