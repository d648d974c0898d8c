import { useEffect, useState } from 'react';
import { formatDuration } from '../format/duration';

/** How often a running job's run time counts up: the shown value has whole seconds. */
const RUN_TIME_TICK_MS = 1000;

interface RunTimeProps {
  /** The recorded run time (ms), set once the job ended. */
  needTime: number | null;
  startTime: string | null;
  /** Whether the job runs now; only then the time counts from its start. */
  running: boolean;
}

/**
 * A job's run time: the recorded one, or while the job runs the time since it started, counting up each second
 * (the server records it only at the end, so a running job would otherwise read "--").
 */
export function RunTime({ needTime, startTime, running }: RunTimeProps) {
  const started = running && startTime ? Date.parse(startTime) : null;
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (started === null) return;
    const timer = window.setInterval(() => setNow(Date.now()), RUN_TIME_TICK_MS);
    return () => window.clearInterval(timer);
  }, [started]);
  // The browser's clock may trail the server's by a little: a just-started job reads 0, not "--".
  const ms = started === null ? needTime : Math.max(0, now - started);
  return <span data-testid="run-time">{formatDuration(ms)}</span>;
}
