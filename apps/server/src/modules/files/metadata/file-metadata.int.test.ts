import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileAttributes } from '@biocloud/contracts';
import { loggedIn, startFilesServer, type FileClient } from '../../../../test/file-api';
import type { TestUser } from '../../../../test/factories';
import { startTestServer, type TestServer } from '../../../../test/test-server';
import { INFLATED_FLOOR_BYTES, INFLATION_RATIO_MAX } from './compute-detail';

let server: TestServer;
let storageDir: string;
let alice: FileClient & { user: TestUser };
const work = mkdtempSync(path.join(os.tmpdir(), 'metadata-'));
const has = (tool: string) => spawnSync(tool, ['--version']).status === 0;

beforeAll(async () => {
  ({ server, storageDir } = await startFilesServer());
  alice = await loggedIn(server);
});
afterAll(() => server.close());

const attributes = async (fileUuid: string, client = alice) =>
  (await client.get<FileAttributes>(`/api/v1/files/${fileUuid}/attributes`)).body;
/** The detail once the background job is done with it. */
async function settled(fileUuid: string, client = alice) {
  await expect
    .poll(async () => (await attributes(fileUuid, client)).detail?.status, { timeout: 15_000, interval: 100 })
    .not.toBe('pending');
  return (await attributes(fileUuid, client)).detail;
}

const fastq = (reads: [string, string][]) =>
  reads.map(([n, s]) => `@${n}\n${s}\n+\n${'I'.repeat(s.length)}\n`).join('');

