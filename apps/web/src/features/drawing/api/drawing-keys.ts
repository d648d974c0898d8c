/** Query key roots of the drawing tools. */
export const drawingKeys = {
  all: ['drawing'] as const,
  drawings: ['drawing', 'detail'] as const,
  tables: ['drawing', 'table'] as const,
};
