/* Query key roots of the app catalogue pages. Names come localized from the server, so keys carry the locale. */
export const appsKeys = {
  all: ['apps'] as const,
  types: ['apps', 'types'] as const,
  lists: ['apps', 'list'] as const,
  details: ['apps', 'detail'] as const,
  rerun: ['apps', 'rerun'] as const,
};
