/*
 * Prints what an upstream case would expect of a result file made by hand: its normalized sha256 and line count.
 *   npx tsx apps/server/test/upstream-expect.ts <file> [--bam] [--drop <regex>]...
 */
import { readFileSync } from 'node:fs';
import { lineCount, normalizedResult, sha256Of } from './upstream-checks';

const [file, ...rest] = process.argv.slice(2);
if (!file) throw new Error('usage: upstream-expect.ts <file> [--bam] [--drop <regex>]...');
const dropLines = rest.flatMap((word, i) => (rest[i - 1] === '--drop' ? [word] : []));
const normalized = normalizedResult({ bamRecords: rest.includes('--bam'), dropLines }, readFileSync(file));
console.log(`sha256: ${sha256Of(normalized)}\nlines: ${lineCount(normalized)}`);
