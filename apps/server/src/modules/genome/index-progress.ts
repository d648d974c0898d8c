import { readdir, readFile, readlink } from 'node:fs/promises';

/*
 * How far the indexing programs have read their source, from Linux's /proc: the programs (samtools, bcftools, tabix,
 * gzip in a pipe) read it from start to end, so the offset of the descriptor they hold on it, over its size, is the
 * share done. The programs say nothing of it themselves. Elsewhere (no /proc), or between two programs, there is no
 * figure (null) and the viewer shows that it waits without one.
 */

const PROC = '/proc';

async function text(file: string): Promise<string | null> {
  return readFile(file, 'utf8').catch(() => null);
}

/** The process and every process below it (a pipe's shell, its programs). */
async function withDescendants(pid: number): Promise<number[]> {
  const all: number[] = [];
  const queue = [pid];
  while (queue.length > 0) {
    const next = queue.shift()!;
    all.push(next);
    const children = await text(`${PROC}/${next}/task/${next}/children`);
    queue.push(...(children ?? '').split(/\s+/).filter(Boolean).map(Number));
  }
  return all;
}

/** The furthest offset any of these processes holds on `file` (a resolved path), or null when none has it open. */
async function offsetIn(pids: readonly number[], file: string): Promise<number | null> {
  let furthest: number | null = null;
  for (const pid of pids) {
    const fds = await readdir(`${PROC}/${pid}/fd`).catch(() => [] as string[]);
    for (const fd of fds) {
      if ((await readlink(`${PROC}/${pid}/fd/${fd}`).catch(() => null)) !== file) continue;
      const pos = /^pos:\s*(\d+)/m.exec((await text(`${PROC}/${pid}/fdinfo/${fd}`)) ?? '');
      if (pos) furthest = Math.max(furthest ?? 0, Number(pos[1]));
    }
  }
  return furthest;
}

/**
 * The share (0..1) of `file` (`size` bytes, its real path) that the programs running as `groups` have read, or null
 * when none of them reads it now.
 */
export async function readShare(groups: Iterable<number>, file: string, size: number): Promise<number | null> {
  const pids = (await Promise.all([...groups].map(withDescendants))).flat();
  const offset = await offsetIn(pids, file);
  if (offset === null) return null;
  return size > 0 ? Math.min(1, offset / size) : 1;
}
