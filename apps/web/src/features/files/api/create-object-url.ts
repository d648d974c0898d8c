import { useMutation } from '@tanstack/react-query';
import type { ObjectUrlResponse } from '@biocloud/contracts';
import { api } from '../../../shared/api-client';

/**
 * POST /api/v1/files/object-url: a signed, expiring link to one file (object storage while the store is local),
 * usable without a session.
 */
export function createObjectUrl(fileUuid: string): Promise<ObjectUrlResponse> {
  return api.post<ObjectUrlResponse>('/api/v1/files/object-url', { fileUuids: [fileUuid] });
}

export function useCreateObjectUrl() {
  return useMutation({ mutationFn: createObjectUrl });
}
