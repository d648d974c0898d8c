import { useEffect, useState } from 'react';
import type { Browser as IgvBrowser } from 'igv';
import type { IgvOptions } from './igv-options';

/*
 * An igv.js browser in a div, made again when the options change and removed on unmount. igv is imported here, on
 * first use, so its ~1 MB stays out of the shell and of every page that does not open a genome.
 */

export type IgvState = 'idle' | 'loading' | 'ready' | 'failed';

interface Outcome {
  key: string;
  state: 'ready' | 'failed';
  error?: unknown;
}

/**
 * Keeps on the container the locus igv has finished drawing (`data-locus`), removed while a search moves the view.
 * igv's search box answers at once, then swaps the track viewports and loads their data: a click on a track before
 * that is over reads the old view, or an empty one (e2e once read a read at 751, the middle of chr1, after searching
 * chr1:200). `search` resolves only once every track has loaded and drawn the new locus.
 */
function markDrawnLocus(div: HTMLDivElement, browser: IgvBrowser): void {
  const mark = () => {
    const loci = browser.currentLoci();
    div.dataset.locus = Array.isArray(loci) ? loci.join(' ') : loci;
  };
  // igv's typings say void; its search is async (it answers whether the locus was found).
  const search = browser.search.bind(browser) as (...args: unknown[]) => Promise<unknown>;
  const drawnSearch = async (...args: unknown[]) => {
    delete div.dataset.locus;
    try {
      return await search(...args);
    } finally {
      mark();
    }
  };
  Object.assign(browser, { search: drawnSearch });
  mark();
}

/** `div` is the container element (from a callback ref), null until it is mounted. */
export function useIgvBrowser(div: HTMLDivElement | null, options: IgvOptions | null) {
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // A new object with the same content must not rebuild the browser (and lose the user's place).
  const key = options ? JSON.stringify(options) : null;

  useEffect(() => {
    if (!key || !div) return;
    let cancelled = false;
    let remove: (() => void) | undefined;
    void (async () => {
      try {
        const igv = (await import('igv')).default;
        if (cancelled) return;
        const browser = await igv.createBrowser(div, JSON.parse(key) as Parameters<typeof igv.createBrowser>[1]);
        remove = () => igv.removeBrowser(browser);
        if (cancelled) remove();
        else {
          markDrawnLocus(div, browser);
          setOutcome({ key, state: 'ready' });
        }
      } catch (error) {
        if (!cancelled) setOutcome({ key, state: 'failed', error });
      }
    })();
    return () => {
      cancelled = true;
      remove?.();
      div.replaceChildren();
      delete div.dataset.locus;
    };
  }, [div, key]);

  const state: IgvState = !key ? 'idle' : outcome?.key === key ? outcome.state : 'loading';
  return { state, error: outcome?.key === key ? outcome.error : undefined };
}
