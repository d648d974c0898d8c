import { expect, it } from 'vitest';
import { COMPUTE_JOB_STATUS_TEXT_KEYS, LOCALES, TASK_JOB_STATUS_TEXT_KEYS, type TextTree } from '@biocloud/contracts';
import { readTextFiles } from './index';

const bundles = readTextFiles();
const keys = [...Object.values(TASK_JOB_STATUS_TEXT_KEYS), ...Object.values(COMPUTE_JOB_STATUS_TEXT_KEYS)];

function textAt(tree: TextTree, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as TextTree | undefined)?.[part], tree);
}

it.each(LOCALES)('%s names every task and compute job status', (locale) => {
  expect(keys.filter((key) => typeof textAt(bundles[locale], key) !== 'string')).toEqual([]);
});

it('a stopped job reads the same whichever its kind', () => {
  expect(COMPUTE_JOB_STATUS_TEXT_KEYS.KILLED).toBe(TASK_JOB_STATUS_TEXT_KEYS.killed);
});
