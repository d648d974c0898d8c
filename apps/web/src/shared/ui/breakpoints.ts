/** Spec 000 §9 / 001 §9: xs below 768, sm 768, md 992, lg 1200, xl 1920 (minimum widths in px). */
export const BREAKPOINTS = { xs: 0, sm: 768, md: 992, lg: 1200, xl: 1920 } as const;

export type Breakpoint = keyof typeof BREAKPOINTS;
const ORDER: readonly Breakpoint[] = ['xs', 'sm', 'md', 'lg', 'xl'];

export function breakpointOf(width: number): Breakpoint {
  let current: Breakpoint = 'xs';
  for (const bp of ORDER) if (width >= BREAKPOINTS[bp]) current = bp;
  return current;
}

export function isAtLeast(current: Breakpoint, min: Breakpoint): boolean {
  return ORDER.indexOf(current) >= ORDER.indexOf(min);
}
