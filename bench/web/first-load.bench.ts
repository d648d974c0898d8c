import type { Page } from 'playwright-core';
import { TOKEN_COOKIE } from '@biocloud/contracts';
import { launchBrowser } from '../../e2e/chromium';
import { pathTo } from '../../apps/web/src/shared/config/paths';
import { judge, withTempDir, type BenchResult } from '../harness';
import { median } from '../stats';
import { startServerProcess } from '../support/server-process';
import { startBareReactApp } from './bare-react-app';
import { loadCold, type LoadFigures, type LoadTarget } from './cold-load';

/** Cold loads of each page per run, interleaved with the reference's; medians are reported. */
const ROUNDS = Number(process.env.FIRST_LOAD_ROUNDS ?? 5);
/**
 * Issue 13 item 8: the scripts of the login page and of the console shell stay under this, compressed (bodies; the
 * web build enforces it for both: apps/web/build/first-load-budget-plugin.ts).
 */
const SCRIPT_BUDGET_KB = 250;
/** Bytes on the wire against a page that is React alone. */
const BYTES_TARGET_RATIO = 5;
/** Largest contentful paint against the React hello-world, plus what rendering a real page costs on its own. */
const LCP_TARGET = { ratio: 2, allowanceMs: 300 };

const KB = 1024;

/**
 * The login page, and the data page logged in as the demo user, loaded by Debian's Chromium with an empty cache
 * from the real server over loopback, against a bare Vite + React page built and served the same way in this run.
 */
export async function benchFirstLoad(): Promise<BenchResult[]> {
  return withTempDir('biocloud-bench-', async (dir) => {
    const server = await startServerProcess(dir);
    const bare = await startBareReactApp(dir).catch(async (error: unknown) => {
      await server.stop();
      throw error;
    });
    const browser = await launchBrowser();
    try {
      const pages: { name: string; target: LoadTarget; loads: LoadFigures[] }[] = [
        {
          name: 'login page',
          target: {
            url: `${server.baseUrl}${pathTo('en', 'user-login')}`,
            ready: (page) => visible(page, '#login_username'),
          },
          loads: [],
        },
        {
          // A page still to come renders a small card: what loads is the console's shell and little else.
          name: 'console shell (coming-soon page, logged in)',
          target: {
            url: `${server.baseUrl}${pathTo('en', 'userinfo-edit')}`,
            cookies: [{ name: TOKEN_COOKIE, value: server.user.token }],
            ready: (page) => visible(page, '.app-shell .page-card'),
          },
          loads: [],
        },
        {
          name: 'data page (logged in)',
          target: {
            url: `${server.baseUrl}${pathTo('en', 'mydata-private')}`,
            cookies: [{ name: TOKEN_COOKIE, value: server.user.token }],
            ready: (page) => visible(page, '.files-page .ant-table'),
          },
          loads: [],
        },
      ];
      const reference: LoadTarget = { url: `${bare.baseUrl}/`, ready: (page) => visible(page, 'h1') };
      const first = await fetch(`${server.baseUrl}/`);
      if (!(first.headers.get('content-type') ?? '').startsWith('text/html')) {
        throw new Error('the server has no built web app: run `npm run build` first');
      }

      const referenceLoads: LoadFigures[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        referenceLoads.push(await loadCold(browser, reference));
        for (const { target, loads } of pages) loads.push(await loadCold(browser, target));
      }
      const ref = summary(referenceLoads);
      return pages.flatMap(({ name, loads }) => results(name, summary(loads), ref));
    } finally {
      await browser.close();
      await bare.close();
      await server.stop();
    }
  });
}

async function visible(page: Page, selector: string): Promise<void> {
  await page.locator(selector).first().waitFor({ state: 'visible' });
}

interface Summary {
  kb: number;
  scriptKb: number;
  scriptBodyKb: number;
  requests: number;
  lcpMs: number;
  encodings: string;
}

function summary(loads: LoadFigures[]): Summary {
  return {
    kb: median(loads.map((l) => l.bytes)) / KB,
    scriptKb: median(loads.map((l) => l.scriptBytes)) / KB,
    scriptBodyKb: median(loads.map((l) => l.scriptBodyBytes)) / KB,
    requests: median(loads.map((l) => l.requests)),
    lcpMs: median(loads.map((l) => l.lcpMs)),
    encodings: [...new Set(loads.flatMap((l) => l.scriptEncodings))].join('+'),
  };
}

function results(name: string, page: Summary, ref: Summary): BenchResult[] {
  const label = (what: string, s: Summary) => `${what} (scripts ${s.encodings})`;
  const bytes = judge({
    name: `first-load ${name}: bytes transferred, cold cache (median of ${ROUNDS})`,
    subject: {
      label: label(name, page),
      value: page.kb,
      unit: 'KB',
      details: { 'scripts KB': page.scriptKb, 'script bodies KB': page.scriptBodyKb, requests: page.requests },
    },
    reference: {
      label: label('bare Vite + React hello-world', ref),
      value: ref.kb,
      unit: 'KB',
      details: { 'scripts KB': ref.scriptKb, 'script bodies KB': ref.scriptBodyKb, requests: ref.requests },
    },
    target: { better: 'lower', ratio: BYTES_TARGET_RATIO },
    checks: [
      {
        label: 'script bodies transferred',
        value: page.scriptBodyKb,
        unit: 'KB',
        limit: SCRIPT_BUDGET_KB,
        better: 'lower',
      },
    ],
  });
  const lcp = judge({
    name: `first-load ${name}: largest contentful paint, cold cache, loopback (median of ${ROUNDS})`,
    subject: { label: name, value: page.lcpMs, unit: 'ms' },
    reference: { label: 'bare Vite + React hello-world', value: ref.lcpMs, unit: 'ms' },
    target: { better: 'lower', ratio: LCP_TARGET.ratio, allowance: LCP_TARGET.allowanceMs },
  });
  return [bytes, lcp];
}
