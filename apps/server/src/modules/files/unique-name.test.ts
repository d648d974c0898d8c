import { describe, expect, it } from 'vitest';
import { FILE_NAME_MAX_LENGTH } from '@biocloud/contracts';
import { freeName, numberedName, numberedNamePrefix, splitName } from './unique-name';

describe('splitName', () => {
  it.each([
    ['a.txt', 'a', '.txt'],
    ['reads.fastq.gz', 'reads', '.fastq.gz'],
    ['archive.gz', 'archive', '.gz'],
    ['my.data.v2.txt', 'my.data.v2', '.txt'],
    ['README', 'README', ''],
    ['.bashrc', '.bashrc', ''],
    ['name.', 'name.', ''],
  ])('splits %s', (name, base, ext) => {
    expect(splitName(name)).toEqual({ base, ext });
  });
});

describe('freeName', () => {
  it('keeps a free name', () => {
    expect(freeName('a.txt', new Set(['b.txt']))).toBe('a.txt');
  });

  it('numbers a taken name with the first free number, keeping the extension', () => {
    expect(freeName('a.txt', new Set(['a.txt']))).toBe('a(1).txt');
    expect(freeName('a.txt', new Set(['a.txt', 'a(1).txt', 'a(2).txt']))).toBe('a(3).txt');
    expect(freeName('reads.fastq.gz', new Set(['reads.fastq.gz']))).toBe('reads(1).fastq.gz');
    expect(freeName('results', new Set(['results']))).toBe('results(1)');
  });

  it('stays within the name length limit', () => {
    const long = `${'a'.repeat(FILE_NAME_MAX_LENGTH - 4)}.txt`;
    const copy = numberedName(long, 12);
    expect(copy.length).toBe(FILE_NAME_MAX_LENGTH);
    expect(copy.endsWith('(12).txt')).toBe(true);
  });

  it('gives the prefix shared by the numbered names', () => {
    expect(numberedNamePrefix('reads.fastq.gz')).toBe('reads(');
    expect(numberedName('reads.fastq.gz', 3).startsWith(numberedNamePrefix('reads.fastq.gz'))).toBe(true);
  });
});
