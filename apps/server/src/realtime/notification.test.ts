import { describe, expect, it } from 'vitest';
import { decodeNotification, encodeNotification, NOTIFY_MAX_BYTES } from './notification';

describe('encodeNotification', () => {
  it('keeps a payload that fits and round-trips it', () => {
    const text = encodeNotification('jobs', 'u1', { status: 'RUNNING' });
    expect(decodeNotification(text)).toEqual({ topic: 'jobs', userId: 'u1', payload: { status: 'RUNNING' } });
  });

  it('counts bytes, not characters: a CJK payload near the limit becomes tooLarge', () => {
    const overhead = Buffer.byteLength(encodeNotification('jobs', null, ''));
    // Three bytes per character in UTF-8: a third of the room in characters fills it exactly.
    const fits = '界'.repeat(Math.floor((NOTIFY_MAX_BYTES - overhead) / 3));
    expect(Buffer.byteLength(encodeNotification('jobs', null, fits))).toBeLessThanOrEqual(NOTIFY_MAX_BYTES);
    expect(decodeNotification(encodeNotification('jobs', null, fits))?.payload).toBe(fits);
    expect(decodeNotification(encodeNotification('jobs', null, `${fits}界`))).toEqual({
      topic: 'jobs',
      userId: null,
      tooLarge: true,
    });
  });

  it('ignores text that is not an envelope', () => {
    expect(decodeNotification('nope')).toBeUndefined();
    expect(decodeNotification('{"topic":1}')).toBeUndefined();
  });
});
