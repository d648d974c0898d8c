import { Readable } from 'node:stream';
import { describe, expect, it, vi } from 'vitest';
import type { BlobStore } from '../../storage/blob-store';
import { rangedAnswer } from './ranged-answer';

const blob = { storage_key: 'k', size: 100 };

function fakeStore() {
  const openRead = vi.fn(() => Readable.from([]));
  return { store: { openRead } as unknown as BlobStore, openRead };
}

describe('rangedAnswer', () => {
  it('answers one range with 206, its bounds and length, and reads only those bytes', () => {
    const { store, openRead } = fakeStore();
    const answer = rangedAnswer(store, blob, { range: 'bytes=10-19' }, ['"e"'], { etag: '"e"' });
    expect(answer.status).toBe(206);
    expect(answer.headers).toEqual({
      'accept-ranges': 'bytes',
      etag: '"e"',
      'content-range': 'bytes 10-19/100',
      'content-length': '10',
    });
    answer.open();
    expect(openRead).toHaveBeenCalledWith('k', { kind: 'single', start: 10, end: 19 });
  });

  it('answers the whole when If-Range names none of the validators, and the range when it names one', () => {
    const { store } = fakeStore();
    const request = { range: 'bytes=0-9', ifRange: 'Tue, 01 Dec 2026 00:00:00 GMT' };
    const stale = rangedAnswer(store, blob, request, ['"e"'], {});
    expect(stale.status).toBe(200);
    expect(stale.headers['content-length']).toBe('100');
    expect(rangedAnswer(store, blob, request, ['"e"', request.ifRange], {}).status).toBe(206);
  });

  it('refuses a range outside the blob, opening nothing', () => {
    const { store, openRead } = fakeStore();
    expect(() => rangedAnswer(store, blob, { range: 'bytes=100-' }, [], {})).toThrow(
      expect.objectContaining({ statusCode: 416 }),
    );
    expect(openRead).not.toHaveBeenCalled();
  });
});
