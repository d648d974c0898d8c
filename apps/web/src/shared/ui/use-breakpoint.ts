import { useEffect, useState } from 'react';
import { WINDOW_RESIZE_THROTTLE_MS } from '@biocloud/contracts';
import { throttle } from '../lib/throttle';
import { breakpointOf, type Breakpoint } from './breakpoints';

/** The current spec breakpoint, following window resizes (throttled). */
export function useBreakpoint(): Breakpoint {
  const [breakpoint, setBreakpoint] = useState<Breakpoint>(() => breakpointOf(window.innerWidth));
  useEffect(() => {
    const onResize = throttle(() => setBreakpoint(breakpointOf(window.innerWidth)), WINDOW_RESIZE_THROTTLE_MS);
    window.addEventListener('resize', onResize);
    return () => {
      onResize.cancel();
      window.removeEventListener('resize', onResize);
    };
  }, []);
  return breakpoint;
}
