import type { Locale, PackageLevel } from '@biocloud/contracts';

/** The level's name in the page's locale. */
export const levelName = (level: Pick<PackageLevel, 'nameZh' | 'nameEn'>, locale: Locale) =>
  locale === 'zh' ? level.nameZh : level.nameEn;

/** Fen as yuan with two decimals (99.00). */
export const yuan = (fen: number) => (fen / 100).toFixed(2);
