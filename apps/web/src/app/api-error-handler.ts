import { isLoginLost, isServerFailure } from '../shared/api/error-text';
import { authFailureRedirect, type UrlParts } from './route-guards';

/** The one place that reacts to 401, 403 and 500 answers (spec 000 §8, 001 §8). */

export type ApiErrorAction = { kind: 'login'; to: string | null } | { kind: 'serverError' } | { kind: 'none' };

export function apiErrorAction(error: unknown, url: UrlParts): ApiErrorAction {
  if (isLoginLost(error)) return { kind: 'login', to: authFailureRedirect(url) };
  if (isServerFailure(error)) return { kind: 'serverError' };
  return { kind: 'none' };
}

export interface ApiErrorHandlerDeps {
  currentUrl: () => UrlParts;
  navigate: (to: string) => void;
  removeToken: () => void;
  showServerError: () => void;
}

export function createApiErrorHandler(deps: ApiErrorHandlerDeps) {
  return (error: unknown): void => {
    const action = apiErrorAction(error, deps.currentUrl());
    switch (action.kind) {
      case 'login':
        deps.removeToken();
        if (action.to) deps.navigate(action.to);
        return;
      case 'serverError':
        deps.showServerError();
        return;
      case 'none':
        return;
    }
  };
}
