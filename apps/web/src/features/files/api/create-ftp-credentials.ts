import { useMutation } from '@tanstack/react-query';
import type { FtpCredentials } from '@biocloud/contracts';
import { api } from '../../../shared/api-client';

/** POST /api/v1/transfers/ftp-credentials: a new FTP password for the caller, shown once; the previous one ends. */
export function createFtpCredentials(): Promise<FtpCredentials> {
  return api.post<FtpCredentials>('/api/v1/transfers/ftp-credentials');
}

export function useCreateFtpCredentials() {
  return useMutation({ mutationFn: createFtpCredentials });
}
