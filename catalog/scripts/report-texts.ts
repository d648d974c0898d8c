/**
 * The fixed words of the HTML reports in each language the console speaks, so a report reads in its user's
 * language (apps give their report step `language: { locale: true }`). The file names and the tables' own headers
 * are the results' and stay as they are.
 */
export const REPORT_LANGUAGES = ['zh', 'en'] as const;
export type ReportLanguage = (typeof REPORT_LANGUAGES)[number];

export interface ReportTexts {
  empty: string;
  rowsShown: (shown: number, total: number) => string;
  moreLines: (count: number) => string;
  fastaHeader: readonly [string, string, string, string];
  /** The nine columns of GFF, which has no header line of its own. */
  gffHeader: readonly string[];
  beforeFiltering: string;
  afterFiltering: string;
  /** The sentence around a VCF's record count, given as HTML (a <data> element: the same in every language). */
  variantRecords: (countHtml: string) => string;
}

export const REPORT_TEXTS: Record<ReportLanguage, ReportTexts> = {
  zh: {
    empty: '（空）',
    rowsShown: (shown, total) => `显示 ${total} 行中的前 ${shown} 行。`,
    moreLines: (count) => `……（另有 ${count} 行）`,
    fastaHeader: ['序列数', '总长度', '最长序列', 'N50'],
    gffHeader: ['序列', '来源', '类型', '起点', '终点', '得分', '链', '相位', '属性'],
    beforeFiltering: '过滤前',
    afterFiltering: '过滤后',
    variantRecords: (countHtml) => `共 ${countHtml} 条变异记录。`,
  },
  en: {
    empty: '(empty)',
    rowsShown: (shown, total) => `${shown} of ${total} rows shown.`,
    moreLines: (count) => `... (${count} more lines)`,
    fastaHeader: ['sequences', 'total length', 'longest', 'N50'],
    gffHeader: ['seqid', 'source', 'type', 'start', 'end', 'score', 'strand', 'phase', 'attributes'],
    beforeFiltering: 'before filtering',
    afterFiltering: 'after filtering',
    variantRecords: (countHtml) => `${countHtml} variant records.`,
  },
};

export function isReportLanguage(value: unknown): value is ReportLanguage {
  return (REPORT_LANGUAGES as readonly unknown[]).includes(value);
}
