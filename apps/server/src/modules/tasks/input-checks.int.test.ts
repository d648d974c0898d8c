/**
 * The content checks at submit, on small bad inputs made here (the cases of the tools review that ended as silent
 * empty or wrong-but-successful jobs): each is refused with a 400 naming the input, the file and the cause in the
 * caller's language, and no task is written.
 */
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedIn, startFilesServer, type FileClient } from '../../../test/file-api';
import { fundWallet } from '../../../test/beans';
import { taskApi, type TaskApi } from '../../../test/task-api';
import type { TestServer } from '../../../test/test-server';
import { bamFile } from './input-checks/test-bam';

let server: TestServer;
let alice: FileClient;
let api: TaskApi;

const FASTP = '1006';
const MAFFT = '1019';
const PRODIGAL = '1107';
const BCFTOOLS_CALL = '1013';
const SAMTOOLS_DEPTH = '1012';
const TABLE_FILTER = '1021';
const MINIMAP2 = '1007';
const BLAST = '1018';
const BWA_MEM = '1008';
const FASTTREE = '1020';

const reads = (n: number) => Array.from({ length: n }, (_, i) => `@r${i}\nACGTACGTAC\n+\nIIIIIIIIII\n`).join('');
const chr17 = { name: '17', length: 4200 };
const chr1 = { name: '1', length: 249_250_621 };

beforeAll(async () => {
  ({ server } = await startFilesServer());
  const user = await loggedIn(server);
  // blast is priced: the runs this file submits are paid with beans.
  await fundWallet(server.db, user.user.id);
  alice = user;
  api = taskApi(alice, server.baseUrl);
});
afterAll(() => server.close());

