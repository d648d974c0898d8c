import { loadCatalog, type Catalog } from './catalog-loader';
import { checkAvailability, type Availability } from './tool-availability';

/** The catalog and which of its tools can run here. */
export interface LoadedCatalog {
  catalog: Catalog;
  availability: ReadonlyMap<string, Availability>;
}

const loaded = new Map<string, Promise<LoadedCatalog>>();

/**
 * The catalog of `dir`, loaded and checked once per process: the API and the dispatcher of one server share it, and
 * the version commands of the tools run once at start-up, not per request.
 */
export function catalogFor(dir: string): Promise<LoadedCatalog> {
  let entry = loaded.get(dir);
  if (!entry) {
    entry = (async () => {
      const catalog = await loadCatalog(dir);
      return { catalog, availability: await checkAvailability(catalog.tools) };
    })();
    // A failed load is not cached: the next caller sees the error again instead of a stale rejection.
    entry.catch(() => loaded.delete(dir));
    loaded.set(dir, entry);
  }
  return entry;
}
