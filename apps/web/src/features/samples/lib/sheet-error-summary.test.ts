import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import en from '@biocloud/texts/en/samples.json';
import zh from '@biocloud/texts/zh/samples.json';
import { sheetErrorSummary } from './sheet-error-summary';

describe('the information sheet error summary', () => {
  it('names row and column of a row error and the field of any other, in both locales', async () => {
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
      const i18n = i18next.createInstance();
      await i18n.init({ lng: locale, resources: { [locale]: { translation: { samples } } } });
      lines[locale] = sheetErrorSummary(i18n.t, fields);
    }
    expect(lines.en).toEqual([`${en.contract.customerName}: required`, `Row 2, ${en.row.constructionType}: required`]);
    expect(lines.zh).toEqual([
      `${zh.contract.customerName}：required`,
      `第 2 行，${zh.row.constructionType}：required`,
    ]);
  });
});
