export interface QuickSearchCandidate {
  title: string;
  path: string;
}

/** Case-insensitive match on the title, best (prefix) matches first, at most `limit`. */
export function searchRoutes(
  candidates: readonly QuickSearchCandidate[],
  query: string,
  limit: number,
): QuickSearchCandidate[] {
  const q = query.trim().toLowerCase();
  if (!q) return [];
  const hits = candidates.filter((c) => c.title.toLowerCase().includes(q));
  const starts = hits.filter((c) => c.title.toLowerCase().startsWith(q));
  const rest = hits.filter((c) => !c.title.toLowerCase().startsWith(q));
  return [...starts, ...rest].slice(0, limit);
}
