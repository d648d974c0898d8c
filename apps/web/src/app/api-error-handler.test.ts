import { describe, expect, it } from 'vitest';
import { ApiError } from '../shared/api-client';
import { apiErrorAction, createApiErrorHandler } from './api-error-handler';

const at = (pathname: string, search = '') => ({ pathname, search });

describe('api error handling', () => {
  it('sends 401 and 403 to login with the current path', () => {
    expect(apiErrorAction(new ApiError(401, 'UNAUTHORIZED', ''), at('/en/project/list', '?p=1'))).toEqual({
      kind: 'login',
      to: '/en/user/login?redirect=%2Fen%2Fproject%2Flist%3Fp%3D1',
    });
    expect(apiErrorAction(new ApiError(403, 'FORBIDDEN', ''), at('/zh/dashboard'))).toEqual({
      kind: 'login',
      to: '/zh/user/login?redirect=%2Fzh%2Fdashboard',
    });
  });

  it('maps 5xx to the server-error notice and leaves other errors to the caller', () => {
    expect(apiErrorAction(new ApiError(500, 'INTERNAL', ''), at('/en/dashboard'))).toEqual({ kind: 'serverError' });
    expect(apiErrorAction(new ApiError(422, 'VALIDATION_ERROR', ''), at('/en/dashboard'))).toEqual({ kind: 'none' });
    expect(apiErrorAction(new ApiError(0, 'NETWORK_ERROR', ''), at('/en/dashboard'))).toEqual({ kind: 'none' });
    expect(apiErrorAction(new Error('x'), at('/en/dashboard'))).toEqual({ kind: 'none' });
  });

  it('removes the token always, and navigates only when not already on login', () => {
    const log: string[] = [];
    let url = at('/en/user/login');
    const handle = createApiErrorHandler({
      currentUrl: () => url,
      navigate: (to) => log.push(`navigate ${to}`),
      removeToken: () => log.push('remove token'),
      showServerError: () => log.push('notice'),
    });
    handle(new ApiError(401, 'LOGIN_FAILED', ''));
    expect(log).toEqual(['remove token']);
    url = at('/en/dashboard');
    handle(new ApiError(401, 'UNAUTHORIZED', ''));
    handle(new ApiError(503, 'INTERNAL', ''));
    expect(log).toEqual([
      'remove token',
      'remove token',
      'navigate /en/user/login?redirect=%2Fen%2Fdashboard',
      'notice',
    ]);
  });
});
