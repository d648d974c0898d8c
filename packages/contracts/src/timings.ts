/*
 * Timings of the pages. Kept apart from limits.ts, which builds zod schemas, because the web's first load reads
 * these and zod stays off it (issue 13 item 8).
 */

/** The transfer dialog (and the layout) poll the instance configuration this often until it is loaded. */
export const CONFIG_POLL_INTERVAL_MS = 1000;
/** Window resize handlers run at most this often. */
export const WINDOW_RESIZE_THROTTLE_MS = 200;
/** Spec 000 §7: the cached content (texts, configuration) is refreshed from the server this long after load. */
export const CONTENT_REFRESH_DELAY_MS = 2000;
/** Our choice: how long the first text fetch may take before the web's bundled copy is used. */
export const TEXTS_FETCH_TIMEOUT_MS = 8000;
/** Spec 001 §9 names one throttle (window resize); the quick search asks the server as it is typed at the same pace. */
export const QUICK_SEARCH_THROTTLE_MS = WINDOW_RESIZE_THROTTLE_MS;
