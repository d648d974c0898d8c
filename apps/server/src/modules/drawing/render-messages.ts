import type { EChartsCoreOption } from 'echarts';
import type { FigureSize } from './render-figure.ts';

/** What the API thread and the render thread say to each other. */
export interface RenderRequest {
  id: number;
  option: EChartsCoreOption;
  size: FigureSize;
}

export type RenderReply =
  { id: number; ok: true; svg: string; png: Uint8Array; pdf: Uint8Array } | { id: number; ok: false; message: string };
