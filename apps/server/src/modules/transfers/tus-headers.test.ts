import { describe, expect, it } from 'vitest';
import { parseByteCount, parseUploadChecksum, parseUploadMetadata } from './tus-headers';

const b64 = (text: string) => Buffer.from(text).toString('base64');

describe('parseUploadMetadata', () => {
  it('decodes pairs, keys without a value, and UTF-8 values', () => {
    const parsed = parseUploadMetadata(
      `filename ${b64('reads.fq')},parentsUuid ${b64('0')}, empty,note ${b64('数据')}`,
    );
    expect(parsed && Object.fromEntries(parsed)).toEqual({
      filename: 'reads.fq',
      parentsUuid: '0',
      empty: '',
      note: '数据',
    });
    expect(parseUploadMetadata('')?.size).toBe(0);
  });

  it.each([
    'filename not*base64',
    `filename ${b64('a')} extra`,
    `filename ${b64('a')},filename ${b64('b')}`,
    `,filename ${b64('a')}`,
    `file name ${b64('a')}`,
    'filename YQ',
    `filename ${Buffer.from([0xff, 0xfe]).toString('base64')}`,
  ])('refuses %j', (header) => {
    expect(parseUploadMetadata(header)).toBeNull();
  });
});

describe('parseUploadChecksum', () => {
  it('reads an offered algorithm and its digest', () => {
    expect(parseUploadChecksum('sha1 Kq5sNclPz7QV2+lfQIuc6R7oRu0=')).toEqual({
      algorithm: 'sha1',
      digest: Buffer.from('Kq5sNclPz7QV2+lfQIuc6R7oRu0=', 'base64'),
    });
  });

  it('tells an unknown algorithm from a malformed header', () => {
    expect(parseUploadChecksum('crc32 AAAAAA==')).toBe('unsupported');
    expect(parseUploadChecksum('sha1')).toBeNull();
    expect(parseUploadChecksum('sha1 !!!')).toBeNull();
  });
});

describe('parseByteCount', () => {
  it('accepts decimal digits only, within the safe integer range', () => {
    expect(parseByteCount('0')).toBe(0);
    expect(parseByteCount('1048576')).toBe(1048576);
    for (const bad of ['', '-1', '1.5', '1e3', ' 1', '0x10', '99999999999999999', undefined, ['1']]) {
      expect(parseByteCount(bad)).toBeNull();
    }
  });
});
