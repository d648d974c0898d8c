/**
 * Web-side numbers from the spec that packages/contracts does not hold yet.
 * Breakpoints and the resize throttle live in ui/breakpoints.ts.
 */

/** Spec 000 §9 / 001 §9: configuration is polled once a second until ready. */
export const CONFIG_POLL_INTERVAL_MS = 1000;
/** Spec 000 §7: texts are cached locally and refreshed after 2 seconds. */
export const TEXTS_REFRESH_DELAY_MS = 2000;
/** Our choice: how long the first text fetch may take before the bundled copy is used. */
export const TEXTS_FETCH_TIMEOUT_MS = 8000;
/** Spec 000 §9: autocomplete limit 10. */
export const QUICK_SEARCH_LIMIT = 10;
/** Spec 001 §5: free texts (suggestion, questioning reason) at most 500 characters. */
export const FREE_TEXT_MAX_LENGTH = 500;
/** Our choice: the lang cookie outlives visits by a year. */
export const LANG_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
