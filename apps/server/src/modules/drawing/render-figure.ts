import { Resvg } from '@resvg/resvg-js';
import * as echarts from 'echarts';
import PDFDocument from 'pdfkit';
import SVGtoPDF from 'svg-to-pdfkit';
import type { FigureFonts } from './figure-fonts.ts';

/*
 * One chart option to the three figure files. ECharts' server-side rendering gives the SVG (the same option the
 * browser previews); resvg rasterizes that SVG to PNG and svg-to-pdfkit draws it as vector PDF. Runs in the render
 * worker (render-worker.ts), so the imports here name files the way plain Node resolves them.
 */

export interface FigureSize {
  width: number;
  height: number;
}

/** PNGs at twice the figure size: sharp on high-density screens and in slides. */
export const PNG_SCALE = 2;

export function renderSvg(option: echarts.EChartsCoreOption, size: FigureSize): string {
  const chart = echarts.init(null, null, { renderer: 'svg', ssr: true, width: size.width, height: size.height });
  try {
    chart.setOption(option);
    return chart.renderToSVGString();
  } finally {
    chart.dispose();
  }
}

export function svgToPng(svg: string, size: FigureSize, fonts: FigureFonts): Buffer {
  const resvg = new Resvg(svg, {
    fitTo: { mode: 'width', value: size.width * PNG_SCALE },
    font: { loadSystemFonts: false, fontFiles: fonts.files, defaultFontFamily: fonts.defaultFamily },
  });
  return resvg.render().asPng();
}

const PDF_FONT = 'figure-font';

export function svgToPdf(svg: string, size: FigureSize, fonts: FigureFonts): Promise<Buffer> {
  const doc = new PDFDocument({ size: [size.width, size.height], margin: 0, info: { Creator: 'BioCloud drawing' } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  // Every text of a figure in the one CJK font: it holds Latin glyphs too, and the PDF stays selectable text.
  if (fonts.pdf) doc.registerFont(PDF_FONT, fonts.pdf.file, fonts.pdf.face || undefined);
  SVGtoPDF(doc, svg, 0, 0, { assumePt: true, ...(fonts.pdf ? { fontCallback: () => PDF_FONT } : {}) });
  doc.end();
  return done;
}

export interface Figure {
  svg: string;
  png: Buffer;
  pdf: Buffer;
}

export async function renderFigure(
  option: echarts.EChartsCoreOption,
  size: FigureSize,
  fonts: FigureFonts,
): Promise<Figure> {
  const svg = renderSvg(option, size);
  return { svg, png: svgToPng(svg, size, fonts), pdf: await svgToPdf(svg, size, fonts) };
}
