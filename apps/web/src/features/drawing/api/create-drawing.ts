import { useMutation } from '@tanstack/react-query';
import type { DrawingRequest } from '@biocloud/charts';
import { api } from '../../../shared/api-client';

/** Submits a figure; the server answers at once and renders in the background. */
export function createDrawing(request: DrawingRequest): Promise<{ drawingId: string }> {
  return api.post<{ drawingId: string }>('/api/v1/drawing', request);
}

export function useCreateDrawing() {
  return useMutation({ mutationFn: createDrawing });
}
