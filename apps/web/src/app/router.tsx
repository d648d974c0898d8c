import type { ComponentType } from 'react';
import { createBrowserRouter, redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { isLocale, LANG_COOKIE, TOKEN_COOKIE, type Locale } from '@biocloud/contracts';
import { getCookie, setCookie } from '../shared/lib/cookies';
import { localeFromPath, preferredLocale } from '../shared/i18n/locale';
import type { TextsLoader } from '../shared/i18n/texts-loader';
import { LANG_COOKIE_MAX_AGE_SECONDS } from '../shared/config/limits';
import { NOT_FOUND_PATH, pathTo, ROUTE_DEFS, routeTitleKey, type RouteDef, type RouteName } from './paths';
import { loginRedirect, rootRedirect, safeRedirectTarget } from './route-guards';
import type { RouteHandle } from './root/route-handle';
import { AppRoot, type RootLoaderData } from './root/app-root';
import { TextsLoading } from './root/texts-loading';
import { AppLayout } from './layout/app-layout';
import { AccountLayout } from './layout/account-layout';

type LazyPage = () => Promise<{ Component: ComponentType }>;

// Feature pages load on demand (route-level code splitting); the app layer never imports a feature statically.
const comingSoonPage: LazyPage = () =>
  import('../features/misc/components/coming-soon-page').then((m) => ({ Component: m.ComingSoonPage }));
const notFoundPage: LazyPage = () =>
  import('../features/misc/components/not-found-page').then((m) => ({ Component: m.NotFoundPage }));

/** Pages built so far; every other route shows the coming-soon page with its title. */
const PAGES: Partial<Record<RouteName, LazyPage>> = {
  'user-login': () => import('../features/auth/components/login-page').then((m) => ({ Component: m.LoginPage })),
  dashboard: () =>
    import('../features/dashboard/components/dashboard-page').then((m) => ({ Component: m.DashboardPage })),
  'mydata-private': () =>
    import('../features/files/components/data-page').then((m) => ({ Component: m.MyDataPrivatePage })),
  'mydata-public': () =>
    import('../features/files/components/data-page').then((m) => ({ Component: m.MyDataPublicPage })),
  jumpv1: () => import('../features/misc/components/jump-page').then((m) => ({ Component: m.JumpPage })),
  jumpv3: () => import('../features/misc/components/jump-page').then((m) => ({ Component: m.JumpPage })),
};

const DAYJS_LOCALES: Record<Locale, string> = { zh: 'zh-cn', en: 'en' };
const HTML_LANGS: Record<Locale, string> = { zh: 'zh-CN', en: 'en' };

const isLoggedIn = () => Boolean(getCookie(TOKEN_COOKIE));
const notFoundHandle: RouteHandle = { titleKey: 'notFound.title' };

function localeOfUrl(url: URL): Locale {
  return localeFromPath(url.pathname) ?? preferredLocale(getCookie(LANG_COOKIE), navigator.language);
}

function routeObject(def: RouteDef): RouteObject {
  const handle: RouteHandle = { name: def.name, titleKey: routeTitleKey(def.name) };
  const target = def.redirectTo;
  if (target) {
    return {
      path: def.pattern,
      handle,
      loader: ({ params }) => redirect(pathTo(params.locale as Locale, target, params)),
    };
  }
  const route: RouteObject = { path: def.pattern, handle, lazy: PAGES[def.name] ?? comingSoonPage };
  if (def.name === 'user-login') {
    // Spec: a logged-in user opening user-login goes to the redirect target.
    route.loader = ({ request, params }) =>
      isLoggedIn()
        ? redirect(safeRedirectTarget(new URL(request.url).searchParams.get('redirect'), params.locale as Locale))
        : null;
  }
  return route;
}

const routesOf = (shell: RouteDef['shell']) => ROUTE_DEFS.filter((d) => d.shell === shell).map(routeObject);

export function createAppRouter(textsLoader: TextsLoader) {
  return createBrowserRouter([
    {
      id: 'root',
      path: '/',
      // Texts of the URL's locale are in place before anything renders (cache first, then server, then bundled copy).
      loader: async ({ request }: LoaderFunctionArgs): Promise<RootLoaderData> => {
        const locale = localeOfUrl(new URL(request.url));
        await textsLoader.ensure(locale);
        dayjs.locale(DAYJS_LOCALES[locale]);
        document.documentElement.lang = HTML_LANGS[locale];
        return { locale };
      },
      shouldRevalidate: ({ currentUrl, nextUrl }) => localeOfUrl(currentUrl) !== localeOfUrl(nextUrl),
      HydrateFallback: TextsLoading,
      Component: AppRoot,
      children: [
        { index: true, loader: () => redirect(rootRedirect(getCookie(LANG_COOKIE), navigator.language)) },
        { path: NOT_FOUND_PATH.slice(1), handle: notFoundHandle, lazy: notFoundPage },
        {
          path: ':locale',
          loader: ({ params }) => {
            if (!isLocale(params.locale)) return redirect(NOT_FOUND_PATH);
            setCookie(LANG_COOKIE, params.locale, { maxAgeSeconds: LANG_COOKIE_MAX_AGE_SECONDS });
            return null;
          },
          children: [
            { index: true, loader: ({ params }) => redirect(pathTo(params.locale as Locale, 'dashboard')) },
            {
              Component: AccountLayout,
              children: [...routesOf('account'), { path: 'user/*', handle: notFoundHandle, lazy: notFoundPage }],
            },
            {
              id: 'protected',
              // Runs on every navigation so an expired token cookie is noticed at once.
              loader: ({ request, params }) => {
                if (!isLocale(params.locale)) return null;
                const to = loginRedirect(new URL(request.url), isLoggedIn());
                return to ? redirect(to) : null;
              },
              shouldRevalidate: () => true,
              children: [
                ...routesOf('bare'),
                {
                  Component: AppLayout,
                  children: [...routesOf('console'), { path: '*', handle: notFoundHandle, lazy: notFoundPage }],
                },
              ],
            },
          ],
        },
      ],
    },
  ]);
}

export type AppRouter = ReturnType<typeof createAppRouter>;
