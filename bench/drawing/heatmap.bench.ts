import * as echarts from 'echarts';
import { buildChartOption, parseDrawingSpec, parseTable, type DrawingSpec } from '@biocloud/charts';
import { figureFonts, type FigureFonts } from '@biocloud/server/src/modules/drawing/figure-fonts';
import { renderSvg, svgToPng } from '@biocloud/server/src/modules/drawing/render-figure';
import { formatOutcome, judge, type BenchOutcome } from '../harness';
import { alternate, median, seededRandom } from '../stats';

const ROWS = 500;
const COLUMNS = 50;
/** Figures per side; BENCH_HEATMAPS makes a quick run shorter. */
const FIGURES = Number(process.env.BENCH_HEATMAPS ?? 100);
const TARGET_RATIO = 1.3;
const NAME = `heatmap ${ROWS} x ${COLUMNS} to SVG and PNG`;

/** A seeded expression-like table: gene names, then 50 samples in two conditions, with clusters of genes. */
function expressionTable(seed: number): string {
  const random = seededRandom(seed);
  const header = [
    'gene',
    ...Array.from({ length: COLUMNS }, (_, j) => `${j < COLUMNS / 2 ? 'ctrl' : 'treat'}_${j + 1}`),
  ];
  const lines = [header.join('\t')];
  for (let i = 0; i < ROWS; i++) {
    const module = i % 5;
    const values = Array.from({ length: COLUMNS }, (_, j) => {
      const shift = j < COLUMNS / 2 ? module : 5 - module;
      return (shift * 20 + random() * 30).toFixed(3);
    });
    lines.push([`gene${i + 1}`, ...values].join('\t'));
  }
  return lines.join('\n');
}

/** The reference: one plain ECharts SSR call of a ready option, then the same rasterizer. */
function plainRender(option: echarts.EChartsCoreOption, size: { width: number; height: number }, fonts: FigureFonts) {
  const chart = echarts.init(null, null, { renderer: 'svg', ssr: true, ...size });
  chart.setOption(option);
  const svg = chart.renderToSVGString();
  chart.dispose();
  return svgToPng(svg, size, fonts);
}

function timedMs(work: () => unknown): number {
  const start = performance.now();
  work();
  return performance.now() - start;
}

/**
 * Issue 5: 100 heatmaps of 500 x 50 rendered to SVG and PNG. The subject is the drawing tools' path for each figure
 * (parse the table text, cluster rows and columns, build the option, SSR, rasterize: the functions the render worker
 * runs); the reference a plain ECharts SSR call of the same, ready-made option with the same rasterizer, in
 * alternating rounds. Target: within 1.3x per figure.
 */
export async function benchHeatmap(): Promise<BenchOutcome> {
  const fonts = figureFonts();
  const parsed = parseDrawingSpec('heatmap', { labelColumn: 'gene', scale: 'row', width: 900, height: 1200 });
  if (!parsed.ok) throw parsed.error;
  const spec: DrawingSpec = parsed.spec;
  const size = { width: spec.params.width, height: spec.params.height };
  const texts = Array.from({ length: FIGURES }, (_, k) => expressionTable(k + 1));
  // The reference gets its options ready-made: building them (and clustering) is the subject's work alone.
  const options = texts.map((text) => buildChartOption(spec, [{ name: 'table', table: parseTable(text) }]));

  const measured = await alternate({
    rounds: FIGURES,
    subject: async (k) =>
      timedMs(() => {
        const option = buildChartOption(spec, [{ name: 'table', table: parseTable(texts[k]!) }]);
        svgToPng(renderSvg(option, size), size, fonts);
      }),
    reference: async (k) => timedMs(() => plainRender(options[k]!, size, fonts)),
  });
  return judge({
    name: `${NAME} (${FIGURES} figures)`,
    subject: {
      label: 'drawing tools: parse, cluster, build option, SSR, PNG',
      value: median(measured.rounds.map((r) => r.subject)),
      unit: 'ms/figure',
    },
    reference: {
      label: 'plain ECharts SSR of the same option + the same PNG rasterizer',
      value: median(measured.rounds.map((r) => r.reference)),
      unit: 'ms/figure',
    },
    target: { better: 'lower', ratio: TARGET_RATIO },
    ratio: measured.ratio,
    rounds: measured.rounds,
  });
}

// Runnable on its own: npx tsx bench/drawing/heatmap.bench.ts (BENCH_HEATMAPS=10 for a quick run).
if (import.meta.main) console.log(formatOutcome(await benchHeatmap()));
