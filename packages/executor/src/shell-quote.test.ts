import { describe, expect, it } from 'vitest';
import { shellQuote, shellQuoteArgv } from './shell-quote';

describe('shellQuote', () => {
  it('wraps a plain word in single quotes', () => {
    expect(shellQuote('samtools')).toBe("'samtools'");
  });

  it('keeps the empty string as one (empty) word', () => {
    expect(shellQuote('')).toBe("''");
  });

  it('writes a single quote as close, escaped quote, reopen', () => {
    expect(shellQuote("it's")).toBe(`'it'\\''s'`);
    expect(shellQuote("''")).toBe(`''\\'''\\'''`);
  });

  it('leaves shell syntax inert inside single quotes', () => {
    for (const word of [
      '$(rm -rf /)',
      '`id`',
      'a; b',
      'a && b',
      '*.fa',
      '${HOME}',
      'x\ny',
      'a\\b',
      '--output=/etc/passwd',
    ]) {
      expect(shellQuote(word)).toBe(`'${word}'`);
    }
  });

  it('refuses a NUL byte', () => {
    expect(() => shellQuote('a\0b')).toThrow(/NUL/);
  });
});

describe('shellQuoteArgv', () => {
  it('quotes each word and joins them with spaces', () => {
    expect(shellQuoteArgv(['sh', '-c', "echo 'hi'; exit 3"])).toBe(`'sh' '-c' 'echo '\\''hi'\\''; exit 3'`);
  });
});
