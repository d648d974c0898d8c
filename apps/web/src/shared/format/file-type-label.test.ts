import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import en from '@biocloud/texts/en/fileTypes.json';
import zh from '@biocloud/texts/zh/fileTypes.json';
import { fileTypeLabel, NAMED_TYPES } from './file-type-label';

const i18n = i18next.createInstance();
await i18n.init({
  lng: 'en',
  resources: { en: { translation: { fileTypes: en } }, zh: { translation: { fileTypes: zh } } },
  interpolation: { escapeValue: false },
});

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
