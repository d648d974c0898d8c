import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ADMIN_PATH,
  type AdminAuditList,
  type AdminCreatedUser,
  type AdminCreateUser,
  type AdminJobList,
  type AdminResetLink,
  type AdminSystem,
  type AdminUserDetail,
  type AdminUserList,
} from '@biocloud/contracts';
import { api, type QueryValue } from '../../../shared/api-client';

/** The staff console's calls (apps/server/src/modules/admin/admin.routes.ts). */
const keys = { all: ['admin'] as const };
type Query = Record<string, QueryValue>;

/** A paged list whose query lives in the URL: the previous page stays shown while the next loads. */
function useList<T>(name: string, query: Query) {
  return useQuery({
    queryKey: [...keys.all, name, query],
    queryFn: ({ signal }) => api.get<T>(`${ADMIN_PATH}/${name}`, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export const useAdminUsers = (query: Query) => useList<AdminUserList>('users', query);
export const useAdminAudit = (query: Query) => useList<AdminAuditList>('audit', query);
export const useAdminJobs = (query: Query) => useList<AdminJobList>('jobs', query);

export function useAdminUser(id: string | null) {
  return useQuery({
    queryKey: [...keys.all, 'user', id],
    queryFn: ({ signal }) => api.get<AdminUserDetail>(`${ADMIN_PATH}/users/${id}`, { signal }),
    enabled: id !== null,
  });
}

export function useAdminSystem() {
  return useQuery({
    queryKey: [...keys.all, 'system'],
    queryFn: ({ signal }) => api.get<AdminSystem>(`${ADMIN_PATH}/system`, { signal }),
  });
}

/** Every console write refreshes every console list (an action shows up in the audit log too). */
function useAdminWrite<I, O>(call: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.all }) });
}

export type UserAction = 'lock' | 'unlock' | 'end-sessions';
export const useUserAction = () =>
  useAdminWrite(({ id, action }: { id: string; action: UserAction }) =>
    api.post<{ ok: true }>(`${ADMIN_PATH}/users/${id}/${action}`, {}),
  );
export const useResetPassword = () =>
  useAdminWrite((id: string) => api.post<AdminResetLink>(`${ADMIN_PATH}/users/${id}/reset-password`, {}));
export const useCreateUser = () =>
  useAdminWrite((input: AdminCreateUser) => api.post<AdminCreatedUser>(`${ADMIN_PATH}/users`, input));
export const useCancelJob = () =>
  useAdminWrite(({ id, reason }: { id: string; reason: string }) =>
    api.post<{ ok: true }>(`${ADMIN_PATH}/jobs/${id}/cancel`, { reason }),
  );

/** The address of the audit log's CSV with the page's filters (the token cookie goes with a plain link). */
export function auditCsvHref(filters: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) params.set(key, String(value));
  return `${ADMIN_PATH}/audit.csv?${params.toString()}`;
}
