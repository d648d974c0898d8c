import { describe, expect, it } from 'vitest';
import { FILE_ICON_KINDS, fileExtension, fileIconKind, fileIconKindSchema, isFolderType } from './file-kind';

describe('file icon kinds', () => {
  it('are the seven kinds of the spec', () => {
    expect(FILE_ICON_KINDS).toEqual(['folder', 'txt', 'ed', 'pdf', 'img', 'xls_txt', 'default']);
    expect(fileIconKindSchema.safeParse('video').success).toBe(false);
  });
});

describe('fileExtension', () => {
  it('returns the lower-case text after the last dot', () => {
    expect(fileExtension('a.TXT')).toBe('txt');
    expect(fileExtension('reads.fastq.gz')).toBe('gz');
    expect(fileExtension('plot.final.png')).toBe('png');
  });

  it('is empty without a usable extension', () => {
    expect(fileExtension('README')).toBe('');
    expect(fileExtension('.bashrc')).toBe('');
    expect(fileExtension('name.')).toBe('');
    expect(fileExtension('')).toBe('');
  });
});

describe('fileIconKind', () => {
  it('recognises folders by type only', () => {
    expect(isFolderType('folder')).toBe(true);
    expect(isFolderType('FOLDER')).toBe(true);
    expect(isFolderType('txt')).toBe(false);
    expect(isFolderType(undefined)).toBe(false);
    expect(fileIconKind({ name: 'results', type: 'folder' })).toBe('folder');
    expect(fileIconKind({ name: 'odd.folder', type: '' })).toBe('default');
    expect(fileIconKind({ name: 'odd.folder' })).toBe('default');
  });

  it.each([
    [{ type: 'txt' }, 'txt'],
    [{ type: 'TXT' }, 'txt'],
    [{ type: 'ed' }, 'ed'],
    [{ type: 'pdf' }, 'pdf'],
    [{ type: 'png' }, 'img'],
    [{ type: 'jpg' }, 'img'],
    [{ type: 'jpeg' }, 'img'],
    [{ type: 'svg' }, 'img'],
    [{ type: 'xls_txt' }, 'xls_txt'],
    [{ type: 'xlsx' }, 'xls_txt'],
    [{ type: 'csv' }, 'xls_txt'],
    [{ type: 'mp4' }, 'ed'],
  ] as const)('maps type %o to %s', (file, kind) => {
    expect(fileIconKind(file)).toBe(kind);
  });

  it.each([
    [{ name: 'notes.txt' }, 'txt'],
    [{ name: 'report.PDF' }, 'pdf'],
    [{ name: 'heatmap.png' }, 'img'],
    [{ name: 'table.xls' }, 'xls_txt'],
    [{ name: 'intro.mov' }, 'ed'],
    [{ name: 'genes.gff', type: 'gff' }, 'default'],
    [{ name: 'reads.fastq.gz' }, 'default'],
    [{ name: 'README' }, 'default'],
    [{}, 'default'],
    [{ name: null, type: null }, 'default'],
  ] as const)('maps name %o to %s', (file, kind) => {
    expect(fileIconKind(file)).toBe(kind);
  });

  it('prefers a known type over the name, and falls back to the name for unknown types', () => {
    expect(fileIconKind({ name: 'chart.png', type: 'pdf' })).toBe('pdf');
    expect(fileIconKind({ name: 'chart.png', type: 'unknown' })).toBe('img');
  });

  it('ignores inherited object keys', () => {
    expect(fileIconKind({ type: 'constructor' })).toBe('default');
    expect(fileIconKind({ name: 'x.toString' })).toBe('default');
  });
});
