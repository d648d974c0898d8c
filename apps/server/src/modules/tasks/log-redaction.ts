import path from 'node:path';

/*
 * A job's log is shown to its owner, but tools print the paths they were given: the job's work dir (and through it
 * the server's work root, where the other steps of a compute job run). Those absolute paths say how the server is laid
 * out, so the log shows them relative to the job's own folder: <work dir>/in/reads.fq -> in/reads.fq, a sibling
 * step's <work root>/<id>/out/x -> ../<id>/out/x (issue 14 item 10).
 */

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Replaces the work dir and the work root in a log text by paths relative to the work dir. */
export function redactServerPaths(text: string, workDir: string): string {
  const dir = path.resolve(workDir);
  const root = path.dirname(dir);
  if (root === dir) return text;
  // The longer prefix first; a prefix counts only where it ends a path segment.
  const pattern = new RegExp(`(${escape(dir)}|${escape(root)})(?=/|\\b|$)(/?)`, 'g');
  return text.replace(pattern, (_, prefix: string, slash: string) =>
    prefix === dir ? (slash ? '' : '.') : slash ? '../' : '..',
  );
}
