import { describe, expect, it } from 'vitest';
import en from '@biocloud/texts/en/samples.json';
import zh from '@biocloud/texts/zh/samples.json';
import { createTranslator } from '../../../shared/i18n/translator';
import { sheetErrorSummary } from './sheet-error-summary';

describe('the information sheet error summary', () => {
  it('names row and column of a row error and the field of any other, in both locales', () => {
    const fields = [
      { name: ['contractInformation', 'customerName'], errors: ['required'] },
      { name: ['detailSampleInformationList', 1, 'constructionType'], errors: ['required'] },
      { name: ['detailSampleInformationList', 0, 'sampleName'], errors: [] },
    ];
    const lines: Record<string, string[]> = {};
    for (const [locale, samples] of [
      ['en', en],
      ['zh', zh],
    ] as const) {
      const i18n = createTranslator(locale);
      i18n.addResourceBundle(locale, 'translation', { samples });
      lines[locale] = sheetErrorSummary(i18n.t, fields);
    }
    expect(lines.en).toEqual([`${en.contract.customerName}: required`, `Row 2, ${en.row.constructionType}: required`]);
    expect(lines.zh).toEqual([
      `${zh.contract.customerName}：required`,
      `第 2 行，${zh.row.constructionType}：required`,
    ]);
  });
});
