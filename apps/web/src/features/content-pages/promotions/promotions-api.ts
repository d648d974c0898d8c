import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  PROMOTIONS_PATH,
  STAFF_PROMOTIONS_PATH,
  type StaffPromotion,
  type StaffPromotionInput,
} from '@biocloud/contracts';
import { api } from '../../../shared/api-client';

/** Promotions staff configure: the staff's list and writes, and the active one of a type (promote/active/:type). */
const keys = { all: ['promotions'] as const, staff: ['promotions', 'staff'] as const };

export const activePromotionQueryOptions = (type: string) =>
  queryOptions({
    queryKey: [...keys.all, 'active', type],
    queryFn: ({ signal }) =>
      api.get<{ promotion: StaffPromotion | null }>(`${PROMOTIONS_PATH}/active/${encodeURIComponent(type)}`, {
        signal,
      }),
  });

export function useStaffPromotions() {
  return useQuery({
    queryKey: keys.staff,
    queryFn: ({ signal }) => api.get<{ list: StaffPromotion[] }>(STAFF_PROMOTIONS_PATH, { signal }),
  });
}

export function useSavePromotion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: StaffPromotionInput }) =>
      id
        ? api.put<StaffPromotion>(`${STAFF_PROMOTIONS_PATH}/${id}`, input)
        : api.post<StaffPromotion>(STAFF_PROMOTIONS_PATH, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}

export function useEndPromotion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<StaffPromotion>(`${STAFF_PROMOTIONS_PATH}/${id}/end`, {}),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}
