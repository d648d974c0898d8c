import type { TextTree } from '@biocloud/contracts';

type TextValue = TextTree[string];

/**
 * The texts a start writes for one namespace: the repo files' values, except where the database holds an edit.
 * A value counts as edited when it differs from what the last start seeded (`seeded`); without such a record (rows
 * from before it was kept, when no editing surface existed) nothing counts as edited. So a new release's wording
 * reaches every key nobody changed, and an admin's change survives upgrades. Keys gone from the files stay only
 * when edited.
 */
export function mergeTextUpgrade(
  files: TextTree,
  stored: TextTree | undefined,
  seeded: TextTree | undefined,
): TextTree {
  if (!stored || !seeded) return files;
  return mergeLevel(files, stored, seeded) as TextTree;
}

function mergeLevel(
  files: TextValue | undefined,
  stored: TextValue,
  seeded: TextValue | undefined,
): TextValue | undefined {
  if (isTree(stored)) {
    const fileTree = isTree(files) ? files : {};
    const seededTree = isTree(seeded) ? seeded : {};
    const out: TextTree = {};
    for (const key of new Set([...Object.keys(fileTree), ...Object.keys(stored)])) {
      const value =
        key in stored ? mergeLevel(fileTree[key], stored[key] as TextValue, seededTree[key]) : fileTree[key];
      if (value !== undefined) out[key] = value;
    }
    // A tree the files replaced by a plain value, with nothing edited in it, becomes the files' value.
    return Object.keys(out).length > 0 || files === undefined ? out : files;
  }
  const edited = stored !== seeded;
  return edited ? stored : files;
}

function isTree(value: TextValue | undefined): value is TextTree {
  return typeof value === 'object' && value !== null;
}
