/** Rows are keyed by uuids (files, jobs, projects, reports...); the check of an id a request names, written once. */
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Anything else names no row, so a lookup can answer "not found" without the database refusing a uuid cast. */
export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID_PATTERN.test(value);
}
