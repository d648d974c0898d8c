import { describe, expect, it } from 'vitest';
import { FILE_NAME_MAX_LENGTH, FOLDER_UPLOAD_MAX_DEPTH } from '../limits';
import {
  DEFAULT_FOLDER_NAME,
  folderNameSchema,
  renameSchema,
  treeFolderNameSchema,
  uploadNameSchema,
  validateFolderName,
  validateRename,
  validateTreeFolderName,
  validateRelativeFolderPath,
  validateUploadName,
} from './file-names';

const longest = 'a'.repeat(FILE_NAME_MAX_LENGTH);
const tooLong = 'a'.repeat(FILE_NAME_MAX_LENGTH + 1);

describe('folder name in the main table', () => {
  it.each(['NewFolder', 'a', 'A_1', 'sample-01', 'run.2024', 'v1.2.3', '_-.', longest])('accepts %j', (name) => {
    expect(validateFolderName(name)).toEqual({ ok: true });
    expect(folderNameSchema.safeParse(name).success).toBe(true);
  });

  it.each(['', ' ', 'a b', 'a/b', 'a\\b', '数据', 'a*', 'a:b', '.', '..', '...', tooLong])('refuses %j', (name) => {
    expect(validateFolderName(name)).toEqual({ ok: false, code: 'FOLDER_NAME_INVALID' });
    expect(folderNameSchema.safeParse(name).success).toBe(false);
  });
});

describe('folder name in the folder-tree dialog', () => {
  it.each(['NewFolder', 'a', 'A_1', '___', '2024', longest])('accepts %j', (name) => {
    expect(validateTreeFolderName(name)).toEqual({ ok: true });
    expect(treeFolderNameSchema.safeParse(name).success).toBe(true);
  });

  it.each(['', 'sample-01', 'run.2024', 'a b', '数据', '.', tooLong])('refuses %j', (name) => {
    expect(validateTreeFolderName(name)).toEqual({ ok: false, code: 'FOLDER_NAME_INVALID' });
    expect(treeFolderNameSchema.safeParse(name).success).toBe(false);
  });

  it('proposes NewFolder, which both folder rules accept', () => {
    expect(DEFAULT_FOLDER_NAME).toBe('NewFolder');
    expect(validateTreeFolderName(DEFAULT_FOLDER_NAME).ok).toBe(true);
    expect(validateFolderName(DEFAULT_FOLDER_NAME).ok).toBe(true);
  });
});

describe('rename', () => {
  it.each(['a', 'abc', 'a_b', 'A1', 'a.b', 'reads.fastq', 'x_1.T_2', longest])('accepts %j', (name) => {
    expect(validateRename(name)).toEqual({ ok: true });
    expect(renameSchema.safeParse(name).success).toBe(true);
  });

  it.each(['', '.a', 'a.', '.', '..', 'a.b.c', 'a..b', 'a-b', 'a b', 'a/b', '文件', 'a.b-c', tooLong])(
    'refuses %j',
    (name) => {
      expect(validateRename(name)).toEqual({ ok: false, code: 'RENAME_INVALID' });
      expect(renameSchema.safeParse(name).success).toBe(false);
    },
  );
});

describe('upload name', () => {
  it.each(['reads_1.fastq.gz', 'sample-01.bam', 'a', 'A.B-C_D', '2024.txt', longest])('accepts %j', (name) => {
    expect(validateUploadName(name)).toEqual({ ok: true });
    expect(uploadNameSchema.safeParse(name).success).toBe(true);
  });

  it.each(['', 'my reads.fq', 'a/b.txt', '../x', '报告.pdf', 'a+b', 'a(1).txt', '.', '..', tooLong])(
    'refuses %j',
    (name) => {
      expect(validateUploadName(name)).toEqual({ ok: false, code: 'UPLOAD_NAME_INVALID' });
      expect(uploadNameSchema.safeParse(name).success).toBe(false);
    },
  );
});

describe('relative folder path of a folder upload', () => {
  it.each(['', 'a', 'run_1/reads', 'a.b/c-d/e_f', Array(FOLDER_UPLOAD_MAX_DEPTH).fill('x').join('/')])(
    'accepts %j',
    (path) => {
      expect(validateRelativeFolderPath(path)).toEqual({ ok: true });
    },
  );

  it.each(['/a', 'a/', 'a//b', '../a', 'a/../b', 'a/./b', 'a b/c', 'a\\b', '数据/a', `a/${tooLong}`])(
    'refuses %j',
    (path) => {
      expect(validateRelativeFolderPath(path)).toEqual({ ok: false, code: 'FOLDER_NAME_INVALID' });
    },
  );

  it('refuses more levels than FOLDER_UPLOAD_MAX_DEPTH', () => {
    expect(
      validateRelativeFolderPath(
        Array(FOLDER_UPLOAD_MAX_DEPTH + 1)
          .fill('x')
          .join('/'),
      ),
    ).toEqual({
      ok: false,
      code: 'FOLDER_PATH_TOO_DEEP',
    });
  });
});
