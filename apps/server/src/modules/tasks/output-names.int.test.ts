/**
 * Results named and typed for what they hold, with the real programs on small inputs made here (the tools review's
 * wrong names and types): seqkit keeps FASTQ as FASTQ and the result feeds a FASTQ tool, bedtools saves BAM from a
 * BAM, a merge of VCFs keeps one header, and tpm-merge keeps each file's own sample name.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { SubmitTaskRequest } from '@biocloud/contracts';
import { useTaskEngine } from '../../../test/task-engine';

const MERGE_TEXT_FILES = '1000';
const SEQKIT_GREP = '1002';
const SEQKIT_FQ2FA = '1005';
const BEDTOOLS_INTERSECT = '1016';
const TPM_MERGE = '1104';

const jobs = useTaskEngine();

/** Runs a job to success and answers its result files. */
async function results(softwareId: string, body: Omit<SubmitTaskRequest, 'jobName'>) {
  const jobId = await jobs.api.submitOk(softwareId, { jobName: 'x', ...body });
  const detail = await jobs.api.waitForStatus(jobId, ['success', 'error', 'killed'], 60_000);
  expect(detail.status, JSON.stringify(detail.reason)).toBe('success');
  return (await jobs.api.results(jobId)).body.fileList;
}

const fastq = '@read/1 first\nACGTACGTAA\n+\nIIIIIIIIII\n@read/2 second\nTTTTGGGGCC\n+\nIIIIIIIIII\n';

describe('names and types of results', () => {
  it('keeps FASTQ as FASTQ through seqkit grep, and the result feeds seqkit fq2fa', async () => {
    const reads = await jobs.client.uploadOne('0', 'reads.fastq', fastq);
    const [picked] = await results(SEQKIT_GREP, {
      inputs: { sequences: reads },
      params: { patterns: 'read.2', regex: true },
    });
    expect(picked).toMatchObject({ fileName: 'extracted.fastq', fileType: 'fastq' });
    expect((await jobs.api.download(picked!.fileUuid)).toString()).toBe('@read/2 second\nTTTTGGGGCC\n+\nIIIIIIIIII\n');
    const [asFasta] = await results(SEQKIT_FQ2FA, { inputs: { reads: picked!.fileUuid } });
    expect((await jobs.api.download(asFasta!.fileUuid)).toString()).toBe('>read/2 second\nTTTTGGGGCC\n');
  });

  it('still names a FASTA result .fa', async () => {
    const seqs = await jobs.client.uploadOne('0', 'seqs.fa', '>s1\nACGT\n>s2\nGGCC\n');
    const [picked] = await results(SEQKIT_GREP, { inputs: { sequences: seqs }, params: { patterns: 's2' } });
    expect(picked).toMatchObject({ fileName: 'extracted.fa', fileType: 'fasta' });
  });

  it('saves bedtools intersect of a BAM as BAM', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'intersect-'));
    const read = (name: string, pos: number) => `${name}\t0\tchr1\t${pos}\t60\t10M\t*\t0\t0\tACGTACGTAC\tIIIIIIIIII`;
    const sam = ['@HD\tVN:1.6\tSO:coordinate', '@SQ\tSN:chr1\tLN:1000', read('r1', 100), read('r2', 500)];
    writeFileSync(path.join(dir, 'a.sam'), `${sam.join('\n')}\n`);
    execFileSync('samtools', ['view', '-b', '-o', path.join(dir, 'a.bam'), path.join(dir, 'a.sam')]);
    const a = await jobs.client.uploadOne('0', 'a.bam', readFileSync(path.join(dir, 'a.bam')));
    const b = await jobs.client.uploadOne('0', 'b.bed', 'chr1\t90\t120\tx\n');
    const [intersect] = await results(BEDTOOLS_INTERSECT, { inputs: { a, b: [b] }, params: { mode: 'withOverlap' } });
    expect(intersect).toMatchObject({ fileName: 'intersect.bam', fileType: 'bam' });
    expect((await jobs.api.download(intersect!.fileUuid)).subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]));
  });

  it('keeps one VCF header when merging with "Keep the first header only"', async () => {
    const header = '##fileformat=VCFv4.2\n##contig=<ID=1,length=100>\n#CHROM\tPOS\tID\tREF\tALT\tQUAL\tFILTER\tINFO\n';
    const first = await jobs.client.uploadOne('0', 'a.vcf', `${header}1\t5\t.\tA\tC\t50\tPASS\t.\n`);
    const second = await jobs.client.uploadOne('0', 'b.vcf', `${header}1\t9\t.\tG\tT\t40\tPASS\t.\n`);
    const [merged] = await results(MERGE_TEXT_FILES, {
      inputs: { files: [first, second] },
      params: { skipHeaders: true, outputName: 'merged.vcf' },
    });
    expect((await jobs.api.download(merged!.fileUuid)).toString()).toBe(
      `${header}1\t5\t.\tA\tC\t50\tPASS\t.\n1\t9\t.\tG\tT\t40\tPASS\t.\n`,
    );
  });

  it("names tpm-merge columns by each file's sample, places only for plain quant.sf", async () => {
    const quant = 'Name\tLength\tEffectiveLength\tTPM\tNumReads\nt1\t100\t80\t1000000\t10\n';
    const named = await jobs.client.uploadOne('0', 'pe.quant.sf', quant);
    const plain = await jobs.client.uploadOne('0', 'quant.sf', quant);
    const files = await results(TPM_MERGE, { inputs: { quants: [named, plain] } });
    const tpm = files.find((f) => f.fileName === 'tpm.tsv')!;
    expect((await jobs.api.download(tpm.fileUuid)).toString().split('\n')[0]).toBe('transcript\tpe\tsample2');
  });
});
