import { useCallback, useState, type ComponentType } from 'react';

/**
 * A component fetched on the first call of `load` (hover, focus, typing) instead of with the page, so the console's
 * first load does not carry it (issue 13 item 8). The caller renders a stand-in until it is there; a failed fetch
 * leaves the stand-in and the next call tries again. `importer` must be stable (a module-level function).
 */
export function useOnDemand<P extends object>(
  importer: () => Promise<ComponentType<P>>,
): [ComponentType<P> | undefined, () => void] {
  const [component, setComponent] = useState<ComponentType<P>>();
  const load = useCallback(() => {
    importer().then(
      (loaded) => setComponent(() => loaded),
      () => undefined,
    );
  }, [importer]);
  return [component, load];
}
