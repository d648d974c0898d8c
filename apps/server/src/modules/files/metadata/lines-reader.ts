import type { DetailReader } from './detail-reader';

/** Text tables and plain text: line count, and the number of fields of the first line (tabs, else commas). */

const NEWLINE = 0x0a;
const TAB = 0x09;
const COMMA = 0x2c;

export function createLinesReader(): DetailReader {
  let newlines = 0;
  let last = NEWLINE;
  let firstLineDone = false;
  let tabs = 0;
  let commas = 0;
  let firstLineBytes = 0;
  return {
    push(chunk) {
      if (chunk.length === 0) return;
      if (!firstLineDone) {
        const end = chunk.indexOf(NEWLINE);
        const stop = end === -1 ? chunk.length : end;
        for (let i = 0; i < stop; i++) {
          if (chunk[i] === TAB) tabs++;
          else if (chunk[i] === COMMA) commas++;
        }
        firstLineBytes += stop;
        firstLineDone = end !== -1;
      }
      for (let at = chunk.indexOf(NEWLINE); at !== -1; at = chunk.indexOf(NEWLINE, at + 1)) newlines++;
      last = chunk[chunk.length - 1]!;
    },
    finish() {
      const empty = newlines === 0 && last === NEWLINE;
      return {
        // A last line without its newline is a line too.
        lineCount: newlines + (last === NEWLINE ? 0 : 1),
        columnCount: empty || firstLineBytes === 0 ? 0 : tabs > 0 ? tabs + 1 : commas > 0 ? commas + 1 : 1,
      };
    },
  };
}
