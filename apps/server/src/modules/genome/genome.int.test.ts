import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GenomeOpenResponse, GenomeReferences, GenomeTrack } from '@biocloud/contracts';
import { loggedIn, startFilesServer, type FileClient } from '../../../test/file-api';
import type { TestServer } from '../../../test/test-server';

const EXAMPLES = path.resolve(import.meta.dirname, '../../../../../catalog/examples');
const example = (file: string) => readFileSync(path.join(EXAMPLES, file));
const hasPrograms = ['samtools', 'tabix', 'bgzip', 'bcftools'].every(
  (program) => spawnSync(program, ['--version']).status === 0,
);

let server: TestServer;
let storageDir: string;
let alice: FileClient;
let bob: FileClient;
const work = mkdtempSync(path.join(os.tmpdir(), 'genome-int-'));

beforeAll(async () => {
  ({ server, storageDir } = await startFilesServer());
  alice = await loggedIn(server);
  bob = await loggedIn(server);
});
afterAll(() => server.close());

const ask = (client: FileClient, fileUuid: string) =>
  client.post<GenomeOpenResponse>(`/api/v1/files/${fileUuid}/genome`, undefined);
/** How often the viewer asks again while a file is being indexed, here. */
const ASK_AGAIN_MS = 50;

/** Opens a file as the viewer does: asks again while its content is being indexed, answers the track or a refusal. */
async function open(client: FileClient, fileUuid: string) {
  for (;;) {
    const answer = await ask(client, fileUuid);
    if (answer.status !== 200 || answer.body.state === 'ready') return answer as typeof answer & { body: GenomeTrack };
    await new Promise((resolve) => setTimeout(resolve, ASK_AGAIN_MS));
  }
}

async function bytes(client: FileClient, url: string, range?: string) {
  const res = await fetch(`${server.baseUrl}${url}`, { headers: { token: client.token, ...(range && { range }) } });
  return { status: res.status, body: Buffer.from(await res.arrayBuffer()) };
}

