import dayjs from 'dayjs';

/** Spec 000 §9: dates are shown as YYYY-MM-DD HH:mm:ss. */
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';
const EMPTY = '--';

export function formatDateTime(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return EMPTY;
  const date = dayjs(value);
  return date.isValid() ? date.format(DATE_TIME_FORMAT) : EMPTY;
}