describe('format metadata', () => {
  it('reads FASTA: sequence count, lengths, N50, GC', async () => {
    const id = await alice.uploadOne('0', 'contigs.fa', '>c1\nACGTACGTAC\nGGCC\n>c2\nATAT\n>c3\nGGGGGG\n');
    expect((await attributes(id)).detail).toMatchObject({ reader: 'fasta' });
    expect(await settled(id)).toEqual({
      status: 'ready',
      reader: 'fasta',
      values: { sequenceCount: 3, totalLength: 24, minLength: 4, maxLength: 14, n50: 14, gcPercent: 62.5 },
      error: null,
    });
  });

  it('reads gzip-compressed FASTQ', async () => {
    const reads = fastq([
      ['r1', 'ACGTACGTAA'],
      ['r2', 'GGCCGGCC'],
      ['r3', 'ACGT'],
    ]);
    const id = await alice.uploadOne('0', 'reads_1.fq.gz', gzipSync(reads));
    expect((await settled(id))?.values).toEqual({
      sequenceCount: 3,
      totalLength: 22,
      minLength: 4,
      maxLength: 10,
      n50: 8,
      gcPercent: 63.64,
    });
  });

  it('stops reading a gzip bomb once it inflates past its limit, and says so', async () => {
    // Gzip members may follow one another: 20 of some 8 MiB of FASTQ records each, 160 MiB from well under 1 MiB.
    const member = gzipSync(fastq([['r', 'ACGT'.repeat(25)]]).repeat(40_000));
    const bomb = Buffer.concat(Array.from({ length: 20 }, () => member));
    expect(INFLATION_RATIO_MAX * bomb.length).toBeLessThan(INFLATED_FLOOR_BYTES);
    const id = await alice.uploadOne('0', 'bomb_1.fq.gz', bomb);
    expect(await settled(id)).toEqual({ status: 'failed', reader: 'fastq', values: null, error: 'INFLATED_TOO_LARGE' });
  });

  const vcf = [
    '##fileformat=VCFv4.2',
    '##contig=<ID=chr1,length=1000>',
    '#CHROM\tPOS\tID\tREF\tALT\tQUAL\tFILTER\tINFO\tFORMAT\tS1\tS2\tS3',
    ...Array.from({ length: 25 }, (_, i) => `chr1\t${i + 1}\t.\tA\tG\t50\tPASS\t.\tGT\t0/1\t0/0\t1/1`),
    '',
  ].join('\n');

  it('reads VCF: sample names and record count', async () => {
    const id = await alice.uploadOne('0', 'calls.vcf', vcf);
    expect((await settled(id))?.values).toEqual({ sampleCount: 3, samples: ['S1', 'S2', 'S3'], recordCount: 25 });
  });

  it.skipIf(!has('bgzip'))('reads bgzip-compressed VCF (many gzip members)', async () => {
    const file = path.join(work, 'calls.vcf');
    writeFileSync(file, vcf.repeat(1).replace(/\n$/, '\n') + vcf.split('\n').slice(3).join('\n').repeat(2000));
    execFileSync('bgzip', ['-f', file]);
    const id = await alice.uploadOne('0', 'calls.vcf.gz', readFileSync(`${file}.gz`));
    expect((await settled(id))?.values).toMatchObject({ sampleCount: 3, recordCount: 25 + 25 * 2000 });
  });

  it('reads tables and text: lines and columns', async () => {
    const id = await alice.uploadOne('0', 'counts.tsv', 'gene\ts1\ts2\nA\t1\t2\nB\t3\t4\n');
    expect(await settled(id)).toMatchObject({
      status: 'ready',
      reader: 'lines',
      values: { lineCount: 3, columnCount: 3 },
    });
  });

  it.skipIf(!has('samtools'))('reads BAM written by samtools: read count, mapped reads, references', async () => {
    const sam = path.join(work, 'reads.sam');
    const header = '@HD\tVN:1.6\tSO:unsorted\n@SQ\tSN:chr1\tLN:1000\n@SQ\tSN:chr2\tLN:500\n';
    const mapped = Array.from({ length: 30 }, (_, i) => `m${i}\t0\tchr1\t${i + 1}\t60\t4M\t*\t0\t0\tACGT\tIIII`);
    const unmapped = Array.from({ length: 12 }, (_, i) => `u${i}\t4\t*\t0\t0\t*\t*\t0\t0\tACGT\tIIII`);
    writeFileSync(sam, `${header}${[...mapped, ...unmapped].join('\n')}\n`);
    const bam = path.join(work, 'reads.bam');
    execFileSync('samtools', ['view', '-b', '-o', bam, sam]);
    const id = await alice.uploadOne('0', 'reads.bam', readFileSync(bam));
    expect(await settled(id)).toEqual({
      status: 'ready',
      reader: 'bam',
      values: { readCount: 42, mappedCount: 30, referenceCount: 2 },
      error: null,
    });
  });

  it('marks a file whose content is not its format as failed, with a code', async () => {
    const id = await alice.uploadOne('0', 'broken.fq', 'this is not fastq\n');
    expect(await settled(id)).toEqual({ status: 'failed', reader: 'fastq', values: null, error: 'FORMAT_INVALID' });
    const bam = await alice.uploadOne('0', 'fake.bam', 'plain text');
    expect((await settled(bam))?.error).toBe('FORMAT_INVALID');
  });

  it('has no detail for folders and types no reader knows', async () => {
    expect((await attributes(await alice.folder('0', 'no_detail'))).detail).toBeNull();
    expect((await attributes(await alice.uploadOne('0', 'picture.png', 'png'))).detail).toBeNull();
  });

  it('computes once per content: copies and re-uploads share it; a rename to another type queues its reader', async () => {
    const content = '>x\nACGTTT\n';
    const first = await alice.uploadOne('0', 'one.fa', content);
    await settled(first);
    const bob = await loggedIn(server);
    const second = await bob.uploadOne('0', 'two.fa', content);
    expect((await attributes(second, bob)).detail?.status).toBe('ready');
    const rows = await server.db
      .selectFrom('file_metadata')
      .select('reader')
      .where('sha256', '=', (await attributes(first)).general.sha256!)
      .execute();
    expect(rows).toEqual([{ reader: 'fasta' }]);

    const renamed = await alice.uploadOne('0', 'seqs.txt', content);
    expect((await settled(renamed))?.reader).toBe('lines');
    await alice.put('/api/v1/files/rename', { fileUuid: renamed, newName: 'seqs.fa' });
    expect((await settled(renamed))?.values).toMatchObject({ sequenceCount: 1, totalLength: 6 });
  });
});

describe('format metadata across restarts', () => {
  it('finishes a job whose worker died: its claim runs out and another instance takes it', async () => {
    const paused = await startTestServer({ STORAGE_DIR: storageDir, METADATA_WORKERS: '0' }, { dbUrl: server.dbUrl });
    let id: string;
    try {
      const client = await loggedIn(paused, alice.user);
      id = await client.uploadOne('0', 'orphan.fa', '>o\nAC\n');
    } finally {
      await paused.close();
    }
    const sha256 = (await attributes(id)).general.sha256!;
    // As a dead worker leaves it: claimed long ago and never renewed.
    await server.db
      .updateTable('file_metadata')
      .set({ status: 'running', claimed_at: new Date(Date.now() - 3600_000), attempts: 1 })
      .where('sha256', '=', sha256)
      .execute();
    expect((await attributes(id)).detail?.status).toBe('pending');
    const other = await startTestServer({ STORAGE_DIR: storageDir }, { dbUrl: server.dbUrl });
    try {
      expect((await settled(id))?.values).toMatchObject({ sequenceCount: 1, totalLength: 2 });
    } finally {
      await other.close();
    }
  });
});
