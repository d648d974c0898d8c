import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AccountProviders } from '@biocloud/contracts';
import { api } from '../../../shared/api-client';

/** GET /api/v1/account/providers: which ways in (e-mail, SMS) the site has a provider for; fixed while it runs. */
export const accountProvidersQueryOptions = () =>
  queryOptions({
    queryKey: ['account', 'providers'],
    queryFn: () => api.get<AccountProviders>('/api/v1/account/providers'),
    staleTime: Infinity,
  });

export const useAccountProviders = () => useQuery(accountProvidersQueryOptions());
