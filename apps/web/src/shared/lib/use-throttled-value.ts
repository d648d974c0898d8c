import { useEffect, useMemo, useState } from 'react';
import { throttle } from './throttle';

/** The value, following its changes at most once per `waitMs` (and always ending on the latest one). */
export function useThrottledValue<T>(value: T, waitMs: number): T {
  const [current, setCurrent] = useState(value);
  const update = useMemo(() => throttle((next: T) => setCurrent(() => next), waitMs), [waitMs]);
  useEffect(() => update(value), [update, value]);
  useEffect(() => () => update.cancel(), [update]);
  return current;
}
