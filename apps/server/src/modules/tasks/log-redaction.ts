import path from 'node:path';
import type { InputLinks } from './input-links';

/*
 * A job's log is shown to its owner, but tools print the paths they were given: the job's work dir (and through it
 * the server's work root, where the other steps of a compute job run), and, when they resolve an input's link, the
 * blob store's file behind it. Those absolute paths say how the server is laid out, so the log shows them relative
 * to the job's own folder: <work dir>/in/reads.fq -> in/reads.fq, a sibling step's <work root>/<id>/out/x ->
 * ../<id>/out/x, an input's stored file -> in/<its name>, and any other stored file -> STORED_FILE (issue 14).
 */

/** What a path in the blob store that is none of the job's inputs shows as: where it is says nothing to the user. */
export const STORED_FILE = '<stored file>';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A prefix counts only where it ends a path segment. */
const SEGMENT_END = '(?=/|\\b|$)';
/** Where a path printed in a log ends: blob store paths hold none of these. */
const PATH_REST = '(?:/[^\\s\'"`:;,()\\[\\]{}<>]*)?';

interface Prefix {
  /** The literal the pattern starts with: the longest is tried first. */
  literal: string;
  pattern: string;
  replace: (matched: string) => string;
}

function prefixes(workDir: string, inputs: InputLinks | undefined): Prefix[] {
  const dir = path.resolve(workDir);
  const root = path.dirname(dir);
  const list: Prefix[] = [
    { literal: dir, pattern: `${escape(dir)}${SEGMENT_END}/?`, replace: (m) => (m.endsWith('/') ? '' : '.') },
    { literal: root, pattern: `${escape(root)}${SEGMENT_END}/?`, replace: (m) => (m.endsWith('/') ? '../' : '..') },
  ];
  for (const [stored, name] of Object.entries(inputs?.links ?? {})) {
    // An index a tool made beside the resolved input (<stored>.fai) follows it: in/<name>.fai.
    list.push({ literal: stored, pattern: `${escape(stored)}(?![\\w-])`, replace: () => name });
  }
  if (inputs?.storeRoot) {
    const store = path.resolve(inputs.storeRoot);
    list.push({ literal: store, pattern: `${escape(store)}(?![\\w.-])${PATH_REST}`, replace: () => STORED_FILE });
  }
  return list.sort((a, b) => b.literal.length - a.literal.length);
}

/** Replaces the server's paths in a log text: the work dir's and root's by relative ones, the blob store's by names. */
export function redactServerPaths(text: string, workDir: string, inputs?: InputLinks): string {
  const dir = path.resolve(workDir);
  if (path.dirname(dir) === dir) return text;
  const list = prefixes(dir, inputs);
  const pattern = new RegExp(list.map((p) => `(${p.pattern})`).join('|'), 'g');
  return text.replace(pattern, (matched: string, ...groups: unknown[]) => {
    const at = groups.findIndex((group) => group !== undefined);
    return list[at]?.replace(matched) ?? matched;
  });
}
