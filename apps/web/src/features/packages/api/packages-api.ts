import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  PACKAGE_ORDERS_PATH,
  PACKAGE_PATH,
  type CreateOrderRequest,
  type MyPackage,
  type PackageOrder,
} from '@biocloud/contracts';
import { api } from '../../../shared/api-client';

/** How often an open order is asked about while its payment panel is shown (the notification may come any time). */
const ORDER_POLL_MS = 3000;

export const packageKeys = {
  mine: ['package', 'mine'] as const,
  order: (orderNo: string) => ['package', 'order', orderNo] as const,
};

const mineOptions = () =>
  queryOptions({
    queryKey: packageKeys.mine,
    queryFn: ({ signal }) => api.get<MyPackage>(PACKAGE_PATH, { signal }),
  });

/** GET /api/v1/package: the caller's level, quotas, usage, the levels and the ways to pay. */
export function useMyPackage() {
  return useQuery(mineOptions());
}

/** The order, asked again every few seconds while it is pending; a paid order refreshes the package. */
export function useOrder(orderNo: string) {
  const client = useQueryClient();
  return useQuery({
    queryKey: packageKeys.order(orderNo),
    queryFn: async ({ signal }) => {
      const order = await api.get<PackageOrder>(`${PACKAGE_ORDERS_PATH}/${encodeURIComponent(orderNo)}`, { signal });
      if (order.state !== 'pending') await client.invalidateQueries({ queryKey: packageKeys.mine });
      return order;
    },
    refetchInterval: (query) => (query.state.data?.state === 'pending' ? ORDER_POLL_MS : false),
  });
}

export function useCreateOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: CreateOrderRequest) => api.post<PackageOrder>(PACKAGE_ORDERS_PATH, request),
    onSuccess: (order) => {
      client.setQueryData(packageKeys.order(order.orderNo), order);
      return client.invalidateQueries({ queryKey: packageKeys.mine });
    },
  });
}

export function useCancelOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (orderNo: string) =>
      api.post<PackageOrder>(`${PACKAGE_ORDERS_PATH}/${encodeURIComponent(orderNo)}/cancel`),
    onSuccess: (order) => {
      client.setQueryData(packageKeys.order(order.orderNo), order);
      return client.invalidateQueries({ queryKey: packageKeys.mine });
    },
  });
}
