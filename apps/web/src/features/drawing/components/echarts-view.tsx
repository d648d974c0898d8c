import { useEffect, useRef } from 'react';
import { BarChart, BoxplotChart, HeatmapChart, LineChart, LinesChart, PieChart, ScatterChart } from 'echarts/charts';
import {
  GraphicComponent,
  GridComponent,
  LegendComponent,
  TitleComponent,
  TooltipComponent,
  VisualMapComponent,
} from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

// Only what the drawing tools use: this module is its own lazy chunk, loaded by the drawing pages alone.
echarts.use([
  BarChart,
  BoxplotChart,
  HeatmapChart,
  LineChart,
  LinesChart,
  PieChart,
  ScatterChart,
  GraphicComponent,
  GridComponent,
  LegendComponent,
  TitleComponent,
  TooltipComponent,
  VisualMapComponent,
  CanvasRenderer,
]);

interface EChartsViewProps {
  option: echarts.EChartsCoreOption;
  width: number;
  height: number;
}

/** An interactive ECharts canvas of the given option at the given size (the figure's, or narrower to fit). */
export function EChartsView({ option, width, height }: EChartsViewProps) {
  const element = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | null>(null);

  // One instance for the life of the view; a new size (the panel narrowed) is a resize, not a new chart.
  useEffect(() => {
    if (!element.current) return;
    const instance = echarts.init(element.current, null, { renderer: 'canvas' });
    chart.current = instance;
    return () => {
      instance.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    chart.current?.resize({ width, height });
  }, [width, height]);

  useEffect(() => {
    // notMerge: a removed series or axis must disappear, not linger from the previous option.
    chart.current?.setOption(option, { notMerge: true });
  }, [option]);

  return <div ref={element} className="drawing-canvas" data-testid="chart-preview" style={{ width, height }} />;
}

export default EChartsView;
