import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import ExcelJS from 'exceljs';
import { SAMPLE_ROWS_MAX, validateSheetRows } from '@biocloud/contracts';
import { readTextFiles } from '@biocloud/server/src/modules/content/text-files';
import { createSampleSheetWorkbook } from '@biocloud/server/src/modules/samples/import/sample-sheet-workbook';
import { zip } from '@biocloud/server/src/modules/samples/import/test-zip';
import { judge, withTempDir, type BenchOutcome } from '../harness';
import { alternate, median, timed } from '../stats';

const NAME = 'sample sheet import: read + validate vs exceljs load alone';
const ROUNDS = 7;
/** Validation walks cells exceljs already parsed: it should add little to the load itself. */
const TARGET_RATIO = 1.3;
/** Issue 28 item 6: an import's memory above the idle process, for a full sheet and for a zip bomb. */
const MEMORY_LIMIT_MIB = 64;
/** The reliability review's bomb: a few hundred KB that inflate to 300 MiB (it cost the API about 1 GB). */
const BOMB_INFLATED_BYTES = 300 * 1024 * 1024;
const MIB = 1024 * 1024;

/**
 * A full sample sheet (SAMPLE_ROWS_MAX rows, every column filled) read and validated as an import does
 * (../../apps/server/src/modules/samples/import), against loading the same bytes with exceljs and touching every
 * cell value, in alternating rounds.
 */
export async function benchSheetImport(): Promise<BenchOutcome> {
  const sheets = createSampleSheetWorkbook(readTextFiles());
  const bytes = await fullSheet(sheets);

  const subject = async () => {
    const { ms, value } = await timed(async () => {
      const read = await sheets.read(bytes);
      if (!read.ok) throw new Error(`the sheet was refused: ${read.code}`);
      return validateSheetRows(read.rows, 'tissue');
    });
    if (!value.ok || value.rows.length !== SAMPLE_ROWS_MAX) throw new Error('a good sheet did not validate');
    return ms;
  };
  const reference = async () => {
    const { ms } = await timed(async () => {
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
      let cells = 0;
      workbook.worksheets[0]!.eachRow((row) => row.eachCell(() => cells++));
      return cells;
    });
    return ms;
  };
  // One unmeasured round each, so neither side pays the JIT's warm-up in the figures.
  await subject();
  await reference();
  const measured = await alternate({ rounds: ROUNDS, subject, reference });
  const memory = await withTempDir('sheet-memory-', async (dir) => ({
    full: await peakAboveIdle(dir, 'full.xlsx', bytes),
    bomb: await peakAboveIdle(
      dir,
      'bomb.xlsx',
      zip({ 'xl/worksheets/sheet1.xml': Buffer.alloc(BOMB_INFLATED_BYTES, 0x20) }),
    ),
  }));
  const memoryCheck = (label: string, value: number) => ({
    label,
    value: Number((value / MIB).toFixed(1)),
    unit: 'MiB',
    limit: MEMORY_LIMIT_MIB,
    better: 'lower' as const,
  });
  return judge({
    checks: [
      memoryCheck(`peak RSS above idle, ${SAMPLE_ROWS_MAX}-row import`, memory.full),
      memoryCheck('peak RSS above idle, sheet inflating to 300 MiB', memory.bomb),
    ],
    name: `${NAME} (${SAMPLE_ROWS_MAX} rows, ${(bytes.length / 1024).toFixed(0)} KiB, ${ROUNDS} rounds)`,
    subject: { label: 'read + validateSheetRows', value: median(measured.rounds.map((r) => r.subject)), unit: 'ms' },
    reference: { label: 'exceljs xlsx.load alone', value: median(measured.rounds.map((r) => r.reference)), unit: 'ms' },
    target: { better: 'lower', ratio: TARGET_RATIO },
    ratio: measured.ratio,
    rounds: measured.rounds,
  });
}

/** The template in English with every row filled with good values. */
async function fullSheet(sheets: ReturnType<typeof createSampleSheetWorkbook>): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await sheets.template('en')) as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const libraries = ['Whole genome (WGS)', 'Whole exome (WES)', 'mRNA', 'Targeted panel'];
  for (let i = 0; i < SAMPLE_ROWS_MAX; i++) {
    // Every column, in the template's order.
    sheet.getRow(i + 2).values = [
      `S_${i}`,
      `T${i}`,
      'Homo sapiens',
      'liver',
      20 + (i % 50),
      40,
      1.8 + (i % 3) / 10,
      2.1,
      7.5,
      libraries[i % libraries.length],
      30,
      `batch ${i % 7}`,
    ];
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const run = promisify(execFile);

/** A fresh process reads the sheet; its peak memory above its idle memory (see sheet-read-memory.ts). */
async function peakAboveIdle(dir: string, name: string, bytes: Buffer): Promise<number> {
  const file = path.join(dir, name);
  await writeFile(file, bytes);
  const script = path.join(import.meta.dirname, 'sheet-read-memory.ts');
  const { stdout } = await run(process.execPath, ['--import', 'tsx', script, file], { cwd: import.meta.dirname });
  const { idle, peak } = JSON.parse(stdout) as { idle: number; peak: number };
  return Math.max(0, peak - idle);
}