const partRows = async () =>
  Number(
    (
      await server.db
        .selectFrom('genome_parts')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe.skipIf(!hasPrograms)('genome viewer parts', () => {
  it('indexes a BAM once, as samtools index does, and serves the index by Range', async () => {
    const bam = example('samtools-index/aln.bam');
    const fileUuid = await alice.uploadOne('0', 'aln.bam', bam);
    // The first open queues the indexing and answers at once; the track comes when the index is stored.
    expect((await ask(alice, fileUuid)).body).toEqual({ state: 'indexing', fileUuid, progress: null });
    const first = await open(alice, fileUuid);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ type: 'bam', dataUrl: `/api/v1/files/${fileUuid}/download`, gziUrl: null });

    const local = path.join(work, 'aln.bam');
    writeFileSync(local, bam);
    execFileSync('samtools', ['index', '-b', local, `${local}.bai`]);
    const expected = readFileSync(`${local}.bai`);
    const index = await bytes(alice, first.body.indexUrl);
    expect(index.status).toBe(200);
    expect(index.body.equals(expected)).toBe(true);
    const piece = await bytes(alice, first.body.indexUrl, 'bytes=4-11');
    expect(piece.status).toBe(206);
    expect(piece.body.equals(expected.subarray(4, 12))).toBe(true);

    // A copy of the same content under another name is opened from the parts already made.
    const rows = await partRows();
    const copy = await alice.uploadOne('0', 'again.bam', bam);
    expect((await ask(alice, copy)).body.state).toBe('ready');
    expect(await partRows()).toBe(rows);
  });

  it('makes a bgzip copy and a tabix index of a plain VCF, readable by region', async () => {
    const fileUuid = await alice.uploadOne('0', 'calls.vcf', example('bcftools-filter/calls.vcf'));
    const track = (await open(alice, fileUuid)).body;
    expect(track.dataUrl).toBe(`/api/v1/files/${fileUuid}/genome/data`);
    const copy = path.join(work, 'calls.vcf.gz');
    writeFileSync(copy, (await bytes(alice, track.dataUrl)).body);
    writeFileSync(`${copy}.tbi`, (await bytes(alice, track.indexUrl)).body);
    const records = execFileSync('tabix', [copy, 'chr1:1-600']).toString().trim().split('\n');
    expect(records.map((line) => line.split('\t')[1])).toEqual(['200', '500']);
  });

  it('sorts a BED into a bgzip copy with its index, and indexes a FASTA with faidx', async () => {
    const unsorted = 'track name=x\nchr2\t5\t9\tb\nchr1\t50\t90\ta2\nchr1\t10\t20\ta1\n';
    const bed = (await open(alice, await alice.uploadOne('0', 'peaks.bed', unsorted))).body;
    const copy = path.join(work, 'peaks.bed.gz');
    writeFileSync(copy, (await bytes(alice, bed.dataUrl)).body);
    writeFileSync(`${copy}.tbi`, (await bytes(alice, bed.indexUrl)).body);
    expect(execFileSync('tabix', [copy, 'chr1']).toString()).toBe('chr1\t10\t20\ta1\nchr1\t50\t90\ta2\n');

    const fasta = (await open(alice, await alice.uploadOne('0', 'genome.fa', example('bcftools-call/genome.fa')))).body;
    expect(fasta.dataUrl).toMatch(/\/download$/);
    expect((await bytes(alice, fasta.indexUrl)).body.toString()).toMatch(/^chr1\t1500\t6\t/);
  });

  it('indexes a CRAM and a bgzip VCF in place, and makes a bgzip copy with its gzi of a gzip FASTA', async () => {
    const fasta = path.join(work, 'genome.fa');
    writeFileSync(fasta, example('bcftools-call/genome.fa'));
    const bam = path.join(work, 'for-cram.bam');
    writeFileSync(bam, example('samtools-index/aln.bam'));
    const cram = execFileSync('samtools', ['view', '-C', '-T', fasta, bam]);
    const cramTrack = (await open(alice, await alice.uploadOne('0', 'aln.cram', cram))).body;
    expect(cramTrack).toMatchObject({ type: 'cram', gziUrl: null });
    expect(cramTrack.dataUrl).toMatch(/\/download$/);
    // A .crai is gzip text: reference id, start, span, ... per slice.
    expect(gunzipSync((await bytes(alice, cramTrack.indexUrl)).body).toString()).toMatch(/^0\t\d+\t/);

    const vcfGz = execFileSync('bgzip', ['-c'], { input: example('bcftools-filter/calls.vcf') });
    const vcf = (await open(alice, await alice.uploadOne('0', 'calls.vcf.gz', vcfGz))).body;
    expect(vcf.dataUrl).toMatch(/\/download$/);
    expect((await bytes(alice, vcf.indexUrl)).status).toBe(200);

    const gzipped = gzipSync(example('bcftools-call/genome.fa'));
    const gz = (await open(alice, await alice.uploadOne('0', 'ref.fa.gz', gzipped))).body;
    expect(gz.dataUrl).toMatch(/\/genome\/data$/);
    expect(gz.gziUrl).toMatch(/\/genome\/gzi$/);
    const copy = path.join(work, 'ref.fa.gz');
    writeFileSync(copy, (await bytes(alice, gz.dataUrl)).body);
    writeFileSync(`${copy}.fai`, (await bytes(alice, gz.indexUrl)).body);
    writeFileSync(`${copy}.gzi`, (await bytes(alice, gz.gziUrl!)).body);
    expect(execFileSync('samtools', ['faidx', copy, 'chr1:1-10']).toString().split('\n')[1]).toBe('TGATTCGGTC');
  });

  it("refuses an unsorted BAM with the program's cause, a text file, and another user's file", async () => {
    const unsorted = await alice.uploadOne('0', 'unsorted.bam', example('samtools-sort/unsorted.bam'));
    const failed = await open(alice, unsorted);
    expect(failed.status).toBe(422);
    expect(failed.body.code).toBe('GENOME_INDEX_FAILED');
    expect(failed.body.message).toContain('Unsorted positions on sequence #1');
    // The refusal is kept: asking again answers it without indexing again.
    expect((await ask(alice, unsorted)).body.code).toBe('GENOME_INDEX_FAILED');

    const text = await alice.uploadOne('0', 'notes.txt', 'hello\n');
    expect((await open(alice, text)).body.code).toBe('GENOME_TYPE_UNSUPPORTED');

    const bam = await alice.uploadOne('0', 'private.bam', example('samtools-index/aln.bam'));
    expect((await open(bob, bam)).status).toBe(404);
    expect((await bytes(bob, `/api/v1/files/${bam}/genome/index`)).status).toBe(404);
  });

  it('deletes the parts of a content and their blobs with the last file of that content', async () => {
    const bed = 'chr1\t10\t20\tparts-go-with-their-content\n';
    const sha256 = createHash('sha256').update(bed).digest('hex');
    const first = await alice.uploadOne('0', 'first.bed', bed);
    const second = await alice.uploadOne('0', 'second.bed', bed);
    expect((await open(alice, first)).status).toBe(200);
    const parts = await server.db.selectFrom('genome_parts').select('blob_id').where('sha256', '=', sha256).execute();
    expect(parts).toHaveLength(2);
    const partBlobs = () =>
      server.db
        .selectFrom('blobs')
        .select('storage_key')
        .where(
          'id',
          'in',
          parts.map((p) => p.blob_id),
        )
        .execute();
    const keys = (await partBlobs()).map((b) => b.storage_key);

    expect((await alice.del('/api/v1/files', { fileUuids: [first] })).status).toBe(200);
    expect(await partBlobs()).toHaveLength(2);
    expect((await alice.del('/api/v1/files', { fileUuids: [second] })).status).toBe(200);
    expect(await server.db.selectFrom('genome_parts').selectAll().where('sha256', '=', sha256).execute()).toEqual([]);
    expect(await partBlobs()).toEqual([]);
    expect(keys.filter((key) => existsSync(path.join(storageDir, 'blobs', key)))).toEqual([]);
  });

  it("lists the caller's own FASTA files as references", async () => {
    await bob.uploadOne('0', 'bob-ref.fasta', '>c\nACGT\n');
    const answer = await bob.get<GenomeReferences>('/api/v1/genome/references');
    expect(answer.body.references.map((r) => r.name)).toEqual(['bob-ref.fasta']);
  });
});
