/*
 * Query key roots of the files area. Every list, subfolder and attribute query starts with one of these, so a
 * mutation invalidates all pages and sorts of the table (or every folder of the tree) in one call.
 */
export const filesKeys = {
  all: ['files'] as const,
  lists: ['files', 'list'] as const,
  folders: ['files', 'folders'] as const,
  attributes: ['files', 'attributes'] as const,
};
