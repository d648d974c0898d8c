import { useEffect, useState } from 'react';
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
        else setOutcome({ key, state: 'ready' });
      } catch (error) {
        if (!cancelled) setOutcome({ key, state: 'failed', error });
      }
    })();
    return () => {
      cancelled = true;
      remove?.();
      div.replaceChildren();
    };
  }, [div, key]);

  const state: IgvState = !key ? 'idle' : outcome?.key === key ? outcome.state : 'loading';
  return { state, error: outcome?.key === key ? outcome.error : undefined };
}
