import { describe, expect, it } from 'vitest';
import {
  TEXT_PREVIEW_TYPES,
  TEXT_PREVIEW_TYPE_ALIASES,
  isTextPreviewable,
  normalizeTextPreviewType,
  textPreviewTypeSchema,
} from './text-preview';

describe('text-previewable types', () => {
  it('are the twelve types of the spec', () => {
    expect(TEXT_PREVIEW_TYPES).toEqual([
      'xls_txt',
      'txt',
      'fasta',
      'gff',
      'sam',
      'vcf',
      'bed',
      'exp',
      'ed',
      'sv',
      'edixy',
      'density',
    ]);
  });

  it.each([...TEXT_PREVIEW_TYPES])('previews %s', (type) => {
    expect(isTextPreviewable(type)).toBe(true);
    expect(normalizeTextPreviewType(type)).toBe(type);
  });

  it('accepts the misspelling desity as density, only through the helpers', () => {
    expect(TEXT_PREVIEW_TYPE_ALIASES).toEqual({ desity: 'density' });
    expect(isTextPreviewable('desity')).toBe(true);
    expect(normalizeTextPreviewType('desity')).toBe('density');
    expect(textPreviewTypeSchema.safeParse('desity').success).toBe(false);
  });

  it('ignores case and surrounding space', () => {
    expect(isTextPreviewable('TXT')).toBe(true);
    expect(normalizeTextPreviewType(' Fasta ')).toBe('fasta');
  });

  it.each(['', 'pdf', 'png', 'bam', 'folder', 'xls', 'fa', 'gz', 'toString', 'constructor', 'dens', 'densityx'])(
    'does not preview %j',
    (type) => {
      expect(isTextPreviewable(type)).toBe(false);
      expect(normalizeTextPreviewType(type)).toBeNull();
    },
  );

  it('does not preview a missing type', () => {
    expect(isTextPreviewable(null)).toBe(false);
    expect(isTextPreviewable(undefined)).toBe(false);
  });
});
