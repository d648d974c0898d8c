import { useSearchParams } from 'react-router';
import { listStateToParams, parseListState, type ListState } from '../lib/list-state';

/** The table's page, sort and search, read from and written to the URL query. */
export function useListState() {
  const [params, setParams] = useSearchParams();
  const state = parseListState(params);
  const update = (patch: Partial<ListState>) => setParams(listStateToParams({ ...state, ...patch }));
  return { state, update };
}
