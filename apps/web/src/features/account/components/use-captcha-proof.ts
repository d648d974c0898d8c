import { useCallback, useEffect, useRef, useState } from 'react';
import type { CaptchaProof } from '@biocloud/contracts';
import { getCaptcha } from '../api/send-code';
import { solveCaptcha } from '../lib/solve-captcha';

interface Solved {
  proof: CaptchaProof;
  expiresAt: number;
}

/**
 * A captcha proof solved in the background from the moment the form opens, so that a click on "send" rarely waits;
 * `take` hands it out (waiting for it if need be, with `progress` from 0 to 1 meanwhile) and starts the next one.
 */
export function useCaptchaProof(enabled = true) {
  const [progress, setProgress] = useState<number | null>(null);
  const pending = useRef<Promise<Solved> | null>(null);
  const controller = useRef<AbortController | null>(null);

  const start = useCallback(() => {
    controller.current?.abort();
    const own = new AbortController();
    controller.current = own;
    const run = (async () => {
      const challenge = await getCaptcha(own.signal);
      const proof = await solveCaptcha(challenge, { signal: own.signal, onProgress: setProgress });
      return { proof, expiresAt: Date.parse(challenge.expiresAt) };
    })();
    // A failure (network, abort) is seen by the `take` that awaits it; none is left unhandled meanwhile.
    run.catch(() => {});
    void run.finally(() => own === controller.current && setProgress(null));
    pending.current = run;
    return run;
  }, []);

  useEffect(() => {
    // A form that may not need one (registration under a policy without captcha) solves nothing.
    if (!enabled) return;
    void start();
    return () => controller.current?.abort();
  }, [start, enabled]);

  const take = useCallback(async (): Promise<CaptchaProof> => {
    let solved = await (pending.current ?? start()).catch(() => start());
    if (solved.expiresAt <= Date.now()) solved = await start();
    void start();
    return solved.proof;
  }, [start]);

  /** After the server refused a proof (expired, used): drop it and solve a new one. */
  const renew = useCallback(() => void start(), [start]);

  return { take, renew, progress };
}
