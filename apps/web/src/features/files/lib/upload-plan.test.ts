import { describe, expect, it } from 'vitest';
import { FOLDER_UPLOAD_MAX_DEPTH, UPLOAD_MAX_BYTES } from '@biocloud/contracts';
import { baseName, parentFolder, planUpload } from './upload-plan';

describe('upload plan', () => {
  it('accepts files within the rules into the target folder', () => {
    const plan = planUpload([
      { name: 'reads_1.fq', size: 10 },
      { name: 'max.bin', size: UPLOAD_MAX_BYTES },
    ]);
    expect(plan).toEqual({
      folders: [],
      files: [
        { index: 0, folder: '' },
        { index: 1, folder: '' },
      ],
      refused: [],
    });
  });

  it('refuses bad names and files over the limit with the contracts codes', () => {
    const plan = planUpload([
      { name: 'my file.txt', size: 1 },
      { name: 'big.bam', size: UPLOAD_MAX_BYTES + 1 },
      { name: '数据.txt', size: 1 },
      { name: 'ok.txt', size: 1 },
    ]);
    expect(plan.refused).toEqual([
      { index: 0, code: 'UPLOAD_NAME_INVALID' },
      { index: 1, code: 'UPLOAD_TOO_LARGE' },
      { index: 2, code: 'UPLOAD_NAME_INVALID' },
    ]);
    expect(plan.files).toEqual([{ index: 3, folder: '' }]);
  });

  it('creates the folders of a folder upload, parents first, each once', () => {
    const plan = planUpload([
      { name: 'a.txt', size: 1, relativePath: 'run1/a.txt' },
      { name: 'b.txt', size: 1, relativePath: 'run1/sub/deep/b.txt' },
      { name: 'c.txt', size: 1, relativePath: 'run1/sub/c.txt' },
    ]);
    expect(plan.folders).toEqual(['run1', 'run1/sub', 'run1/sub/deep']);
    expect(plan.files).toEqual([
      { index: 0, folder: 'run1' },
      { index: 1, folder: 'run1/sub/deep' },
      { index: 2, folder: 'run1/sub' },
    ]);
  });

  it('refuses files under a folder the rule refuses, and does not create it', () => {
    const plan = planUpload([
      { name: 'a.txt', size: 1, relativePath: 'run 1/a.txt' },
      { name: 'b.txt', size: 1, relativePath: 'ok/b.txt' },
    ]);
    expect(plan.refused).toEqual([{ index: 0, code: 'FOLDER_NAME_INVALID' }]);
    expect(plan.folders).toEqual(['ok']);
  });

  it('refuses files nested deeper than the folder-upload limit', () => {
    const deep = `${Array.from({ length: FOLDER_UPLOAD_MAX_DEPTH + 1 }, (_, i) => `d${i}`).join('/')}/x.txt`;
    expect(planUpload([{ name: 'x.txt', size: 1, relativePath: deep }]).refused).toEqual([
      { index: 0, code: 'FOLDER_PATH_TOO_DEEP' },
    ]);
  });

  it('splits paths', () => {
    expect(parentFolder('a/b/c')).toBe('a/b');
    expect(parentFolder('a')).toBe('');
    expect(baseName('a/b/c')).toBe('c');
    expect(baseName('c')).toBe('c');
  });
});
