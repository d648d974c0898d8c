/**
 * Shared by the table tools (run by Node, which strips the types): streamed line reading and writing, so a table of
 * any size passes through in constant memory, and the rules every tool uses for delimiters and columns.
 *
 * Tables are tab-separated, or comma-separated when the file name ends in .csv. Quoted CSV fields are not parsed: a
 * comma inside quotes splits the field (the tools are meant for the tab-separated tables bioinformatics tools write).
 */
import { createReadStream, createWriteStream, type WriteStream } from 'node:fs';
import { once } from 'node:events';
import { createInterface } from 'node:readline';

export function delimiterFor(fileName: string): string {
  return fileName.toLowerCase().endsWith('.csv') ? ',' : '\t';
}

/** The file's lines without their line ends (\n or \r\n). */
export async function* readLines(file: string): AsyncGenerator<string> {
  const lines = createInterface({ input: createReadStream(file), crlfDelay: Infinity });
  try {
    for await (const line of lines) yield line;
  } finally {
    lines.close();
  }
}

export interface LineWriter {
  write(line: string): Promise<void>;
  close(): Promise<void>;
}

/** Writes lines, waiting whenever the file falls behind (backpressure), so memory stays flat. */
export function lineWriter(file: string, flags = 'w'): LineWriter {
  const out: WriteStream = createWriteStream(file, { flags });
  const failed = once(out, 'error').then(([error]) => {
    throw error as Error;
  });
  failed.catch(() => undefined);
  return {
    async write(line) {
      if (!out.write(`${line}\n`)) await Promise.race([once(out, 'drain'), failed]);
    },
    async close() {
      out.end();
      await Promise.race([once(out, 'finish'), failed]);
    },
  };
}

/**
 * A column named in a tool's parameters: a header name, or a 1-based number when no header has that name. Exits
 * with a message the user reads in the job's log when it names nothing.
 */
export function columnIndex(header: readonly string[], column: string): number {
  const byName = header.indexOf(column);
  if (byName >= 0) return byName;
  if (/^[1-9][0-9]*$/.test(column) && Number(column) <= header.length) return Number(column) - 1;
  fail(`no column "${column}"; the columns are: ${header.join(', ')}`);
}

export function fail(message: string): never {
  process.stderr.write(`error: ${message}\n`);
  process.exit(2);
}

/** Runs a tool's main function, turning an unexpected error into a message and exit status 1. */
export function run(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    process.stderr.write(`error: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
}
