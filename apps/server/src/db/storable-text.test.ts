import { describe, expect, it } from 'vitest';
import { storableJson, storableText } from './storable-text';

describe('storable text', () => {
  it('replaces each NUL and keeps the rest', () => {
    expect(storableText('no column x; the columns are: \u001f\u008b\u0000\u0000end')).toBe(
      'no column x; the columns are: \u001f\u008b\uFFFD\uFFFDend',
    );
    expect(storableText('plain')).toBe('plain');
  });

  it('reaches strings at any depth, keys too, and leaves other values, dates and class instances alone', () => {
    const when = new Date(0);
    const expression = new (class Fragment {
      text = 'now()\u0000';
    })();
    expect(storableJson({ at: expression }).at).toBe(expression);
    expect(storableJson({ line: 'a\u0000', n: 3, list: ['\u0000', null, true], ['k\u0000']: { when } })).toEqual({
      line: 'a\uFFFD',
      n: 3,
      list: ['\uFFFD', null, true],
      ['k\uFFFD']: { when },
    });
  });
});
