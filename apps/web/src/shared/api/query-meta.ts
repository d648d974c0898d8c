/** Meta understood by the app's one error handler (app/api-error-handler.ts). */
export interface ApiQueryMeta extends Record<string, unknown> {
  /** The caller shows (or deliberately ignores) failures itself: no redirect, no notification. */
  silentErrors?: boolean;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: ApiQueryMeta;
    mutationMeta: ApiQueryMeta;
  }
}
