import { FILE_NAME_MAX_LENGTH } from '@biocloud/contracts';

/*
 * Names for copies that keep both: reads.fastq.gz becomes reads(1).fastq.gz, then reads(2).fastq.gz. A compression
 * suffix stays with the extension before it so the copy keeps its type.
 */

const COMPRESSION_EXTENSIONS = new Set(['gz', 'bgz', 'bz2', 'xz', 'zst']);

/** The name cut before its extension; the extension keeps its dot. Names starting with a dot have none. */
export function splitName(name: string): { base: string; ext: string } {
  let dot = name.lastIndexOf('.');
  if (dot <= 0 || dot === name.length - 1) return { base: name, ext: '' };
  if (COMPRESSION_EXTENSIONS.has(name.slice(dot + 1).toLowerCase())) {
    const inner = name.lastIndexOf('.', dot - 1);
    if (inner > 0) dot = inner;
  }
  return { base: name.slice(0, dot), ext: name.slice(dot) };
}

/** The n-th copy's name, its base shortened when the whole would pass FILE_NAME_MAX_LENGTH. */
export function numberedName(name: string, n: number): string {
  const { base, ext } = splitName(name);
  const suffix = `(${n})${ext}`;
  const room = Math.max(1, FILE_NAME_MAX_LENGTH - suffix.length);
  return `${Array.from(base).slice(0, room).join('')}${suffix}`;
}

/** The name itself when free, else the first numbered name that is. */
export function freeName(name: string, taken: ReadonlySet<string>): string {
  if (!taken.has(name)) return name;
  for (let n = 1; ; n++) {
    const candidate = numberedName(name, n);
    if (!taken.has(candidate)) return candidate;
  }
}

/** What numbered names of `name` start with, to look up the taken ones. */
export function numberedNamePrefix(name: string): string {
  return `${splitName(name).base}(`;
}
