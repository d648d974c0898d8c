/*
 * Query key roots of the software area. Names and texts come localized from the server, so lists and details carry
 * the locale in their keys.
 */
export const softwareKeys = {
  all: ['software'] as const,
  lists: ['software', 'list'] as const,
  hot: ['software', 'hot'] as const,
  details: ['software', 'detail'] as const,
  fileAttributes: ['software', 'file-attributes'] as const,
  taskParams: ['software', 'task-params'] as const,
};
