import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SampleListResponse } from '@biocloud/contracts';
import { api } from '../../../shared/api-client';
import { sampleKeys, SAMPLES_API } from './sample-keys';

/** The list call's body (spec 001 §7): pageNow from 0, pageSize, order and orderKey, searchKey, status. */
export interface SampleListBody {
  pageNow: number;
  pageSize: number;
  order: 'desc' | 'asc';
  orderKey: 'createTime';
  searchKey: string;
  status?: string;
  allCustomers: boolean;
  customerKey: string;
  customerId?: string;
  queue?: boolean;
}

/** POST /api/v1/samples/list. */
export function listSamples(body: SampleListBody, signal?: AbortSignal): Promise<SampleListResponse> {
  return api.post<SampleListResponse>(`${SAMPLES_API}/list`, body, { signal });
}

export const listSamplesQueryOptions = (body: SampleListBody) =>
  queryOptions({
    queryKey: [...sampleKeys.lists, body],
    queryFn: ({ signal }) => listSamples(body, signal),
    placeholderData: keepPreviousData,
  });

export function useListSamples(body: SampleListBody) {
  return useQuery(listSamplesQueryOptions(body));
}
