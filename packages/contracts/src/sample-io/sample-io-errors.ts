/** Error codes of the sample templates, sheet import, tracking, reports and bookings (modules/samples/*). */
export const SAMPLE_IO_ERROR_CODES = [
  'SAMPLE_SHEET_UNREADABLE',
  'SAMPLE_SHEET_COLUMNS_MISSING',
  'SAMPLE_TEMPLATE_NOT_FOUND',
  'SAMPLE_REPORT_NOT_PDF',
  'SAMPLE_REPORT_NOT_FOUND',
  'SAMPLE_PDF_TOO_LARGE',
  'EXPRESS_UNAVAILABLE',
  'EXPRESS_NOT_SENT',
  'EXPRESS_QUERY_FAILED',
  'BOOKING_NOT_FOUND',
] as const;
