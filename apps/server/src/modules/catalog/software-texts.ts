import type { Locale, LocalizedText } from '@biocloud/contracts';

/** A tool's or app's name and summary as the catalogue cards give them: in the request's locale, and in both. */
export function softwareTexts(manifest: { name: LocalizedText; summary: LocalizedText }, locale: Locale) {
  return {
    softName: manifest.name[locale],
    softNameZh: manifest.name.zh,
    softNameEn: manifest.name.en,
    softDesc: manifest.summary[locale],
    softDescZh: manifest.summary.zh,
    softDescEn: manifest.summary.en,
  };
}
