import { fileTypeFromName, type ToolManifest } from '@biocloud/contracts';

/**
 * An output's declared type must be the type its files get when stored (files take their type from their name), so
 * the result list and the form's accepted types agree. Patterns with wildcards are checked by their fixed suffix.
 */
export function outputTypeProblems(manifest: ToolManifest): string[] {
  const problems: string[] = [];
  for (const output of manifest.outputs) {
    const name = output.stdout ?? output.glob ?? '';
    const suffix = name.slice(Math.max(name.lastIndexOf('*'), name.lastIndexOf('?')) + 1);
    if (!suffix.includes('.')) continue;
    const stored = fileTypeFromName(`x${suffix.slice(suffix.indexOf('.'))}`);
    if (stored !== output.type) {
      problems.push(`output "${output.name}" is declared ${output.type} but its files are stored as ${stored}`);
    }
  }
  for (const expectation of manifest.example.expect) {
    const known = manifest.outputs.some((o) =>
      o.stdout ? o.stdout === expectation.file : globToRegExp(o.glob ?? '').test(expectation.file),
    );
    if (!known) problems.push(`example expects ${expectation.file}, which no output produces`);
  }
  return problems;
}

/** An output pattern as a regular expression over one file name: `*` any run of characters, `?` one. */
export function globToRegExp(glob: string): RegExp {
  const body = [...glob]
    .map((c) => (c === '*' ? '.*' : c === '?' ? '.' : c.replace(/[.+^${}()|[\]\\-]/g, '\\$&')))
    .join('');
  return new RegExp(`^${body}$`, 's');
}
