import type { Browser, Page } from 'playwright-core';

/** What one page load with an empty cache fetched, and when its largest element was painted. */
export interface LoadFigures {
  /** Bytes on the wire (headers and encoded bodies), all requests. */
  bytes: number;
  /** Encoded bytes of the scripts alone, headers included. */
  scriptBytes: number;
  /** Compressed bodies of the scripts (Resource Timing's encodedBodySize): what a script budget counts. */
  scriptBodyBytes: number;
  requests: number;
  /** Largest contentful paint, ms from navigation start. */
  lcpMs: number;
  /** Content-encodings the scripts came with, e.g. ['br']. */
  scriptEncodings: string[];
}

export interface LoadTarget {
  url: string;
  /** Cookies set before the load (a session token), for the site of `url`. */
  cookies?: { name: string; value: string }[];
  /** Resolves once the page shows what it is for (the login form, the data table). */
  ready: (page: Page) => Promise<void>;
}

const SETTLE_TIMEOUT_MS = 60_000;
/**
 * Run in the page (a string: this project's Node types know no browser entry types). Largest paints are buffered,
 * so an observer sees the last one at once, or there was none (null, printed as NaN).
 */
const READ_LCP = `new Promise((resolve) => {
  setTimeout(() => resolve(null), 1000);
  new PerformanceObserver((list) => resolve(list.getEntries().at(-1)?.startTime ?? null))
    .observe({ type: 'largest-contentful-paint', buffered: true });
})`;

/** Same-origin scripts (module preloads included) by Resource Timing; the .js files are the app's own chunks. */
const READ_SCRIPT_BODIES = `performance.getEntriesByType('resource')
  .filter((e) => new URL(e.name).pathname.endsWith('.js'))
  .reduce((total, e) => total + e.encodedBodySize, 0)`;

/**
 * Loads the page in a fresh browser context (cold cache, no service worker), counting what the Chrome DevTools
 * Protocol reports as received for each request (encodedDataLength: headers and body as sent) until the page is
 * ready and the network has been idle, then reads the largest contentful paint the page observed.
 */
export async function loadCold(browser: Browser, target: LoadTarget): Promise<LoadFigures> {
  const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1400, height: 900 } });
  try {
    if (target.cookies) await context.addCookies(target.cookies.map((c) => ({ ...c, url: target.url })));
    const page = await context.newPage();
    page.setDefaultTimeout(SETTLE_TIMEOUT_MS);
    const cdp = await context.newCDPSession(page);
    const scripts = new Map<string, string>();
    const received = new Map<string, number>();
    cdp.on('Network.responseReceived', (event) => {
      if (event.type === 'Script')
        scripts.set(event.requestId, event.response.headers['content-encoding'] ?? 'identity');
    });
    cdp.on('Network.loadingFinished', (event) => received.set(event.requestId, event.encodedDataLength));
    await cdp.send('Network.enable');
    await page.goto(target.url, { waitUntil: 'load' });
    await target.ready(page);
    await page.waitForLoadState('networkidle');
    const lcpMs = (await page.evaluate<number | null>(READ_LCP)) ?? Number.NaN;
    const scriptBodyBytes = await page.evaluate<number>(READ_SCRIPT_BODIES);
    const sum = (ids: Iterable<string>) => [...ids].reduce((total, id) => total + (received.get(id) ?? 0), 0);
    return {
      bytes: sum(received.keys()),
      scriptBytes: sum(scripts.keys()),
      scriptBodyBytes,
      requests: received.size,
      lcpMs,
      scriptEncodings: [...new Set(scripts.values())],
    };
  } finally {
    await context.close();
  }
}
