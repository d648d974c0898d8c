import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GenomeOpenResponse, GenomeReferences } from '@biocloud/contracts';
import { api } from '../api-client';

/*
 * POST /api/v1/files/:fileUuid/genome: where igv.js reads a file's parts, or how far their making (queued by the
 * first open of its content, done in the background) has come; GET /api/v1/genome/references: the caller's FASTA
 * files. The open is a POST because it may queue an index, but it is cached as a query, asked again every
 * INDEXING_POLL_MS while the parts are being made and never again once they are there.
 */

const INDEXING_POLL_MS = 1000;

export function openGenomeTrack(fileUuid: string, signal?: AbortSignal): Promise<GenomeOpenResponse> {
  return api.post<GenomeOpenResponse>(`/api/v1/files/${encodeURIComponent(fileUuid)}/genome`, undefined, { signal });
}

export const genomeTrackQueryOptions = (fileUuid: string | null) =>
  queryOptions({
    queryKey: ['genome', 'track', fileUuid],
    queryFn: ({ signal }) => openGenomeTrack(fileUuid!, signal),
    enabled: fileUuid !== null,
    staleTime: Infinity,
    retry: false,
    refetchInterval: (query) => (query.state.data?.state === 'indexing' ? INDEXING_POLL_MS : false),
  });

export function useGenomeTrack(fileUuid: string | null) {
  return useQuery(genomeTrackQueryOptions(fileUuid));
}

export const genomeReferencesQueryOptions = () =>
  queryOptions({
    // Under ['user']: the list is the user's own files, dropped at logout.
    queryKey: ['user', 'genome-references'],
    queryFn: ({ signal }) => api.get<GenomeReferences>('/api/v1/genome/references', { signal }),
    staleTime: 30_000,
  });

export function useGenomeReferences(enabled: boolean) {
  return useQuery({ ...genomeReferencesQueryOptions(), enabled });
}
