import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AccountProviders } from '@biocloud/contracts';
import { api } from '../api-client';

/**
 * GET /api/v1/account/providers: which ways in (e-mail, SMS, WeChat) the site has a provider for; fixed while it runs.
 * Shared: the login page (auth) and the account pages offer only the ways whose provider is there (issue 27 item 2).
 */
export const accountProvidersQueryOptions = () =>
  queryOptions({
    queryKey: ['account', 'providers'],
    queryFn: () => api.get<AccountProviders>('/api/v1/account/providers'),
    staleTime: Infinity,
  });

export const useAccountProviders = () => useQuery(accountProvidersQueryOptions());
