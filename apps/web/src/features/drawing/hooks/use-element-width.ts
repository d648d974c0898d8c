import { useEffect, useState } from 'react';

/**
 * The content width of an element, followed as it changes (a window resize, the side menu folding); null until
 * measured. Answers the callback ref to put on the element, so an element that appears later is measured too.
 */
export function useElementWidth(): [(element: HTMLElement | null) => void, number | null] {
  const [element, setElement] = useState<HTMLElement | null>(null);
  const [width, setWidth] = useState<number | null>(null);
  useEffect(() => {
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.floor(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return [setElement, width];
}
