import { TOKEN_COOKIE } from '@biocloud/contracts';
import { deleteCookie } from '../shared/lib/cookies';
import { i18n, TEXT_NS } from '../shared/i18n/i18n';
import { loadFallbackTexts } from '../shared/i18n/fallback-texts';
import { createTextsLoader } from '../shared/i18n/texts-loader';
import { textsQueryOptions } from '../shared/api/get-texts';
import { takeEarlyTexts } from '../shared/i18n/early-texts';
import { createApiErrorHandler } from './api-error-handler';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router';
import { serverErrorNotice } from './server-error-notice';

/** Wires the app's singletons: the error handler needs the router, the router's loaders need the query client. */
export function createApp() {
  let navigate = (to: string) => window.location.assign(to);
  const queryClient = createQueryClient(
    createApiErrorHandler({
      currentUrl: () => ({ pathname: window.location.pathname, search: window.location.search }),
      navigate: (to) => navigate(to),
      removeToken: () => deleteCookie(TOKEN_COOKIE),
      showServerError: () => serverErrorNotice.show(i18n.t('common.serverError')),
    }),
  );
  const textsLoader = createTextsLoader({
    target: i18n,
    namespace: TEXT_NS,
    // A first visit's texts may be on their way already (boot.ts, walkthrough L8).
    fetchTexts: (locale) => takeEarlyTexts(locale) ?? queryClient.query(textsQueryOptions(locale)),
    storage: safeLocalStorage(),
    loadFallback: loadFallbackTexts,
  });
  const router = createAppRouter(textsLoader);
  navigate = (to) => void router.navigate(to);
  return { queryClient, router };
}

function safeLocalStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    // Storage can be blocked by privacy settings; texts then come from the server each visit.
    return undefined;
  }
}
