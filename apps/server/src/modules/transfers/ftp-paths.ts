/*
 * Paths of the FTP view of a user's private space. They name rows by folder and file names, never a path on disk,
 * so nothing can reach outside the space; a path climbing above its root is refused rather than clamped, so
 * `cd ../..` or `get ../../etc/passwd` fails loudly instead of silently meaning something else.
 */

/** The folder and file names a path leads to from `cwd`; null when it climbs above the root or holds a NUL. */
export function resolveFtpPath(cwd: readonly string[], input: string): string[] | null {
  if (input.includes('\0')) return null;
  const segments = input.startsWith('/') ? [] : [...cwd];
  for (const segment of input.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') {
      if (segments.length === 0) return null;
      segments.pop();
      continue;
    }
    segments.push(segment);
  }
  return segments;
}

export function ftpPathText(segments: readonly string[]): string {
  return `/${segments.join('/')}`;
}
