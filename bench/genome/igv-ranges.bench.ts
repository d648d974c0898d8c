import { spawn } from 'node:child_process';
import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import path from 'node:path';
import { once } from 'node:events';
import { BAI } from '@gmod/bam';
import { LocalFile } from 'generic-filehandle2';
import { TOKEN_HEADER, type GenomeOpenResponse, type GenomeTrack } from '@biocloud/contracts';
import { judge, type BenchOutcome } from '../harness';
import { interleavedTimings, latencySide, seededRandom } from '../stats';
import { hasCommand } from '../support/commands';
import { withServerProcess } from '../support/server-process';
import { userFiles } from '../support/stored-files';

const NAME = 'genome viewer: the Range reads igv.js makes on a BAM';
const GENOME_BP = 2_000_000;
const READS = 400_000;
const READ_LENGTH = 100;
/** A view as igv.js opens one on alignments (its visibility window is 30 kb). */
const VIEW_BP = 10_000;
/** Views per second of BENCH_SECONDS, on each side. */
const VIEWS_PER_SECOND = 10;
const WARMUP_VIEWS = 3;
/** igv.js reads a BGZF chunk through its last block, which is at most this long. */
const BGZF_BLOCK_MAX = 65_536;
const TARGET_RATIO = 2;
/** HTTP's own cost per view of a few ranges (session lookup, access check, headers), beside the bytes. */
const ALLOWANCE_MS = 5;

interface ByteRange {
  start: number;
  end: number;
}

/** A sorted BAM of READS reads on one random contig, written by samtools from SAM made here. */
async function syntheticBam(dir: string): Promise<string> {
  const random = seededRandom(7);
  const genome = Array.from({ length: GENOME_BP }, () => 'ACGT'[Math.floor(random() * 4)]).join('');
  const starts = Array.from({ length: READS }, () => Math.floor(random() * (GENOME_BP - READ_LENGTH))).sort(
    (a, b) => a - b,
  );
  const bam = path.join(dir, 'bench.bam');
  const samtools = spawn('samtools', ['view', '--no-PG', '-b', '-o', bam, '-'], {
    stdio: ['pipe', 'ignore', 'inherit'],
  });
  const write = (text: string) => (samtools.stdin.write(text) ? undefined : once(samtools.stdin, 'drain'));
  await write(`@HD\tVN:1.6\tSO:coordinate\n@SQ\tSN:chr1\tLN:${GENOME_BP}\n`);
  const quality = 'I'.repeat(READ_LENGTH);
  for (const [i, start] of starts.entries()) {
    const seq = genome.slice(start, start + READ_LENGTH);
    await write(`r${i}\t${i % 2 ? 16 : 0}\tchr1\t${start + 1}\t60\t${READ_LENGTH}M\t*\t0\t0\t${seq}\t${quality}\n`);
  }
  samtools.stdin.end();
  const [code] = (await once(samtools, 'exit')) as [number];
  if (code !== 0) throw new Error(`samtools view exited ${code}`);
  return bam;
}

/**
 * The byte ranges igv.js reads for one view: the BAI's chunks for the region (the index it fetched once per
 * session), each read from its first block through its last block, as igv's BGZF block loader does.
 */
async function viewRanges(index: BAI, fileSize: number, start: number): Promise<ByteRange[]> {
  const chunks = await index.blocksForRange(0, start, start + VIEW_BP);
  return chunks.map((chunk) => ({
    start: chunk.minv.blockPosition,
    end: Math.min(fileSize, chunk.maxv.blockPosition + BGZF_BLOCK_MAX) - 1,
  }));
}

/** How often the open is asked again while the server indexes the file, as the viewer does (more often here). */
const ASK_AGAIN_MS = 100;

/** Opens the file as the viewer does: asks until the server has indexed it in the background. */
async function openTrack(url: string, headers: Record<string, string>): Promise<GenomeTrack> {
  for (;;) {
    const res = await fetch(url, { method: 'POST', headers });
    if (!res.ok) throw new Error(`open: HTTP ${res.status} ${await res.text()}`);
    const answer = (await res.json()) as GenomeOpenResponse;
    if (answer.state === 'ready') return answer;
    await new Promise((resolve) => setTimeout(resolve, ASK_AGAIN_MS));
  }
}

