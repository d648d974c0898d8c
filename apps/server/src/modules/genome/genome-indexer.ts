import { spawn } from 'node:child_process';
import { access } from 'node:fs/promises';
import path from 'node:path';
import type { GenomeFileType, GenomePart } from '@biocloud/contracts';

/*
 * Makes what igv.js needs to read a data file by Range: its index, and a bgzip copy when the file is not
 * block-compressed (a plain or gzip VCF, BED or FASTA cannot be read in pieces). The programs are the field's own
 * (samtools, bcftools, tabix, bgzip); their arguments are paths this module chose, never a user's text. The source is
 * given as a link named with the extension the programs expect, in a work folder where their outputs land.
 */

/** Where a run of the programs reports: the pids running now (for index-progress.ts), and when to stop. */
export interface IndexRun {
  signal?: AbortSignal;
  /** Process groups of the programs running now (a pipe's shell leads its own). */
  pids?: Set<number>;
}

/** How the file's bytes are compressed, from its first bytes. */
export type Compression = 'none' | 'gzip' | 'bgzf';

const GZIP_MAGIC = [0x1f, 0x8b];
/** FEXTRA flag of a gzip header; BGZF puts its block size in an extra field with the ids 'B', 'C'. */
const FLAG_EXTRA = 0x04;

export function compressionOf(head: Uint8Array): Compression {
  if (head[0] !== GZIP_MAGIC[0] || head[1] !== GZIP_MAGIC[1]) return 'none';
  const bgzf = ((head[3] ?? 0) & FLAG_EXTRA) !== 0 && head[12] === 0x42 && head[13] === 0x43;
  return bgzf ? 'bgzf' : 'gzip';
}

/** Bytes compressionOf reads. */
export const COMPRESSION_HEAD_BYTES = 16;

/** A program refused the file; `reason` is its last line of complaint. */
export class IndexingFailed extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'IndexingFailed';
  }
}

/** Longest cause line kept for the user. */
const CAUSE_MAX_CHARS = 300;

/** htslib's error lines ("[E::hts_idx_push] Unsorted positions ..."): the first says why; later ones are echoes. */
const HTS_ERROR = /^\[E::\w+\]\s*/;

/** The line that says why, without htslib's prefix or the work folder's path (the user never sees the server's). */
function causeOf(stderr: string, work: string): string {
  const lines = stderr
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
  const line = lines.find((l) => HTS_ERROR.test(l)) ?? lines.at(-1) ?? '';
  return line.replace(HTS_ERROR, '').replaceAll(`${work}${path.sep}`, '').slice(0, CAUSE_MAX_CHARS);
}

/** The end of a program's complaints kept (its first error line is searched in it). */
const STDERR_KEPT_CHARS = 64 * 1024;

/**
 * Runs a program in a process group of its own, so that stopping the run (the server stops, the content is gone)
 * ends a pipe's every process, not only its shell. A stopped run rejects with the signal's reason.
 */
function program(file: string, args: string[], cwd: string, run: IndexRun): Promise<void> {
  return new Promise((resolve, reject) => {
    if (run.signal?.aborted) return reject(run.signal.reason as Error);
    const child = spawn(file, args, { cwd, detached: true, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-STDERR_KEPT_CHARS);
    });
    const stop = () => {
      try {
        if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
      } catch {
        // The group ended meanwhile.
      }
    };
    if (child.pid !== undefined) run.pids?.add(child.pid);
    run.signal?.addEventListener('abort', stop, { once: true });
    const settle = (error: Error | null) => {
      run.signal?.removeEventListener('abort', stop);
      if (child.pid !== undefined) run.pids?.delete(child.pid);
      if (run.signal?.aborted) reject(run.signal.reason as Error);
      else if (error) reject(error);
      else resolve();
    };
    child.once('error', (error) => settle(new IndexingFailed(`${file}: ${error.message}`)));
    child.once('close', (code) => settle(code === 0 ? null : new IndexingFailed(causeOf(stderr, cwd))));
  });
}

/** A shell pipe of fixed text; the paths come as $1, $2, ... and are never part of the script. */
function pipe(script: string, args: string[], cwd: string, run: IndexRun): Promise<void> {
  return program('bash', ['-c', `set -o pipefail; ${script}`, 'pipe', ...args], cwd, run);
}

/** Lines of a BED file that are not features (UCSC track and browser lines, comments). */
const BED_FEATURES_ONLY = "awk '!/^(track|browser|#)/'";

export interface MadeParts {
  /** Where each part was written in the work folder. */
  files: Partial<Record<GenomePart, string>>;
}

/**
 * Indexes `source` (a link in `work` named as the programs expect, see linkName) and answers the parts made. A
 * failure of the programs is an IndexingFailed naming the cause.
 */
export async function makeGenomeParts(
  type: GenomeFileType,
  compression: Compression,
  source: string,
  work: string,
  run: IndexRun = {},
): Promise<MadeParts> {
  const at = (name: string) => path.join(work, name);
  switch (type) {
    case 'bam':
      await program('samtools', ['index', '-b', source, at('index.bai')], work, run);
      return { files: { index: at('index.bai') } };
    case 'cram':
      await program('samtools', ['index', source, at('index.crai')], work, run);
      return { files: { index: at('index.crai') } };
    case 'vcf': {
      let data = source;
      if (compression !== 'bgzf') {
        data = at('data.vcf.gz');
        await program('bcftools', ['sort', '-Oz', '-T', work, '-o', data, source], work, run);
      }
      await program('tabix', ['-f', '-p', 'vcf', data], work, run);
      return { files: { index: `${data}.tbi`, ...(data !== source && { data }) } };
    }
    case 'bed': {
      let data = source;
      if (compression !== 'bgzf') {
        data = at('data.bed.gz');
        const script = `gzip -cdf "$1" | ${BED_FEATURES_ONLY} | sort -k1,1 -k2,2n -T "$3" | bgzip -c > "$2"`;
        await pipe(script, [source, data, work], work, run);
      }
      await program('tabix', ['-f', '-p', 'bed', data], work, run);
      return { files: { index: `${data}.tbi`, ...(data !== source && { data }) } };
    }
    case 'fasta': {
      let data = source;
      if (compression === 'gzip') {
        data = at('data.fa.gz');
        await pipe('gzip -cd "$1" | bgzip -c > "$2"', [source, data], work, run);
      }
      await program('samtools', ['faidx', data], work, run);
      const gzi = `${data}.gzi`;
      const hasGzi = compression !== 'none' && (await exists(gzi));
      return { files: { index: `${data}.fai`, ...(data !== source && { data }), ...(hasGzi && { gzi }) } };
    }
  }
}

async function exists(file: string): Promise<boolean> {
  return access(file).then(
    () => true,
    () => false,
  );
}

/** The name the source is linked under in the work folder: programs read the format from it and write beside it. */
export function linkName(type: GenomeFileType, compression: Compression): string {
  // BAM is always block-compressed and named without a suffix for it.
  const gz = compression === 'none' || type === 'bam' ? '' : '.gz';
  return `source.${type === 'fasta' ? 'fa' : type}${gz}`;
}
