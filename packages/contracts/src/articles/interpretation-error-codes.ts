/*
 * Codes of the interpretation form's fields and of the PubMed fill (errors.<code> texts); its over-long texts answer
 * the shared FIELD_TOO_LONG. Apart from the schemas of
 * interpretation-api.ts, so the error code list (on every page's first load) does not pull them in.
 */
export const INTERPRETATION_ERROR_CODES = [
  'PMID_INVALID',
  'IMPACT_FACTOR_INVALID',
  'PUBMED_UNAVAILABLE',
  'PUBMED_NOT_FOUND',
  'INTERPRETATION_EXISTS',
] as const;
