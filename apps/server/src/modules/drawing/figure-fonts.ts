import { existsSync } from 'node:fs';

/*
 * Fonts for the server's figures. ECharts writes text into the SVG; resvg (PNG) and PDFKit (PDF) need a font file
 * with CJK glyphs for zh titles and labels: Debian's fonts-noto-cjk, which scripts/setup.sh installs. Without it the
 * figures still render, Latin text in DejaVu and CJK as empty boxes, and the server logs it once at start.
 */

const CJK_FONT_FILES = [
  '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc',
  '/usr/share/fonts/opentype/noto/NotoSansCJKsc-Regular.otf',
];
const LATIN_FONT_FILES = ['/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf'];

/** The face of the collection that has Simplified Chinese glyph shapes (the .ttc holds JP, KR, SC, TC, HK). */
export const CJK_FAMILY = 'Noto Sans CJK SC';
const CJK_POSTSCRIPT_NAME = 'NotoSansCJKsc-Regular';

export interface FigureFonts {
  /** Font files resvg loads (no system scan: that costs more than a small figure's rendering). */
  files: string[];
  defaultFamily: string;
  /** The CJK font for PDFKit, when installed: file and the face inside a collection. */
  pdf?: { file: string; face: string };
}

export function figureFonts(): FigureFonts {
  const cjk = CJK_FONT_FILES.find((file) => existsSync(file));
  const latin = LATIN_FONT_FILES.filter((file) => existsSync(file));
  return {
    files: [...(cjk ? [cjk] : []), ...latin],
    defaultFamily: cjk ? CJK_FAMILY : 'DejaVu Sans',
    ...(cjk ? { pdf: { file: cjk, face: cjk.endsWith('.ttc') ? CJK_POSTSCRIPT_NAME : '' } } : {}),
  };
}