const taskCount = async () =>
  Number(
    (
      await server.db
        .selectFrom('tasks')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

async function refusal(
  softwareId: string,
  inputs: Record<string, string | string[]>,
  params: Record<string, string | number | boolean> = {},
) {
  const before = await taskCount();
  const answer = await api.submit(softwareId, { jobName: 'x', inputs, params });
  expect(await taskCount()).toBe(before);
  return { status: answer.status, code: answer.body.code, message: answer.body.message };
}

describe('input checks before a job starts', () => {
  it('refuses FASTA content named .fastq (fastp would report 0 reads and succeed)', async () => {
    const file = await alice.uploadOne('0', 'reads.fastq', '>s1\nACGTACGT\n>s2\nACGT\n');
    expect(await refusal(FASTP, { reads: file })).toEqual({
      status: 400,
      code: 'INPUT_FORMAT_MISMATCH',
      message: 'The file "reads.fastq" chosen for "Reads (R1)" holds FASTA data, not FASTQ',
    });
    // minimap2 reads FASTA reads too: the name alone does not refuse them there (tools review: over-strict).
    const reference = await alice.uploadOne('0', 'mm2-ref.fa', `>chr\n${'ACGT'.repeat(20)}\n`);
    const mapped = await api.submit(MINIMAP2, { jobName: 'fasta_reads', inputs: { reference, reads: file } });
    expect(mapped.status).toBe(200);
  });

  it('refuses an empty FASTQ', async () => {
    const file = await alice.uploadOne('0', 'empty.fastq', '');
    expect((await refusal(FASTP, { reads: file })).code).toBe('INPUT_NO_DATA');
  });

  it('refuses a truncated .fastq.gz (fastp and minimap2 would read half of it), and takes the whole one', async () => {
    const whole = gzipSync(Buffer.from(reads(2000)));
    const cut = await alice.uploadOne('0', 'cut.fastq.gz', whole.subarray(0, Math.floor(whole.length / 2)));
    expect(await refusal(FASTP, { reads: cut })).toMatchObject({ status: 400, code: 'INPUT_GZIP_BROKEN' });
    const good = await alice.uploadOne('0', 'good.fastq.gz', whole);
    expect((await api.submit(FASTP, { jobName: 'x', inputs: { reads: good } })).status).toBe(200);
  });

  it('refuses a gzip FASTA to MAFFT, which cannot read it (it wrote an empty alignment)', async () => {
    const file = await alice.uploadOne('0', 'seqs.fa.gz', gzipSync('>a\nACGT\n>b\nACGA\n'));
    expect((await refusal(MAFFT, { sequences: file })).code).toBe('INPUT_COMPRESSED');
  });

  it('refuses a gzip table to the table tools, which read text (the job printed binary and never ended)', async () => {
    const file = await alice.uploadOne('0', 'scores.txt', gzipSync('gene\tscore\nA\t7\n'));
    expect((await refusal(TABLE_FILTER, { table: file })).code).toBe('INPUT_COMPRESSED');
  });

  it('refuses an empty or blank table (the job ran and blamed the parameters for its empty result)', async () => {
    for (const [name, body] of [
      ['empty.txt', ''],
      ['blank.txt', '\n \t\r\n'],
    ] as const) {
      const file = await alice.uploadOne('0', name, body);
      expect((await refusal(TABLE_FILTER, { table: file })).code, name).toBe('INPUT_NO_DATA');
    }
  });

  it('refuses a protein FASTA as the reference of bwa mem (it mapped 0 reads and succeeded)', async () => {
    const reference = await alice.uploadOne(
      '0',
      'bwa-ref.fa',
      '>p1\nMNGTEGPNFYVPFSNKTGVVRSPFEAPQYYLAEPWQFSMLAAYMFLL\n',
    );
    const fastq = await alice.uploadOne('0', 'bwa-reads.fastq', reads(4));
    expect((await refusal(BWA_MEM, { reference, reads: [fastq] })).code).toBe('INPUT_NOT_NUCLEOTIDE');
  });

  it('checks the alphabet of BLAST inputs against the program chosen (the other one ended as "no data")', async () => {
    const protein = await alice.uploadOne(
      '0',
      'blast-protein.fa',
      '>p\nMNGTEGPNFYVPFSNKTGVVRSPFEAPQYYLAEPWQFSMLAAYMFLL\n',
    );
    const dna = await alice.uploadOne('0', 'blast-dna.fa', `>d\n${'ACGTTGCA'.repeat(8)}\n`);
    expect((await refusal(BLAST, { query: protein, subject: dna })).code).toBe('INPUT_NOT_NUCLEOTIDE');
    const blastp = { program: 'blastp' };
    expect((await refusal(BLAST, { query: dna, subject: protein }, blastp)).code).toBe('INPUT_NOT_PROTEIN');
    const tblastn = await api.submit(BLAST, {
      jobName: 'tblastn',
      inputs: { query: protein, subject: dna },
      params: { program: 'tblastn' },
    });
    expect(tblastn.status).toBe(200);
  });

  it('refuses proteins to prodigal, in the caller’s language', async () => {
    const file = await alice.uploadOne('0', 'proteins.fa', '>p1\nMNGTEGPNFYVPFSNKTGVVRSPFEAPQYYLAEPWQFSMLAAYMFLLIML\n');
    const zh = await fetch(`${server.baseUrl}/api/v1/software/${PRODIGAL}/submit`, {
      method: 'POST',
      headers: { token: alice.token, lang: 'zh', 'content-type': 'application/json' },
      body: JSON.stringify({ jobName: 'x', inputs: { contigs: file } }),
    });
    const body = (await zh.json()) as { code: string; message: string };
    expect(body.code).toBe('INPUT_NOT_NUCLEOTIDE');
    expect(body.message).toContain('proteins.fa');
    expect(body.message).toContain('蛋白质序列');
  });

  it('refuses a name-sorted BAM to bcftools call (0 variants, success), naming the order', async () => {
    const reference = await alice.uploadOne('0', 'ref.fa', `>17\n${'A'.repeat(chr17.length)}\n`);
    const byName = await alice.uploadOne('0', 'byname.bam', bamFile({ sortOrder: 'queryname', contigs: [chr17] }));
    const byNameRefusal = await refusal(BCFTOOLS_CALL, { reference, alignments: [byName] });
    expect(byNameRefusal.code).toBe('INPUT_NOT_SORTED');
    expect(byNameRefusal.message).toContain('(queryname)');
    // Without SO in the header, the records' order decides.
    const unsorted = bamFile({
      contigs: [chr17],
      records: [
        [0, 900],
        [0, 100],
      ],
    });
    const noOrder = await alice.uploadOne('0', 'noorder.bam', unsorted);
    expect((await refusal(BCFTOOLS_CALL, { reference, alignments: [noOrder] })).code).toBe('INPUT_NOT_SORTED');
  });

  it('refuses a BAM of another genome than the reference (0 variants, success), naming the contigs', async () => {
    const other = await alice.uploadOne('0', 'other.fa', '>chrX\nACGTACGT\n');
    const whole17 = { name: '17', length: 81_195_210 };
    const bam = await alice.uploadOne(
      '0',
      'sorted.bam',
      bamFile({ sortOrder: 'coordinate', contigs: [whole17, chr1] }),
    );
    const otherRefusal = await refusal(BCFTOOLS_CALL, { reference: other, alignments: [bam] });
    expect(otherRefusal.code).toBe('INPUT_CONTIGS_MISMATCH');
    expect(otherRefusal.message).toMatch(/"other\.fa".*\(17, 1\)$/);
    // The samtools/bcftools test data: a reference of 4.2 kb of chr17 for BAMs that declare the whole 81 Mb, which
    // its header names as that region.
    const region = await alice.uploadOne('0', 'ref17.fa', `>17 17:1-4200\n${'C'.repeat(chr17.length)}\n`);
    expect(
      (await api.submit(BCFTOOLS_CALL, { jobName: 'x', inputs: { reference: region, alignments: [bam] } })).status,
    ).toBe(200);
  });

  it('refuses a BAM whose contig has another length than the reference’s (another assembly), naming both', async () => {
    const bam = await alice.uploadOne('0', 'region17.bam', bamFile({ sortOrder: 'coordinate', contigs: [chr17] }));
    const longer = await alice.uploadOne('0', 'longer.fa', `>17\n${'C'.repeat(chr17.length + 60)}\n`);
    const mismatch = await refusal(BCFTOOLS_CALL, { reference: longer, alignments: [bam] });
    expect(mismatch).toEqual({
      status: 400,
      code: 'INPUT_CONTIG_LENGTH_MISMATCH',
      message:
        'The file "region17.bam" chosen for "Sorted BAM" does not fit the reference "longer.fa": its contig 17 is 4200 bases long, in the reference 4260; the file was probably made against another assembly of the genome',
    });
    const same = await alice.uploadOne('0', 'same.fa', `>17\n${'C'.repeat(chr17.length)}\n`);
    expect(
      (await api.submit(BCFTOOLS_CALL, { jobName: 'x', inputs: { reference: same, alignments: [bam] } })).status,
    ).toBe(200);
  });

  it('bounds samtools depth "All positions" by the size of the reference (chr17 wrote 1.1 GB)', async () => {
    const chr17Whole = { name: '17', length: 81_195_210 };
    const bam = await alice.uploadOne('0', 'chr17.bam', bamFile({ sortOrder: 'coordinate', contigs: [chr17Whole] }));
    const all = await refusal(SAMTOOLS_DEPTH, { alignments: bam }, { allPositions: true });
    expect(all.code).toBe('INPUT_TOO_MANY_POSITIONS');
    expect(all.message).toMatch(/^With "All positions" on, .* 17 alone has 81195210 \(about 1\.\d GB\), /);
    // Reads on chr17 of a header with chr1 too: the size of chr17 is named, the whole header's as the most, and the
    // region and BED inputs as the way out (tools review: 39 GB named for 1.1 GB, no region suggested).
    const reads17 = bamFile({ sortOrder: 'coordinate', contigs: [chr1, chr17Whole], records: [[1, 100]] });
    const both = await refusal(
      SAMTOOLS_DEPTH,
      { alignments: await alice.uploadOne('0', 'two.bam', reads17) },
      {
        allPositions: true,
      },
    );
    expect(both.message).toMatch(
      /: 17 alone has 81195210 \(about 1\.\d GB\), all contigs of its header 330445831 \(about 4\.1 GB\), more than the 10000000 allowed; give "Region" \/ "Regions \(BED, optional\)" to compute a part, or leave "All positions" off$/,
    );
    const covered = await api.submit(SAMTOOLS_DEPTH, {
      jobName: 'x',
      inputs: { alignments: bam },
      params: { allPositions: false },
    });
    expect(covered.status).toBe(200);
    // A region narrows the table to a part, so all positions of it are fine.
    const region = await api.submit(SAMTOOLS_DEPTH, {
      jobName: 'x',
      inputs: { alignments: bam },
      params: { allPositions: true, region: '17:1-5000' },
    });
    expect(region.status).toBe(200);
  });

  it('answers every problem in details for the form to mark the fields', async () => {
    const fasta = await alice.uploadOne('0', 'r1.fastq', '>s1\nACGT\n');
    const empty = await alice.uploadOne('0', 'r2.fastq', '');
    const answer = await api.submit(FASTP, { jobName: 'x', inputs: { reads: fasta, mates: empty } });
    expect((answer.body.details as { problems: { field: string; code: string }[] }).problems).toEqual([
      {
        field: 'reads',
        code: 'INPUT_FORMAT_MISMATCH',
        params: { found: 'FASTA', expected: 'FASTQ', file: 'r1.fastq' },
      },
      { field: 'mates', code: 'INPUT_NO_DATA', params: { file: 'r2.fastq' } },
    ]);
  });
});

describe('checks between inputs before a job starts', () => {
  const named = (names: string[]) => names.map((n) => `@${n}\nACGTACGTAC\n+\nIIIIIIIIII\n`).join('');
  const ids = (prefix: string, n: number, suffix = '') => Array.from({ length: n }, (_, i) => `${prefix}${i}${suffix}`);

  it('refuses R2 of another library (fastp wrote unrelated "pairs"), naming the first read that differs', async () => {
    const r1 = await alice.uploadOne('0', 'lib_R1.fastq', named(ids('A:1:', 10, ' 1:N:0:ACGT')));
    const other = await alice.uploadOne('0', 'other_R2.fastq', named([...ids('A:1:', 3, ' 2:N:0'), ...ids('B:', 7)]));
    expect(await refusal(FASTP, { reads: r1, mates: other })).toEqual({
      status: 400,
      code: 'INPUT_MATES_MISMATCH',
      message:
        'The file "other_R2.fastq" chosen for "Mates (R2)" does not hold the mates of "lib_R1.fastq": read 4 is B:0 there and A:1:3 in "lib_R1.fastq"; choose the R2 file of the same library (in the same order)',
    });
    // The same reads with their mate comments, or with the older /1 and /2 endings, pair.
    const r2 = await alice.uploadOne('0', 'lib_R2.fastq', named(ids('A:1:', 10, ' 2:N:0:ACGT')));
    expect((await api.submit(FASTP, { jobName: 'x', inputs: { reads: r1, mates: r2 } })).status).toBe(200);
    const old1 = await alice.uploadOne('0', 'old_1.fastq', named(ids('r', 10, '/1')));
    const old2 = await alice.uploadOne('0', 'old_2.fastq', gzipSync(named(ids('r', 10, '/2'))));
    expect((await api.submit(FASTP, { jobName: 'x', inputs: { reads: old1, mates: old2 } })).status).toBe(200);
  });

  it('refuses mates with fewer reads than R1, in the caller’s language', async () => {
    const r1 = await alice.uploadOne('0', 'count_R1.fastq', named(ids('r', 10, '/1')));
    const short = await alice.uploadOne('0', 'count_R2.fastq', named(ids('r', 6, '/2')));
    const zh = await fetch(`${server.baseUrl}/api/v1/software/${FASTP}/submit`, {
      method: 'POST',
      headers: { token: alice.token, lang: 'zh', 'content-type': 'application/json' },
      body: JSON.stringify({ jobName: 'x', inputs: { reads: r1, mates: short } }),
    });
    const answer = (await zh.json()) as { code: string; message: string };
    expect(answer.code).toBe('INPUT_MATES_COUNT');
    expect(answer.message).toBe(
      '为“第二端读段（R2）”选择的文件“count_R2.fastq”不是“count_R1.fastq”的配对读段：它有 6 条读段，“count_R1.fastq”有 10 条；请选择同一文库的 R2 文件',
    );
  });

  it('compares the two read files of bwa mem (it failed with "exit code 1")', async () => {
    const reference = await alice.uploadOne('0', 'pair-ref.fa', `>chr\n${'ACGT'.repeat(40)}\n`);
    const r1 = await alice.uploadOne('0', 'bwa_R1.fastq', named(ids('q', 10)));
    const other = await alice.uploadOne('0', 'bwa_R2.fastq', named(ids('z', 10)));
    const refused = await refusal(BWA_MEM, { reference, reads: [r1, other] });
    expect(refused.code).toBe('INPUT_MATES_MISMATCH');
    expect(refused.message).toMatch(/^The file "bwa_R2\.fastq" chosen for "Reads" does not hold the mates of "bwa_R1/);
    // One file is single-end: nothing to compare.
    expect((await api.submit(BWA_MEM, { jobName: 'x', inputs: { reference, reads: [other] } })).status).toBe(200);
  });

  it('refuses a BED of other contigs than the BAM to samtools depth (it wrote a header-only table)', async () => {
    const bam = await alice.uploadOne('0', 'bed17.bam', bamFile({ sortOrder: 'coordinate', contigs: [chr17] }));
    const bed1 = await alice.uploadOne('0', 'chr1.bed', 'track name=x\nchr1\t10\t20\nchr1\t30\t40\n');
    expect(await refusal(SAMTOOLS_DEPTH, { alignments: bam, regionsBed: bed1 })).toEqual({
      status: 400,
      code: 'INPUT_BED_CONTIGS_MISMATCH',
      message:
        'The file "chr1.bed" chosen for "Regions (BED, optional)" names none of the contigs of "bed17.bam": it has chr1, the alignments have 17; choose regions on the same genome and naming (chr17 and 17 differ)',
    });
    // One line on a contig of the BAM is enough: a BED of the whole genome over one chromosome is fine.
    const mixed = await alice.uploadOne('0', 'mixed.bed', 'chr1\t10\t20\n17\t100\t200\n');
    const depth = await api.submit(SAMTOOLS_DEPTH, { jobName: 'x', inputs: { alignments: bam, regionsBed: mixed } });
    expect(depth.status).toBe(200);
  });

  it('refuses an alignment with a repeated name to FastTree (it failed with "exit code 1")', async () => {
    const repeated = await alice.uploadOne('0', 'dup.fa', '>a x\nAC-T\n>b\nACGT\n>a y\nACGA\n>c\nACGG\n');
    const answer = await refusal(FASTTREE, { alignment: repeated });
    expect(answer.code).toBe('INPUT_DUPLICATE_NAME');
    expect(answer.message).toMatch(/"dup\.fa" .* holds more than one sequence named a;/);
    const unique = await alice.uploadOne('0', 'unique.fa', '>a x\nAC-T\n>b\nACGT\n>a2 y\nACGA\n>c\nACGG\n');
    expect((await api.submit(FASTTREE, { jobName: 'x', inputs: { alignment: unique } })).status).toBe(200);
  });
});
