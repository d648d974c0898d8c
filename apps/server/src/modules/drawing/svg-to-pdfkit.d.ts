// svg-to-pdfkit ships no types; this is the part of its API the drawing renderer uses.
declare module 'svg-to-pdfkit' {
  interface SvgToPdfOptions {
    /** Font name registered on the document for a font family of the SVG. */
    fontCallback?: (family: string, bold: boolean, italic: boolean) => string;
    /** Treat SVG user units as PDF points, so a W x H SVG fills a W x H page. */
    assumePt?: boolean;
    width?: number;
    height?: number;
  }
  export default function SVGtoPDF(
    doc: PDFKit.PDFDocument,
    svg: string,
    x?: number,
    y?: number,
    options?: SvgToPdfOptions,
  ): void;
}
