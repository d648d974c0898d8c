import { useQuery } from '@tanstack/react-query';
import type { BeanMovementsResponse } from '@biocloud/contracts';
import { api } from '../../../shared/api-client';

/** The caller's bean wallet (GET /api/v1/beans, no movements), for the cost line of a priced tool's form. */
export function useBeanWallet(enabled: boolean) {
  return useQuery({
    queryKey: ['beans', 'wallet'],
    queryFn: async ({ signal }) =>
      (await api.get<BeanMovementsResponse>('/api/v1/beans', { query: { pageSize: 1 }, signal })).wallet,
    enabled,
  });
}
