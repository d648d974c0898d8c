import { TOKEN_HEADER, type PreviewResponse } from '@biocloud/contracts';
import { PAGE_BYTES, pageCount } from '@biocloud/server/src/modules/files/text-pages';
import { judge, type BenchResult } from '../harness';
import { GiB, interleavedTimings, latencySide, seededRandom } from '../stats';
import { run } from '../support/commands';
import { fastqSource } from '../support/generated-data';
import { withServerProcess } from '../support/server-process';
import { userFiles } from '../support/stored-files';

const FASTQ_BYTES = 5 * GiB;
/** Pages read per second of BENCH_SECONDS, on each side. */
const PAGES_PER_SECOND = 20;
const WARMUP_PAGES = 5;
const TARGET_RATIO = 2;
const WARM_P50_LIMIT_MS = 50;

/**
 * Random pages of a 5 GiB FASTQ through POST /api/v1/files/preview (session, access check, blob lookup, one read
 * around the page, line alignment, JSON), against `tail -c +OFFSET file | head -c PAGE` on the same blob file, page
 * by page in alternating order. The file was just written, so both read from a warm page cache.
 */
export async function benchPreview(seconds: number): Promise<BenchResult> {
  return withServerProcess('biocloud-bench-preview-', async (server) => {
    const files = await userFiles(server.db, server.storageDir, server.user.id);
    const [fastq] = await files.put([{ name: 'reads.fastq', source: fastqSource(FASTQ_BYTES).stream }]);
    const totalPages = pageCount(fastq!.size);
    const random = seededRandom(42);
    const randomPage = () => 1 + Math.floor(random() * totalPages);

    const preview = async (pageNow: number) => {
      const res = await fetch(`${server.baseUrl}/api/v1/files/preview`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [TOKEN_HEADER]: server.user.token },
        body: JSON.stringify({ fileUuid: fastq!.fileUuid, pageNow }),
      });
      const body = (await res.json()) as PreviewResponse;
      if (!res.ok || body.page.pagenow !== pageNow || body.content.length === 0) {
        throw new Error(`preview of page ${pageNow}: HTTP ${res.status} ${JSON.stringify(body).slice(0, 200)}`);
      }
    };
    const tailHead = async (pageNow: number) => {
      const offset = (pageNow - 1) * PAGE_BYTES + 1;
      const script = 'tail -c +"$1" "$2" | head -c "$3"';
      const out = await run('sh', ['-c', script, 'sh', String(offset), fastq!.path, String(PAGE_BYTES)]);
      if (out.length === 0) throw new Error(`tail | head gave nothing at ${offset}`);
    };

    // The same random page for both sides of a call; warm-up calls read pages of their own.
    const pages = Array.from({ length: seconds * PAGES_PER_SECOND }, randomPage);
    const pageOf = (call: number) => (call < 0 ? randomPage() : pages[call]!);
    const { subjectMs, referenceMs } = await interleavedTimings({
      calls: pages.length,
      warmup: WARMUP_PAGES,
      subject: (call) => preview(pageOf(call)),
      reference: (call) => tailHead(pageOf(call)),
    });
    const subject = latencySide('POST /api/v1/files/preview (random page)', subjectMs);
    return judge({
      name: `preview (random 64 KiB pages of a ${(fastq!.size / GiB).toFixed(1)} GiB FASTQ, warm)`,
      subject,
      reference: latencySide('tail -c +OFFSET | head -c 65536', referenceMs),
      target: { better: 'lower', ratio: TARGET_RATIO },
      checks: [{ label: 'warm p50', value: subject.value, unit: 'ms', limit: WARM_P50_LIMIT_MS, better: 'lower' }],
    });
  });
}