/**
 * A session of igv.js over a synthetic 2 Mbp BAM of 400,000 reads: random 10 kb views, each the Range GETs igv.js
 * makes (derived from the BAI's chunks for the view, read through their last BGZF block) on
 * /api/v1/files/:uuid/download, against reading the same byte ranges from the blob file directly (open, read,
 * close per range), view by view in alternating order. Also prints the time of the first open until the track is
 * ready, while the server makes the BAI (samtools index) in the background.
 */
export async function benchIgvRanges(seconds: number): Promise<BenchOutcome> {
  if (!(await hasCommand('samtools'))) return { name: NAME, skipped: 'samtools is not on PATH' };
  return withServerProcess('biocloud-bench-igv-', async (server, dir) => {
    const files = await userFiles(server.db, server.storageDir, server.user.id);
    const [bam] = await files.put([{ name: 'bench.bam', source: createReadStream(await syntheticBam(dir)) }]);
    const headers = { [TOKEN_HEADER]: server.user.token };
    const opened = performance.now();
    const track = await openTrack(`${server.baseUrl}/api/v1/files/${bam!.fileUuid}/genome`, headers);
    const openMs = performance.now() - opened;

    const baiPath = path.join(dir, 'bench.bam.bai');
    const bai = await fetch(`${server.baseUrl}${track.indexUrl}`, { headers });
    const handle = await open(baiPath, 'w');
    await handle.writeFile(Buffer.from(await bai.arrayBuffer()));
    await handle.close();
    const index = new BAI({ filehandle: new LocalFile(baiPath) });

    const random = seededRandom(11);
    const randomView = () => viewRanges(index, bam!.size, Math.floor(random() * (GENOME_BP - VIEW_BP)));
    const views = await Promise.all(Array.from({ length: seconds * VIEWS_PER_SECOND }, randomView));
    const viewOf = async (call: number) => (call < 0 ? randomView() : views[call]!);

    const overHttp = async (call: number) => {
      for (const range of await viewOf(call)) {
        const answer = await fetch(`${server.baseUrl}${track.dataUrl}`, {
          headers: { ...headers, range: `bytes=${range.start}-${range.end}` },
        });
        const body = await answer.arrayBuffer();
        if (answer.status !== 206 || body.byteLength !== range.end - range.start + 1) {
          throw new Error(`range ${range.start}-${range.end}: HTTP ${answer.status}, ${body.byteLength} bytes`);
        }
      }
    };
    const direct = async (call: number) => {
      for (const range of await viewOf(call)) {
        const file = await open(bam!.path, 'r');
        try {
          const length = range.end - range.start + 1;
          const { bytesRead } = await file.read(Buffer.alloc(length), 0, length, range.start);
          if (bytesRead !== length) throw new Error(`read ${bytesRead} of ${length} bytes`);
        } finally {
          await file.close();
        }
      }
    };

    const { subjectMs, referenceMs } = await interleavedTimings({
      calls: views.length,
      warmup: WARMUP_VIEWS,
      subject: overHttp,
      reference: direct,
    });
    const rangesPerView = views.reduce((sum, v) => sum + v.length, 0) / views.length;
    const subject = latencySide('Range GETs of a view (/download)', subjectMs);
    return judge({
      name: `${NAME} (${(bam!.size / 2 ** 20).toFixed(1)} MiB, ${rangesPerView.toFixed(1)} ranges per 10 kb view)`,
      subject: { ...subject, details: { ...subject.details, 'first open (makes the BAI) ms': Math.round(openMs) } },
      reference: latencySide('open + read + close of the same ranges', referenceMs),
      target: { better: 'lower', ratio: TARGET_RATIO, allowance: ALLOWANCE_MS },
      checks: [],
    });
  });
}
