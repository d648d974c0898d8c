import { describe, expect, it } from 'vitest';
import { incompleteTail } from './log-follower';

describe('incompleteTail', () => {
  it('finds a UTF-8 character cut at the end of a chunk', () => {
    const text = Buffer.from('ab中', 'utf8');
    expect(incompleteTail(text)).toBe(0);
    expect(incompleteTail(text.subarray(0, 4))).toBe(2);
    expect(incompleteTail(text.subarray(0, 3))).toBe(1);
    expect(incompleteTail(Buffer.from('ab\n'))).toBe(0);
    expect(incompleteTail(Buffer.from('😀').subarray(0, 3))).toBe(3);
  });
});
