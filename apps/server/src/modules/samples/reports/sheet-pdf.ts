import PDFDocument from 'pdfkit';
import type { Locale, SampleDetailField, SampleDraftRow } from '@biocloud/contracts';
import { lookupText, type TextBundles } from '../../content/text-files';
import { figureFonts } from '../../drawing/figure-fonts';

/** The columns a printed sheet has room for (A4 portrait), and their widths in points. */
const COLUMNS: [SampleDetailField, number][] = [
  ['sampleName', 110],
  ['species', 95],
  ['concentration', 70],
  ['volume', 60],
  ['od260280', 55],
  ['constructionType', 125],
];
const FONT = 'sheet-font';

/**
 * The information sheet as a PDF (pdfkit) for the customer to print, sign and upload back (uploadSamplePdf): the
 * sample, its rows and a signature line, in the caller's language with the CJK font drawing uses (figure-fonts.ts).
 */
export function sheetPdf(
  texts: TextBundles,
  locale: Locale,
  sheet: { title: string; number: string; sampleType: string; ownerName: string; rows: readonly SampleDraftRow[] },
): Promise<Buffer> {
  const t = (key: string, params?: Record<string, string | number>) => lookupText(texts, locale, key, params) ?? key;
  const doc = new PDFDocument({ size: 'A4', margin: 40, info: { Title: sheet.number, Creator: 'BioCloud samples' } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const pdfFont = figureFonts().pdf;
  if (pdfFont) doc.registerFont(FONT, pdfFont.file, pdfFont.face || undefined).font(FONT);

  doc.fontSize(16).text(t('samples.sheet.title', { title: sheet.title }));
  doc.moveDown(0.5).fontSize(10);
  doc.text(`${t('samples.fields.informationSingleNumber')}: ${sheet.number}`);
  doc.text(`${t('samples.fields.sampleType')}: ${t(`samples.sampleType.${sheet.sampleType}`)}`);
  doc.text(`${t('samples.fields.ownerName')}: ${sheet.ownerName}`);
  doc.moveDown();

  const row = (cells: string[]) => {
    const y = doc.y;
    let x = doc.page.margins.left;
    let bottom = y;
    cells.forEach((cell, i) => {
      const width = COLUMNS[i]![1];
      doc.text(cell, x, y, { width: width - 4 });
      bottom = Math.max(bottom, doc.y);
      x += width;
    });
    doc.x = doc.page.margins.left;
    doc.y = bottom + 4;
    if (doc.y > doc.page.height - 120) doc.addPage();
  };
  doc.fontSize(9);
  row(COLUMNS.map(([field]) => t(`samples.row.${field}`)));
  for (const r of sheet.rows) {
    row(
      COLUMNS.map(([field]) => {
        const value = r[field];
        // A draft's row may have no construction yet.
        if (field === 'constructionType' && r.constructionType) return t(`samples.construction.${r.constructionType}`);
        return value === null || value === '' ? '--' : String(value);
      }),
    );
  }
  doc.moveDown(2).fontSize(10).text(t('sampleIo.pdf.signature'));
  doc.end();
  return done;
}
