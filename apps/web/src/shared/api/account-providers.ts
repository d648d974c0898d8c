import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AccountProviders } from '@biocloud/contracts';
import { api } from '../api-client';

/**
 * GET /api/v1/account/providers: which ways in (e-mail, SMS, WeChat) the site has a provider for, and the sign-up
 * policy in force; fixed while the server runs. Shared: the login page (features/auth) and the account pages read it.
 */
export const accountProvidersQueryOptions = () =>
  queryOptions({
    queryKey: ['account', 'providers'],
    queryFn: () => api.get<AccountProviders>('/api/v1/account/providers'),
    staleTime: Infinity,
  });

export const useAccountProviders = () => useQuery(accountProvidersQueryOptions());
