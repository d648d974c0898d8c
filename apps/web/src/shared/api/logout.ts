import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TOKEN_COOKIE } from '@biocloud/contracts';
import { api } from '../api-client';
import { deleteCookie } from '../lib/cookies';

export function logout(): Promise<unknown> {
  return api.post('/api/logout');
}

/** Ends the session; the local cookie and the user's cached data go even if the server call fails. */
export function useLogout(onDone: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    meta: { silentErrors: true },
    onSettled: () => {
      deleteCookie(TOKEN_COOKIE);
      queryClient.removeQueries({ queryKey: ['user'] });
      onDone();
    },
  });
}
