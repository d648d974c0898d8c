import type { TextTree } from '@biocloud/contracts';

/** Keys from `base` fill in what `kept` lacks; values already in `kept` (admin edits) win. */
export function mergeKeepingExisting(base: TextTree, kept: TextTree | undefined): TextTree {
  if (!kept) return base;
  const out: TextTree = { ...base };
  for (const [key, value] of Object.entries(kept)) {
    const from = base[key];
    out[key] = typeof value === 'object' && typeof from === 'object' ? mergeKeepingExisting(from, value) : value;
  }
  return out;
}
