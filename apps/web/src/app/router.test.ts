import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { matchPath, type createMemoryRouter } from 'react-router';
import type { Locale } from '@biocloud/contracts';
import { readTextFiles } from '@biocloud/texts';
import { ALL_ROUTES, NOT_FOUND_PATH, routeTitleKey, type RouteEntry } from '../shared/config/paths';
import type { RouteHandle } from '../shared/lib/route-handle';
import type { AppRouter } from './router';

/**
 * The router table, route by route (issue 29 item 5): what the e2e walk of every route checked in a browser, except
 * the rendering, which e2e/routes.e2e.test.ts still checks on a sample. The app's own router (router.tsx) runs here in
 * memory: the same route tree, loaders, redirects and lazy pages, with a memory history instead of the browser's.
 */
vi.mock('react-router', async (importOriginal) => {
  const actual = await importOriginal<{ createMemoryRouter: typeof createMemoryRouter }>();
  return { ...actual, createBrowserRouter: actual.createMemoryRouter };
});

const LOCALES = ['zh', 'en'] as const satisfies readonly Locale[];

/**
 * The little of a browser the route loaders read and write: document.cookie (the login token, the locale cookie),
 * the page's lang, the browser's language; and the style tag a library adds when it is imported (antd-img-crop).
 */
const cookies = new Map<string, string>();
vi.stubGlobal('document', {
  get cookie() {
    return [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  },
  set cookie(serialized: string) {
    const [pair = ''] = serialized.split(';');
    const eq = pair.indexOf('=');
    const value = pair.slice(eq + 1);
    if (/max-age=0\b/.test(serialized) || value === '') cookies.delete(pair.slice(0, eq));
    else cookies.set(pair.slice(0, eq), value);
  },
  documentElement: { lang: '' },
  createElement: () => ({ setAttribute: () => undefined, style: {} }),
  querySelector: () => null,
  head: { appendChild: () => undefined },
});
vi.stubGlobal('navigator', { language: 'en-US' });

const texts = readTextFiles();
function textOf(locale: Locale, key: string): unknown {
  let node: unknown = texts[locale];
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  return node;
}

const entryOf = (name: string): RouteEntry => {
  const entry = ALL_ROUTES.find((route) => route.name === name);
  if (!entry) throw new Error(`no route ${name}`);
  return entry;
};

let router: AppRouter;
beforeAll(async () => {
  const { createAppRouter } = await import('./router');
  // Texts are the texts loader's business (its own tests): here they are in place at once.
  router = createAppRouter({ ensure: () => Promise.resolve() } as unknown as Parameters<typeof createAppRouter>[0]);
}, 120_000);
afterAll(() => router.dispose());

/** Where the router lands from `url`: its path, the deepest route's handle and whether that route has a page. */
async function land(url: string) {
  await router.navigate(url);
  const { location, matches, errors } = router.state;
  const leaf = matches.at(-1);
  return {
    pathname: location.pathname,
    search: location.search,
    handle: leaf?.route.handle as RouteHandle | undefined,
    // A lazy page has loaded into an element (react-router maps the page's Component to it).
    hasPage: Boolean(leaf?.route.element),
    errors,
  };
}

describe('the router table', () => {
  it('matches each example URL by its own pattern only', () => {
    for (const entry of ALL_ROUTES) {
      const url = `/zh${entry.example}`;
      const matching = ALL_ROUTES.filter((other) => matchPath(other.pattern, url)).map((other) => other.name);
      expect(matching, url).toEqual([entry.name]);
    }
  });

  it('titles every route in both locales', () => {
    for (const locale of LOCALES) {
      const untitled = ALL_ROUTES.filter((route) => {
        const title = textOf(locale, routeTitleKey(route.name));
        return typeof title !== 'string' || title.trim() === '';
      });
      expect(
        untitled.map((route) => route.name),
        locale,
      ).toEqual([]);
    }
  });

  for (const locale of LOCALES) {
    it(`${locale}, logged in: every route reaches its page or its declared redirect, never the not-found page`, async () => {
      cookies.set('token', 'a-session');
      const failures: string[] = [];
      for (const route of ALL_ROUTES) {
        const url = `/${locale}${route.example}`;
        const expectedName = route.loggedInRedirectTo ?? route.redirectTo ?? route.name;
        const expectedPath = `/${locale}${entryOf(expectedName).example}`;
        const landed = await land(url);
        const problem =
          landed.errors !== null
            ? `error ${String(Object.values(landed.errors)[0])}`
            : landed.pathname === NOT_FOUND_PATH || landed.handle?.titleKey === 'notFound.title'
              ? 'not-found page'
              : landed.pathname !== expectedPath
                ? `landed on ${landed.pathname}, expected ${expectedPath}`
                : landed.handle?.name !== expectedName
                  ? `route ${landed.handle?.name}, expected ${expectedName}`
                  : landed.handle.titleKey !== routeTitleKey(expectedName)
                    ? `title key ${landed.handle.titleKey}`
                    : !landed.hasPage
                      ? 'no page'
                      : undefined;
        if (problem) failures.push(`${url}: ${problem}`);
      }
      expect(failures).toEqual([]);
    }, 120_000);
  }

  it('sends a visitor without login from every console and bare route to the login page, and back after it', async () => {
    cookies.delete('token');
    const failures: string[] = [];
    for (const route of ALL_ROUTES.filter((r) => r.shell !== 'account')) {
      const url = `/en${route.example}`;
      const landed = await land(url);
      // Back to the page asked for, or to where it forwards (a forwarding route may answer first).
      const backTo = [url, ...(route.redirectTo ? [`/en${entryOf(route.redirectTo).example}`] : [])];
      const redirect = new URLSearchParams(landed.search).get('redirect') ?? '';
      if (landed.pathname !== '/en/user/login' || !backTo.includes(redirect) || !landed.hasPage)
        failures.push(`${url}: landed on ${landed.pathname}${landed.search}`);
    }
    expect(failures).toEqual([]);
  }, 120_000);
});
