import { useSearchParams } from 'react-router';

/**
 * The filters and page of a console list, kept in the URL's search params (a reload or a shared link shows the same
 * list). Setting a filter goes back to the first page.
 */
export function useUrlFilters<K extends string>(names: readonly K[]) {
  const [params, setParams] = useSearchParams();
  const filters = Object.fromEntries(names.map((name) => [name, params.get(name) ?? ''])) as Record<K, string>;
  const page = Math.max(0, Number(params.get('page') ?? 0) || 0);
  const update = (changes: Partial<Record<K | 'page', string>>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes) as [string, string | undefined][]) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        if (!('page' in changes)) next.delete('page');
        return next;
      },
      { replace: true },
    );
  return {
    filters,
    page,
    setFilters: update,
    setPage: (p: number) => update({ page: p > 0 ? String(p) : '' } as never),
  };
}
