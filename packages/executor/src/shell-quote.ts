/**
 * POSIX shell quoting for the job wrapper. Every word becomes one single-quoted word: inside single quotes the shell
 * expands nothing (`$`, backticks, `;`, newlines, globs are all literal), and the only character that needs care is
 * the single quote itself, written as `'\''` (close, escaped quote, reopen).
 */
export function shellQuote(word: string): string {
  if (word.includes('\0')) {
    // No exec argument or environment value can hold a NUL byte; refusing beats silently truncating.
    throw new Error('a shell word cannot contain a NUL byte');
  }
  return `'${word.replaceAll("'", `'\\''`)}'`;
}

/** Quotes each word and joins them with spaces: a command line the shell splits back into exactly these words. */
export function shellQuoteArgv(argv: readonly string[]): string {
  return argv.map(shellQuote).join(' ');
}
