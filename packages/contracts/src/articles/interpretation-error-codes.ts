/*
 * Codes of the interpretation form's fields and of the PubMed fill (errors.<code> texts). Apart from the schemas of
 * interpretation-api.ts, so the error code list (on every page's first load) does not pull them in.
 */
export const INTERPRETATION_ERROR_CODES = [
  'PMID_INVALID',
  'ENGLISH_TITLE_TOO_LONG',
  'MAGAZINE_NAME_TOO_LONG',
  'IMPACT_FACTOR_INVALID',
  'INTERPRETATION_TYPE_REQUIRED',
  'INTERPRETATION_SECTION_TOO_LONG',
  'PUBMED_UNAVAILABLE',
  'PUBMED_NOT_FOUND',
] as const;
