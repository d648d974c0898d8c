import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Scrolls the element `id` into view when the address names it (`#id`): the router does not, and the section may
 * render only after its data came (quick search opens userinfo/edit#security).
 */
export function useScrollToHash(id: string): void {
  const { hash } = useLocation();
  useEffect(() => {
    if (hash === `#${id}`) document.getElementById(id)?.scrollIntoView({ block: 'start' });
  }, [hash, id]);
}
