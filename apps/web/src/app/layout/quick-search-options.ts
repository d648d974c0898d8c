export interface QuickSearchCandidate {
  /** What the suggestion shows. */
  title: string;
  path: string;
  /** Other names the page is found by (its names in the other locale). */
  names?: readonly string[];
}

/** Case-insensitive match on the title or another name, best (prefix) matches first, at most `limit`. */
export function searchRoutes(
  candidates: readonly QuickSearchCandidate[],
  query: string,
  limit: number,
): QuickSearchCandidate[] {
  const q = query.trim().toLowerCase();
  if (!q) return [];
  const texts = (c: QuickSearchCandidate) => [c.title, ...(c.names ?? [])].map((text) => text.toLowerCase());
  const hits = candidates.filter((c) => texts(c).some((text) => text.includes(q)));
  const starts = hits.filter((c) => texts(c).some((text) => text.startsWith(q)));
  const rest = hits.filter((c) => !starts.includes(c));
  return [...starts, ...rest].slice(0, limit);
}
