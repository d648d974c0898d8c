import type { RegisterRequest } from '@biocloud/contracts';
import { api } from '../../../shared/api-client';

/** POST /api/v1/account/register; refusals come as REGISTRATION_INVALID with the fields in its details. */
export function register(request: RegisterRequest): Promise<{ ok: true; username: string }> {
  return api.post('/api/v1/account/register', request);
}

/** GET /api/v1/account/register/check: whether the address or the number already has an account. */
export async function accountExists(query: { email: string } | { areaCode: string; phone: string }): Promise<boolean> {
  return (await api.get<{ exists: boolean }>('/api/v1/account/register/check', { query })).exists;
}
