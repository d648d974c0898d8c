/**
 * An app's HTML report: one self-contained page (no script, no outside resource) with a section per result given:
 * figures (SVG, PNG) inline as images, tables (tab-separated) as tables, VCF records as a table with their count,
 * GFF features under GFF's column names, FASTA files as sequence statistics, fastp JSON as its before/after summary, any other text as its first lines.
 * Its fixed words are in the language asked for (report-texts.ts).
 *   node app-report.ts --title=<title> --language=zh|en --output=out/report.html -- <file>...
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fail, run } from './table-io.ts';
import { isReportLanguage, REPORT_TEXTS, type ReportTexts } from './report-texts.ts';

const MAX_TABLE_ROWS = 50;
const MAX_TEXT_LINES = 120;
const MAX_TEXT_BYTES = 256 * 1024;

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The report's words, set once from --language before any section is written. */
let texts: ReportTexts = REPORT_TEXTS.en;

function table(rows: readonly string[][], total = rows.length): string {
  const [head, ...body] = rows;
  if (!head) return `<p>${escape(texts.empty)}</p>`;
  const shown = body.slice(0, MAX_TABLE_ROWS);
  const cells = (row: readonly string[], tag: string) => row.map((c) => `<${tag}>${escape(c)}</${tag}>`).join('');
  const more = total - 1 > shown.length ? `<p>${escape(texts.rowsShown(shown.length, total - 1))}</p>` : '';
  return `<table><thead><tr>${cells(head, 'th')}</tr></thead><tbody>${shown
    .map((row) => `<tr>${cells(row, 'td')}</tr>`)
    .join('')}</tbody></table>${more}`;
}

function pre(text: string): string {
  const lines = text.split('\n');
  const more = lines.length > MAX_TEXT_LINES ? `\n${texts.moreLines(lines.length - MAX_TEXT_LINES)}` : '';
  return `<pre>${escape(lines.slice(0, MAX_TEXT_LINES).join('\n') + more)}</pre>`;
}

function fastaStats(text: string): string {
  const lengths: number[] = [];
  for (const line of text.split('\n')) {
    if (line.startsWith('>')) lengths.push(0);
    else if (lengths.length > 0) lengths[lengths.length - 1]! += line.trim().length;
  }
  const total = lengths.reduce((a, b) => a + b, 0);
  let n50 = 0;
  let sum = 0;
  for (const length of [...lengths].sort((a, b) => b - a)) {
    sum += length;
    if (sum * 2 >= total) {
      n50 = length;
      break;
    }
  }
  const max = lengths.length > 0 ? Math.max(...lengths) : 0;
  return table([[...texts.fastaHeader], [String(lengths.length), String(total), String(max), String(n50)]]);
}

function fastpSummary(json: { summary?: Record<string, Record<string, number>> }): string {
  const before = json.summary?.before_filtering ?? {};
  const after = json.summary?.after_filtering ?? {};
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return table([
    ['', texts.beforeFiltering, texts.afterFiltering],
    ...keys.map((k) => [k, String(before[k] ?? ''), String(after[k] ?? '')]),
  ]);
}

function vcf(text: string): string {
  const records = text.split('\n').filter((l) => l !== '' && !l.startsWith('##'));
  const rows = records.map((l) => l.split('\t').slice(0, 8));
  const count = Math.max(0, rows.length - 1);
  return `<p>${texts.variantRecords(`<data value="${count}">${count}</data>`)}</p>${table(rows)}`;
}

async function section(file: string): Promise<string> {
  const name = path.basename(file);
  const ext = path.extname(name).toLowerCase();
  const bytes = await readFile(file);
  const title = `<h2>${escape(name)}</h2>`;
  if (ext === '.svg' || ext === '.png') {
    const type = ext === '.svg' ? 'image/svg+xml' : 'image/png';
    return `${title}<figure><img alt="${escape(name)}" src="data:${type};base64,${bytes.toString('base64')}"></figure>`;
  }
  const text = bytes.subarray(0, MAX_TEXT_BYTES).toString('utf8');
  if (ext === '.json') {
    try {
      const parsed = JSON.parse(bytes.toString('utf8')) as { summary?: Record<string, Record<string, number>> };
      if (parsed.summary) return title + fastpSummary(parsed);
    } catch {
      // Not JSON after all: shown as text.
    }
    return title + pre(text);
  }
  if (ext === '.vcf') return title + vcf(text);
  if (['.fa', '.fasta', '.fna', '.faa'].includes(ext)) return title + fastaStats(bytes.toString('utf8'));
  const lines = text.split('\n').filter((l) => l !== '' && !l.startsWith('#'));
  // GFF has no header line: its first feature was shown as the header (tools review); its columns are GFF's nine.
  if (['.gff', '.gff3', '.gtf'].includes(ext)) {
    return title + table([[...texts.gffHeader], ...lines.map((l) => l.split('\t'))], lines.length + 1);
  }
  const widths = new Set(lines.map((l) => l.split('\t').length));
  if (lines.length > 1 && widths.size === 1 && !widths.has(1)) {
    return (
      title +
      table(
        lines.map((l) => l.split('\t')),
        lines.length,
      )
    );
  }
  return title + pre(text);
}

run(async () => {
  const { values, positionals } = parseArgs({
    options: { title: { type: 'string' }, language: { type: 'string', default: 'en' }, output: { type: 'string' } },
    allowPositionals: true,
  });
  if (!values.output || !values.title || !isReportLanguage(values.language)) {
    fail('usage: --title <title> --language zh|en --output <report.html> -- <file>...');
  }
  texts = REPORT_TEXTS[values.language];
  const sections = [];
  for (const file of positionals) sections.push(await section(file));
  const style =
    'body{font-family:sans-serif;margin:2em;color:#222}table{border-collapse:collapse;margin:.5em 0}' +
    'th,td{border:1px solid #ccc;padding:2px 8px;text-align:left}pre{background:#f6f6f6;padding:8px;overflow:auto}' +
    'img{max-width:100%}';
  const html = `<!doctype html><html lang="${values.language}"><head><meta charset="utf-8"><title>${escape(values.title)}</title><style>${style}</style></head><body><h1>${escape(values.title)}</h1>${sections.join('\n')}</body></html>\n`;
  await writeFile(values.output, html);
  process.stderr.write(`report with ${positionals.length} sections written\n`);
});
