import { describe, expect, it } from 'vitest';
import en from '@biocloud/texts/en/fileTypes.json';
import zh from '@biocloud/texts/zh/fileTypes.json';
import { createTranslator } from '../i18n/translator';
import { fileTypeLabel, NAMED_TYPES } from './file-type-label';

const i18n = createTranslator('en');
i18n.addResourceBundle('en', 'translation', { fileTypes: en });
i18n.addResourceBundle('zh', 'translation', { fileTypes: zh });

describe('fileTypeLabel', () => {
  it('names the internal codes in both languages', () => {
    expect(fileTypeLabel(i18n.getFixedT('en'), 'xls_txt')).toBe('Table');
    expect(fileTypeLabel(i18n.getFixedT('zh'), 'nwk')).toBe('Newick 树');
    expect(fileTypeLabel(i18n.getFixedT('en'), 'NWK')).toBe('Newick tree');
  });

  it('names other and missing types', () => {
    expect(fileTypeLabel(i18n.getFixedT('en'), 'xyz')).toBe('XYZ file');
    expect(fileTypeLabel(i18n.getFixedT('zh'), '')).toBe('文件');
  });

  it('has a text for every named type, and names every type with a text', () => {
    const named = Object.keys(en).filter((k) => k !== 'other' && k !== 'none');
    expect([...NAMED_TYPES].sort()).toEqual(named.sort());
  });
});
