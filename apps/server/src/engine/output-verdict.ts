import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileTypeFromName } from '@biocloud/contracts';
import { STDERR_LOG } from '@biocloud/executor';

/*
 * What a run's log and results say beyond its exit code: programs that exit 0 after an error (seqkit's [ERRO],
 * mpileup's "not sorted"), results without data though data went in (fastp given FASTA, MAFFT given gzip), and the
 * line of a failed run's log that tells why, which is often not its last ("failed to read header from -" follows
 * the real cause). Logs and results are read as streams, and only as far as needed.
 */

/** Bytes of a log read at most: a program flooding its log with one warning says it early. */
const LOG_SCAN_BYTES = 16 * 1024 * 1024;
/** Bytes of a result read at most to find a data line; past them it has data (a header is never this long). */
const RESULT_SCAN_BYTES = 64 * 1024 * 1024;
/** Longest cause line kept: enough for a message, not for a dump. */
const LINE_MAX = 300;

/** Lines that read as an error or its cause, whatever the program: htslib's [E::], seqkit's [ERRO], words. */
const CAUSE_LINE =
  /\[E::|\[ERRO\]|\b(error|fail(s|ed|ure)?|fatal|cannot|can't|could not|unable|not found|invalid|unexpected|truncated|appears to be empty|not sorted|no such file|unknown file type|only \d+ sequences? found|wrong)\b/i;
const ANSI = /\x1b\[[0-9;]*m/g;

/** Text types judged by their lines; a result of another type (BAM, images, HTML) is empty only at 0 bytes. */
const LINE_TYPES = new Set(['fasta', 'fastq', 'vcf', 'bed', 'gff', 'sam', 'txt', 'nwk', 'xls_txt', 'sf']);
/** Tables whose first line is a header, not data. */
const HEADED_TYPES = new Set(['xls_txt', 'sf']);

export interface LogFindings {
  /** The first line matching one of the manifest's logErrors. */
  errorLine: string | null;
  /** The first line that reads as an error or its cause. */
  causeLine: string | null;
}

const clean = (line: string) => line.replace(ANSI, '').trim().slice(0, LINE_MAX);

async function* linesOf(file: string, maxBytes: number): AsyncGenerator<string> {
  const stream = createReadStream(file, { end: maxBytes - 1, encoding: 'utf8' });
  try {
    yield* createInterface({ input: stream, crlfDelay: Infinity });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  } finally {
    stream.destroy();
  }
}

export async function scanLog(workDir: string, logErrors: readonly string[]): Promise<LogFindings> {
  const patterns = logErrors.map((p) => new RegExp(p, 'u'));
  let causeLine: string | null = null;
  for await (const raw of linesOf(path.join(workDir, STDERR_LOG), LOG_SCAN_BYTES)) {
    const line = clean(raw);
    if (line === '') continue;
    if (patterns.some((p) => p.test(line))) return { errorLine: line, causeLine: causeLine ?? line };
    if (causeLine === null && CAUSE_LINE.test(line)) causeLine = line;
  }
  return { errorLine: null, causeLine };
}

/** Whether a result file holds data: a line that is not blank, a comment or a table's header. */
export async function hasData(file: string, name: string): Promise<boolean> {
  const size = (await stat(file)).size;
  const type = fileTypeFromName(name);
  if (size === 0) return false;
  if (!LINE_TYPES.has(type) || name.endsWith('.gz')) return true;
  let headerLeft = HEADED_TYPES.has(type) ? 1 : 0;
  for await (const raw of linesOf(file, RESULT_SCAN_BYTES)) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    if (headerLeft-- > 0) continue;
    return true;
  }
  return size > RESULT_SCAN_BYTES;
}
