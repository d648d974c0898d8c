import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GenomeReferences, GenomeTrack } from '@biocloud/contracts';
import { api } from '../api-client';

/*
 * POST /api/v1/files/:fileUuid/genome: where igv.js reads a file's parts (made on the first open of its content, then
 * found), and GET /api/v1/genome/references: the caller's FASTA files. The open is a POST because it may store an
 * index, but it answers the same each time, so it is cached as a query.
 */

export function openGenomeTrack(fileUuid: string, signal?: AbortSignal): Promise<GenomeTrack> {
  return api.post<GenomeTrack>(`/api/v1/files/${encodeURIComponent(fileUuid)}/genome`, undefined, { signal });
}

export const genomeTrackQueryOptions = (fileUuid: string | null) =>
  queryOptions({
    queryKey: ['genome', 'track', fileUuid],
    queryFn: ({ signal }) => openGenomeTrack(fileUuid!, signal),
    enabled: fileUuid !== null,
    staleTime: Infinity,
    retry: false,
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
