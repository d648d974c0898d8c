/**
 * Runs at most `max` pieces of work at once; the rest wait their turn, first come first served. The engine finishes
 * many ended jobs side by side this way without taking every database connection at once.
 */
export function createLimiter(max: number) {
  if (!Number.isInteger(max) || max < 1) throw new Error(`a limiter needs a positive integer, got ${max}`);
  let active = 0;
  const waiting: (() => void)[] = [];

  return async function limited<T>(work: () => Promise<T>): Promise<T> {
    // A finishing piece hands its slot straight to the next in line, so none can slip in between.
    if (active < max) active += 1;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await work();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else active -= 1;
    }
  };
}

export type Limiter = ReturnType<typeof createLimiter>;
