export interface Throttled<A extends unknown[]> {
  (...args: A): void;
  cancel(): void;
}

/** Runs at once, then at most once per `waitMs`, always finishing with the latest call. */
export function throttle<A extends unknown[]>(
  fn: (...args: A) => void,
  waitMs: number,
  now: () => number = Date.now,
): Throttled<A> {
  let last = -Infinity;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: A | undefined;

  const run = (args: A) => {
    last = now();
    pending = undefined;
    fn(...args);
  };

  const throttled = (...args: A) => {
    const remaining = waitMs - (now() - last);
    if (remaining <= 0 && timer === undefined) {
      run(args);
      return;
    }
    pending = args;
    timer ??= setTimeout(
      () => {
        timer = undefined;
        if (pending) run(pending);
      },
      Math.max(remaining, 0),
    );
  };
  throttled.cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    pending = undefined;
  };
  return throttled;
}
