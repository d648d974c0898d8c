/**
 * Run as its own process by sheet-import.bench.ts: reads the .xlsx at argv[2] as an import does and prints, in
 * bytes, the process's resident memory once idle (imports done, the file read) and its peak while reading. The
 * peak is Linux's VmHWM, reset to the idle figure just before the read (clear_refs 5), so what the imports reached
 * before does not count.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { readTextFiles } from '@biocloud/server/src/modules/content/text-files';
import { createSampleSheetWorkbook } from '@biocloud/server/src/modules/samples/import/sample-sheet-workbook';

const highWaterMark = async () => {
  const status = await readFile('/proc/self/status', 'utf8');
  return Number(/^VmHWM:\s+(\d+) kB$/m.exec(status)![1]) * 1024;
};

const sheets = createSampleSheetWorkbook(readTextFiles());
const bytes = await readFile(process.argv[2]!);
await writeFile('/proc/self/clear_refs', '5');
const idle = process.memoryUsage().rss;
const read = await sheets.read(bytes);
const peak = await highWaterMark();
process.stdout.write(`${JSON.stringify({ idle, peak, outcome: read.ok ? 'read' : read.code })}\n`);
