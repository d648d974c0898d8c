import { QUICK_SEARCH_KINDS, type QuickSearchHit, type QuickSearchQuery } from '@biocloud/contracts';
import type { QuickSearchRepository } from './quick-search.repository';

const LOOKUP = {
  project: 'projects',
  file: 'files',
  task: 'tasks',
  workflow: 'workflows',
} as const satisfies Record<(typeof QUICK_SEARCH_KINDS)[number], keyof QuickSearchRepository>;

/**
 * Up to `limitSize` hits in all, taken in turn from each kind (a project, a file, a task, a compute job, then the
 * second of each...), so one kind with many matches does not push the others out.
 */
export function interleave(lists: readonly (readonly QuickSearchHit[])[], limit: number): QuickSearchHit[] {
  const out: QuickSearchHit[] = [];
  for (let i = 0; out.length < limit && lists.some((list) => i < list.length); i++) {
    for (const list of lists) {
      const hit = list[i];
      if (hit && out.length < limit) out.push(hit);
    }
  }
  return out;
}

export function createQuickSearchService(repo: QuickSearchRepository) {
  return {
    async search(userId: string, query: QuickSearchQuery): Promise<QuickSearchHit[]> {
      const lists = await Promise.all(
        QUICK_SEARCH_KINDS.map((kind) => repo[LOOKUP[kind]](userId, query.term, query.limitSize)),
      );
      return interleave(lists, query.limitSize);
    },
  };
}

export type QuickSearchService = ReturnType<typeof createQuickSearchService>;
