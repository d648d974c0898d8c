import { describe, expect, it } from 'vitest';
import { fitWidth, MIN_PREVIEW_WIDTH } from './fit-width';

describe('fitWidth', () => {
  it('keeps the asked width when it fits or the room is not measured yet', () => {
    expect(fitWidth(900, 1200)).toBe(900);
    expect(fitWidth(900, null)).toBe(900);
    expect(fitWidth(900, 0)).toBe(900);
  });

  it('narrows to the room there is, down to a width the plot still shows in', () => {
    expect(fitWidth(900, 518)).toBe(518);
    expect(fitWidth(900, 200)).toBe(MIN_PREVIEW_WIDTH);
    expect(fitWidth(300, 200)).toBe(300);
  });
});
