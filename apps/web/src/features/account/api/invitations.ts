import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  INVITATION_PATH,
  STAFF_INVITATION_PATH,
  type Invitation,
  type InvitationCheck,
  type InvitationCreate,
  type InvitationList,
  type InvitationState,
  type OwnInvitations,
} from '@biocloud/contracts';
import { api } from '../../../shared/api-client';

/** GET /api/v1/account/invitation: whether a link's token still opens the door (public). */
export const useInvitationCheck = (token: string | null) =>
  useQuery({
    queryKey: ['account', 'invitation', token],
    queryFn: () => api.get<InvitationCheck>('/api/v1/account/invitation', { query: { token: token ?? '' } }),
    enabled: token !== null,
    staleTime: 0,
  });

export const staffInvitationsQuery = (currentPage: number, state: InvitationState | undefined) =>
  queryOptions({
    queryKey: ['invitations', 'staff', currentPage, state ?? 'all'],
    queryFn: () =>
      api.get<InvitationList>(STAFF_INVITATION_PATH, { query: { currentPage, ...(state ? { state } : {}) } }),
  });

export const ownInvitationsQuery = () =>
  queryOptions({ queryKey: ['invitations', 'own'], queryFn: () => api.get<OwnInvitations>(INVITATION_PATH) });

export const createStaffInvitation = (body: InvitationCreate) => api.post<Invitation>(STAFF_INVITATION_PATH, body);
export const revokeStaffInvitation = (id: string) => api.post<Invitation>(`${STAFF_INVITATION_PATH}/${id}/revoke`, {});
export const mailStaffInvitation = (id: string) => api.post<Invitation>(`${STAFF_INVITATION_PATH}/${id}/mail`, {});
export const createOwnInvitation = () => api.post<Invitation>(INVITATION_PATH, {});
export const revokeOwnInvitation = (id: string) => api.post<Invitation>(`${INVITATION_PATH}/${id}/revoke`, {});
