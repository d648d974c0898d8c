import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { BeanMovementsQuery, BeanMovementsResponse, Locale, ToolPricesResponse } from '@biocloud/contracts';
import { api } from '../../../shared/api-client';

const beanKeys = { all: ['beans'] as const };

/** GET /api/v1/beans: the caller's wallet and one page of its movements. */
export const beanMovementsQueryOptions = (query: BeanMovementsQuery) =>
  queryOptions({
    queryKey: [...beanKeys.all, 'movements', query],
    queryFn: ({ signal }) => api.get<BeanMovementsResponse>('/api/v1/beans', { query: { ...query }, signal }),
    placeholderData: keepPreviousData,
  });

export const useBeanMovements = (query: BeanMovementsQuery) => useQuery(beanMovementsQueryOptions(query));

/** GET /api/v1/beans/prices: every catalogue tool's price, named in the locale. */
export const useToolPrices = (locale: Locale) =>
  useQuery({
    queryKey: [...beanKeys.all, 'prices', locale],
    queryFn: ({ signal }) => api.get<ToolPricesResponse>('/api/v1/beans/prices', { signal }),
  });
