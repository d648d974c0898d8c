/** Spec 000 §9 / 001 §9: the token cookie lives 9000 s and is refreshed on every response; also the idle limit. */
export const TOKEN_COOKIE = 'token';
export const TOKEN_HEADER = 'token';
export const LANG_COOKIE = 'lang';
export const LANG_HEADER = 'lang';
export const TOKEN_MAX_AGE_SECONDS = 9000;
/** Absolute session lifetimes (issue 2): 12 h, or 30 days with rememberMe. */
export const SESSION_ABSOLUTE_SECONDS = 12 * 60 * 60;
export const SESSION_REMEMBER_SECONDS = 30 * 24 * 60 * 60;
/** Spec 001 §9: the first-visit cookie lasts 2592000000 ms. */
export const FIRST_VISIT_COOKIE = 'firstVisit';
export const FIRST_VISIT_MAX_AGE_MS = 2_592_000_000;
/** Our choice: the lang cookie outlives visits by a year. */
export const LANG_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
