import { DEFAULT_COLORS, DEFAULT_HEATMAP_COLORS, type DrawType } from '@biocloud/charts';

/** Colour sets offered by the form; a figure stores the colours themselves, so a palette may change later. */
export const SERIES_PALETTES = {
  default: DEFAULT_COLORS,
  vivid: ['#e41a1c', '#377eb8', '#4daf4a', '#984ea3', '#ff7f00', '#a65628', '#f781bf', '#999999'],
  pastel: ['#8dd3c7', '#bebada', '#fb8072', '#80b1d3', '#fdb462', '#b3de69', '#fccde5', '#d9d9d9'],
  grey: ['#252525', '#636363', '#969696', '#bdbdbd', '#d9d9d9'],
} as const;

export const HEATMAP_PALETTES = {
  default: DEFAULT_HEATMAP_COLORS,
  viridis: ['#440154', '#21918c', '#fde725'],
  redGreen: ['#1a9850', '#000000', '#d73027'],
  white: ['#ffffff', '#fdae61', '#a50026'],
} as const;

export function palettesFor(drawType: DrawType): Record<string, readonly string[]> {
  return drawType === 'heatmap' ? HEATMAP_PALETTES : SERIES_PALETTES;
}

/** The palette whose colours these are, if any. */
export function paletteKey(drawType: DrawType, colors: readonly string[]): string | undefined {
  const palettes = palettesFor(drawType);
  if (colors.length === 0) return 'default';
  return Object.keys(palettes).find((key) => palettes[key]!.join() === colors.join());
}
