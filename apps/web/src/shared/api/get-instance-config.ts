import { queryOptions, useQuery } from '@tanstack/react-query';
import { CONFIG_POLL_INTERVAL_MS, type InstanceConfig } from '@biocloud/contracts';
import { api } from '../api-client';

export const INSTANCE_CONFIG_PATH = '/resource/api/v1/cms/instance/getOneInstance';

export async function getInstanceConfig(): Promise<InstanceConfig> {
  const body = await api.get<{ data: InstanceConfig }>(INSTANCE_CONFIG_PATH, { withToken: false });
  return body.data;
}

/** Spec: polled once a second until loaded; failures stay silent so they never block navigation. */
export const instanceConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['content', 'instance'],
    queryFn: getInstanceConfig,
    staleTime: Infinity,
    retry: false,
    refetchInterval: (query) => (query.state.data ? false : CONFIG_POLL_INTERVAL_MS),
    meta: { silentErrors: true },
  });

export function useInstanceConfig() {
  return useQuery(instanceConfigQueryOptions());
}
